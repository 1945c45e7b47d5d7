import { CircleCheck, Upload } from 'lucide-react';
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/SubmitButton';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { getSessionToken } from '@/lib/session';
import { useUploadMainsAnswer } from '../api/upload-mains-answer';
import { ANSWER_FILE_ISSUE_TEXT, type AnswerFileIssue, answerFileIssue } from '../rules/answer-file';
import type { AnswerPage } from '../rules/answer-pages';
import { actionFailureMessage, saidBySessionExpiry } from '../rules/failure-message';
import { formatDateTime } from '../rules/format';
import { preparePagePhoto } from '../rules/page-photo';
import { AnswerPagesPicker } from './AnswerPagesPicker';

/** How the answer is sent: one PDF, or photos of its handwritten pages. */
type AnswerWay = 'pdf' | 'photos';

type PreparedAnswer = { pdf: File } | { pages: Blob[] };

/** An upload the server held back until the learner confirms it replaces their answer, and why. */
interface Replacement {
  answer: PreparedAnswer;
  message: string;
}

interface AnswerUploadFormProps {
  subscriptionId: number;
  seriesId: number;
  testId: number;
  /** An answer is already in, not yet evaluated: a new upload replaces it once confirmed. */
  replacing: boolean;
  /** When the answer already in was received (the list's), shown until the learner replaces it. */
  uploadedAt?: string | null;
  describedBy?: string;
}

/** What the server said it received of the last upload made here. */
interface Received {
  pages?: number;
  at?: string;
}

/**
 * Uploading the answer sheet (docs/product.md, "Mains answer writing", "Answers from a phone"): one
 * PDF, or photos of the pages put in order here, checked before they are sent, with the share sent
 * so far while it goes. When an answer is already in, the server asks (428) before replacing it:
 * the form shows its question and sends the same answer again once the learner confirms.
 *
 * Once an answer is in, what was received is shown instead (its pages, when, where to open it),
 * and sending another is the lesser choice, which opens the form again.
 */
export function AnswerUploadForm(props: AnswerUploadFormProps) {
  const { replacing, uploadedAt } = props;
  const [received, setReceived] = useState<Received | null>(null);
  const [changing, setChanging] = useState(false);
  // Once the learner has uploaded or gone back, the summary that takes the form's place takes
  // the focus too, so it is not lost with the button pressed.
  const [acted, setActed] = useState(false);
  if ((received || (replacing && uploadedAt)) && !changing) {
    return (
      <AnswerReceived
        pages={received?.pages}
        at={received?.at ?? uploadedAt ?? undefined}
        takeFocus={acted}
        onReplace={() => setChanging(true)}
      />
    );
  }
  return (
    <AnswerUploadFields
      {...props}
      replacing={replacing || received !== null}
      onUploaded={(answer) => {
        setReceived(answer);
        setChanging(false);
        setActed(true);
      }}
      onKeep={
        replacing || received
          ? () => {
              setChanging(false);
              setActed(true);
            }
          : undefined
      }
    />
  );
}

interface AnswerUploadFieldsProps extends AnswerUploadFormProps {
  onUploaded: (received: Received) => void;
  /** Back to the answer already in, without sending another; absent for a first answer. */
  onKeep?: () => void;
}

function AnswerUploadFields({
  subscriptionId,
  seriesId,
  testId,
  replacing,
  describedBy,
  onUploaded,
  onKeep,
}: AnswerUploadFieldsProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const progressId = useId();
  const wayName = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [way, setWay] = useState<AnswerWay>('pdf');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<AnswerFileIssue | null>(null);
  const [pages, setPages] = useState<AnswerPage[]>([]);
  const [pagesProblem, setPagesProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState<number | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const upload = useUploadMainsAnswer(subscriptionId, seriesId);
  const { onOpenAuth } = useAuth();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    // Say at once when the wrong kind of file is picked; an empty choice waits for Upload.
    setProblem(chosen ? answerFileIssue(chosen) : null);
  };

  /** The answer to send, or null after saying what is missing. */
  const answerToSend = async (): Promise<PreparedAnswer | null> => {
    if (way === 'pdf') {
      const found = answerFileIssue(file);
      if (found || !file) {
        setProblem(found);
        inputRef.current?.focus();
        return null;
      }
      return { pdf: file };
    }
    if (!pages.length) {
      setPagesProblem(t('libraries.mains.pages.none'));
      return null;
    }
    // One page at a time: a budget phone has little memory for forty decoded photos.
    const prepared: Blob[] = [];
    for (const [index, page] of pages.entries()) {
      setPreparing(index + 1);
      try {
        prepared.push(await preparePagePhoto(page.file, page.quarterTurns));
      } catch {
        setPagesProblem(t('libraries.mains.pages.unreadable', { number: index + 1 }));
        return null;
      } finally {
        setPreparing(null);
      }
    }
    return { pages: prepared };
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPagesProblem(null);
    // Signed out meanwhile (in another tab, say): the upload would be refused, so say why now and
    // offer the sign-in dialog; the chosen file stays chosen for after it.
    if ((way === 'pdf' ? file && !answerFileIssue(file) : pages.length) && !getSessionToken()) {
      toast.error(t('libraries.mains.upload.loginRequired'), { id: 'login-to-upload' });
      onOpenAuth('login');
      return;
    }
    const answer = await answerToSend();
    if (answer) send(answer, false);
  };

  const send = (answer: PreparedAnswer, replace: boolean) => {
    setReplacement(null);
    setSent(0);
    upload.mutate(
      { mainsTestId: testId, answer, replace, onProgress: setSent },
      {
        onSuccess: ({ message, pages: received, uploadedAt: at }) => {
          toast.success(message || t('libraries.mains.upload.uploaded'));
          onUploaded({ pages: received, at });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 428) setReplacement({ answer, message: error.message });
          else if (!saidBySessionExpiry(error))
            toast.error(actionFailureMessage(error, t('libraries.mains.upload.failed')));
        },
        onSettled: () => setSent(null),
      },
    );
  };

  const describedByIds = [problem ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;

  const sending = upload.isPending || preparing !== null;
  // While the server's question waits for an answer nothing is being sent: the button rests,
  // disabled, rather than saying 'Uploading...' beside the question.
  const busy = sending || replacement !== null;
  const submit = (
    <SubmitButton
      pending={sending}
      disabled={replacement !== null}
      pendingLabel={t('libraries.mains.upload.uploading')}
      className="btn btn-primary shrink-0"
    >
      <Upload className="size-4" aria-hidden="true" />
      {way === 'photos' && pages.length
        ? t('libraries.mains.pages.submit', { count: pages.length })
        : replacing
          ? t('libraries.mains.upload.submitAgain')
          : t('libraries.mains.upload.submit')}
    </SubmitButton>
  );

  const keep = onKeep && (
    <button type="button" className="btn btn-outline shrink-0" onClick={onKeep} disabled={busy}>
      {t('libraries.mains.upload.cancelReplace')}
    </button>
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="rounded-xl border border-saffron-200 bg-saffron-50/60 p-4"
    >
      <fieldset className="mb-3 flex flex-wrap gap-x-5 gap-y-2" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-navy-900">{t('libraries.mains.upload.way')}</legend>
        {(['pdf', 'photos'] as const).map((option) => (
          <label key={option} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={wayName}
              value={option}
              checked={way === option}
              onChange={() => setWay(option)}
              className="size-4 accent-navy-900"
            />
            {option === 'pdf' ? t('libraries.mains.upload.wayPdf') : t('libraries.mains.upload.wayPhotos')}
          </label>
        ))}
      </fieldset>
      {way === 'pdf' ? (
        <>
          <label htmlFor={inputId} className="block text-sm font-semibold text-navy-900">
            {replacing ? t('libraries.mains.upload.replaceLabel') : t('libraries.mains.upload.label')}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="application/pdf"
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedByIds}
              disabled={busy}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
            />
            {submit}
            {keep}
          </div>
          {problem && (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
              {t(ANSWER_FILE_ISSUE_TEXT[problem])}
            </p>
          )}
        </>
      ) : (
        <>
          <AnswerPagesPicker
            pages={pages}
            onChange={(next) => {
              setPagesProblem(null);
              setPages(next);
            }}
            disabled={busy}
            problem={pagesProblem}
            describedBy={describedBy}
          />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {submit}
            {keep}
            {preparing !== null && (
              <span className="text-sm text-slate-700" role="status">
                {t('libraries.mains.pages.preparing', { number: preparing, count: pages.length })}
              </span>
            )}
          </div>
        </>
      )}
      {replacement && (
        <ReplaceQuestion
          message={replacement.message}
          onReplace={() => send(replacement.answer, true)}
          onKeep={() => setReplacement(null)}
        />
      )}
      {sent !== null && (
        <div className="mt-3">
          <label htmlFor={progressId} className="sr-only">
            {t('libraries.mains.upload.progress')}
          </label>
          <progress
            id={progressId}
            max={100}
            value={Math.round(sent * 100)}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-saffron-100 [&::-webkit-progress-value]:bg-saffron-500 [&::-moz-progress-bar]:bg-saffron-500"
          />
          <p className="mt-1 text-xs text-slate-600" aria-hidden="true">
            {t('libraries.mains.upload.sent', { percent: Math.round(sent * 100) })}
          </p>
        </div>
      )}
    </form>
  );
}

/**
 * The answer in: its pages (known right after an upload made here), when it was received, and
 * where to open it; sending another is a quieter button.
 */
function AnswerReceived({
  pages,
  at,
  takeFocus,
  onReplace,
}: {
  pages?: number;
  at?: string;
  takeFocus: boolean;
  onReplace: () => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const date = at ? formatDateTime(at, locale) : null;
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-emerald-200 bg-emerald-50/70 p-4">
      <h4
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm font-semibold text-emerald-900"
      >
        <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        {t('libraries.mains.upload.receivedTitle')}
      </h4>
      {(pages !== undefined || date) && (
        <p className="mt-1 text-sm text-emerald-950">
          {pages !== undefined && date
            ? t('libraries.mains.upload.receivedPages', { count: pages, pages: formatNumber(pages, locale), date })
            : pages !== undefined
              ? t('libraries.mains.upload.pagesOnly', { count: pages, pages: formatNumber(pages, locale) })
              : t('libraries.mains.upload.receivedAt', { date })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {t('libraries.mains.upload.receivedWhere', { button: t('libraries.files.yourAnswer') })}
      </p>
      <button type="button" className="btn btn-outline mt-3 py-1.5 text-sm" onClick={onReplace}>
        {t('libraries.mains.upload.replace')}
      </button>
    </section>
  );
}

/** The server's question before an upload replaces the answer already in, with the two choices. */
function ReplaceQuestion({
  message,
  onReplace,
  onKeep,
}: {
  message: string;
  onReplace: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <div role="alert" aria-describedby={messageId} className="mt-3 rounded-lg border border-saffron-300 bg-white p-3">
      <p id={messageId} className="text-sm font-medium text-navy-900">
        {message}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary py-1.5 text-sm" onClick={onReplace} autoFocus>
          {t('libraries.mains.upload.replaceConfirm')}
        </button>
        <button type="button" className="btn btn-outline py-1.5 text-sm" onClick={onKeep}>
          {t('libraries.mains.upload.replaceKeep')}
        </button>
      </div>
    </div>
  );
}
