import {
  ArrowLeft,
  BookmarkPlus,
  Check,
  Highlighter,
  MessageSquareText,
  Plus,
  Trash2,
  Underline,
  X,
} from 'lucide-react';
import { type PointerEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { PdfPages } from '@/components/pdf/PdfPages';
import { usePdfFile } from '@/components/pdf/use-pdf-file';
import { errorMessage } from '@/lib/api-client';
import { refusalMessage } from '@/lib/form-errors';
import {
  type EvaluationWork,
  saveDraft,
  useAnswerDetail,
  useBankComments,
  useKeepComment,
  useEvaluateInBrowser,
  useStartEvaluation,
} from '../api/evaluation';
import { PageTitle } from '../components/ui/PageTitle';
import type { FieldSpec } from '../model/fields';
import { RESOURCE_FIELDS } from '../model/generated/fields';
import {
  type Annotation,
  type MarkKind,
  type Point,
  type QuestionRow,
  type StructuredQuestion,
  markFor,
  newQuestion,
  questionMarks,
  questionRows,
  structuredRows,
  totalOf,
  withRubricSum,
} from '../rules/annotation';
import { describeStanding, promiseStanding } from '../rules/evaluation-promise';
import { formatDateTime } from '../rules/india-time';
import { EVALUATION_PATH } from '../rules/navigation';

/** How long the screen waits after the last change before saving the draft. */
const DRAFT_DELAY_MS = 1500;

const TOOLS: { kind: MarkKind; label: string; icon: typeof Check }[] = [
  { kind: 'tick', label: 'Tick', icon: Check },
  { kind: 'cross', label: 'Cross', icon: X },
  { kind: 'underline', label: 'Underline', icon: Underline },
  { kind: 'highlight', label: 'Highlight', icon: Highlighter },
  { kind: 'comment', label: 'Comment', icon: MessageSquareText },
];

/**
 * The annotation screen (docs/product.md, "Evaluating in the browser"): the learner's pages one
 * under the other, marks placed on them with the chosen tool, marks per question with the rubric
 * and remarks beside them; the work is saved as a draft as it goes, and the evaluation is drawn
 * onto the pages by the server when saved.
 */
export function AnnotatePage() {
  const uploadId = Number(useParams().uploadId);
  const detail = useAnswerDetail(uploadId);
  if (detail.status === 'pending') return <p className="p-6 text-slate-600">Loading the answer…</p>;
  if (detail.status === 'error')
    return (
      <div className="p-6" role="alert">
        <p className="font-semibold text-rose-700">{errorMessage(detail.error, 'Could not open this answer.')}</p>
        <Link to={EVALUATION_PATH} className="btn btn-outline mt-4">
          Back to the answers
        </Link>
      </div>
    );
  const saved = detail.data.draft ?? detail.data.evaluation;
  const savedMarks = saved?.questionMarks?.map((q) => ({ ...q, rubric: q.rubric ?? [] }));
  const structure = detail.data.questions;
  return (
    <AnnotationScreen
      answer={detail.data.answer}
      question={detail.data.question ?? null}
      rubric={detail.data.rubric}
      structure={structure}
      initial={{
        annotations: saved?.annotations ?? [],
        // A test with its questions set opens with them filled in: the evaluator types only marks.
        rows:
          structure.length > 0 ? structuredRows(savedMarks, structure) : questionRows(savedMarks, detail.data.rubric),
        remarks: saved?.remarks ?? '',
      }}
    />
  );
}

type AnswerOf = NonNullable<ReturnType<typeof useAnswerDetail>['data']>['answer'];
type QuestionOf = NonNullable<NonNullable<ReturnType<typeof useAnswerDetail>['data']>['question']>;

interface Initial {
  annotations: Annotation[];
  rows: QuestionRow[];
  remarks: string;
}

interface AnnotationScreenProps {
  answer: AnswerOf;
  question: QuestionOf | null;
  rubric: string[];
  /** The test's questions as staff set them; empty when they set none. */
  structure: readonly StructuredQuestion[];
  initial: Initial;
}

function AnnotationScreen({ answer, question, rubric, structure, initial }: AnnotationScreenProps) {
  const navigate = useNavigate();
  const [tool, setTool] = useState<MarkKind>('tick');
  const [annotations, setAnnotations] = useState(initial.annotations);
  const [rows, setRows] = useState(initial.rows);
  const [remarks, setRemarks] = useState(initial.remarks);
  const [draftState, setDraftState] = useState<'saved' | 'saving' | 'unsaved' | 'failed'>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  // A comment chosen from the bank, placed by the next click on a page.
  const [armed, setArmed] = useState<string | null>(null);
  const pdf = usePdfFile(answer.answerPDF?.file_path);
  const evaluate = useEvaluateInBrowser();
  const start = useStartEvaluation();
  const work: EvaluationWork = useMemo(
    () => ({ annotations, questionMarks: questionMarks(rows), remarks }),
    [annotations, rows, remarks],
  );

  // Opening the answer is the start of its evaluation for the learner ('Being evaluated').
  const startOnce = useRef(false);
  useEffect(() => {
    if (startOnce.current || answer.evaluationStartedAt || answer.evaluatedAt) return;
    startOnce.current = true;
    start.mutate(answer.uploadId);
  }, [answer, start]);

  // Saved as it goes: a draft a moment after the last change, so a reload loses nothing.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setDraftState('unsaved');
    const timer = window.setTimeout(() => {
      setDraftState('saving');
      saveDraft(answer.uploadId, work).then(
        () => setDraftState('saved'),
        () => setDraftState('failed'),
      );
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer.uploadId, work]);

  const onSave = () => {
    setProblem(null);
    evaluate.mutate(
      { uploadId: answer.uploadId, work },
      {
        onSuccess: ({ message }) => {
          toast.success(message || 'Evaluation saved.');
          void navigate(EVALUATION_PATH);
        },
        // The screen has no input named after the server's fields: every field message is said here.
        onError: (error) => setProblem(refusalMessage(error, [], 'The evaluation could not be saved.')),
      },
    );
  };

  const standing = promiseStanding(answer.expectedBy, new Date());
  const total = totalOf(rows);
  return (
    <>
      <Link to={EVALUATION_PATH} className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-navy-800">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to the answers
      </Link>
      <PageTitle
        title={`Evaluate ${answer.learnerName}’s answer`}
        description={`${answer.testName} · uploaded ${formatDateTime(answer.uploadedAt)} · promised by ${formatDateTime(answer.expectedBy)} (${describeStanding(standing)})`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="The learner’s pages" className="min-w-0">
          <ToolBar tool={tool} onTool={setTool} />
          {armed && (
            <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900" role="status">
              Click a page to place: “{armed}”
            </p>
          )}
          {pdf.status === 'ready' ? (
            <PdfPages
              pdf={pdf.document}
              pageLabel={(page, pages) => `Page ${page} of ${pages} of the answer`}
              overlay={(page) => (
                <PageMarks
                  page={page}
                  tool={tool}
                  marks={annotations}
                  onAdd={(mark) => {
                    if (mark.kind === 'comment' && armed) {
                      setAnnotations((all) => [...all, { ...mark, text: armed }]);
                      setArmed(null);
                    } else setAnnotations((all) => [...all, mark]);
                  }}
                  onChange={(index, mark) => setAnnotations((all) => all.map((m, i) => (i === index ? mark : m)))}
                  onRemove={(index) => setAnnotations((all) => all.filter((_, i) => i !== index))}
                />
              )}
            />
          ) : (
            <p
              className="rounded-md bg-slate-50 p-6 text-slate-600"
              role={pdf.status === 'failed' ? 'alert' : 'status'}
            >
              {pdf.status === 'failed' ? 'The answer PDF could not be opened.' : 'Opening the answer PDF…'}
            </p>
          )}
        </section>
        <aside className="space-y-5 lg:sticky lg:top-20 lg:self-start" aria-label="Marks and remarks">
          {question && <QuestionAsked question={question} />}
          {structure.length > 0 ? (
            <SetQuestionsForm
              questions={structure}
              rows={rows}
              onChange={setRows}
              maximum={answer.maximumScore}
              total={total}
            />
          ) : (
            <QuestionsForm rows={rows} onChange={setRows} maximum={answer.maximumScore} total={total} rubric={rubric} />
          )}
          <RemarksField value={remarks} onChange={setRemarks} />
          <CommentBank
            onUse={(text) => {
              setTool('comment');
              setArmed(text);
            }}
          />
          {problem && (
            <p role="alert" className="rounded-md bg-rose-50 p-3 text-sm font-medium text-rose-800">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn btn-primary" onClick={onSave} disabled={evaluate.isPending}>
              {evaluate.isPending ? 'Saving…' : 'Save evaluation'}
            </button>
            <span className="text-xs text-slate-600" role="status">
              {DRAFT_TEXT[draftState]}
            </span>
          </div>
        </aside>
      </div>
    </>
  );
}

const DRAFT_TEXT = {
  saved: 'Draft saved',
  saving: 'Saving draft…',
  unsaved: 'Changes not yet saved',
  failed: 'The draft could not be saved; your work is still here.',
} as const;

function ToolBar({ tool, onTool }: { tool: MarkKind; onTool: (tool: MarkKind) => void }) {
  const name = useId();
  return (
    <fieldset className="sticky top-16 z-10 mb-3 flex flex-wrap gap-2 rounded-lg bg-white/95 p-2 shadow-sm ring-1 ring-slate-200">
      <legend className="sr-only">Mark to place</legend>
      {TOOLS.map(({ kind, label, icon: Icon }) => (
        <label
          key={kind}
          className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 focus-within:ring-2 focus-within:ring-saffron-500 ${
            tool === kind ? 'bg-navy-900 text-white ring-navy-900' : 'bg-white text-slate-700 ring-slate-300'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={kind}
            checked={tool === kind}
            onChange={() => onTool(kind)}
            className="sr-only"
          />
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </label>
      ))}
      <span className="self-center text-xs text-slate-600">
        Click a page to place it; drag to underline or highlight. Enter on a page places it in the middle.
      </span>
    </fieldset>
  );
}

interface PageMarksProps {
  page: number;
  tool: MarkKind;
  marks: readonly Annotation[];
  onAdd: (mark: Annotation) => void;
  onChange: (index: number, mark: Annotation) => void;
  onRemove: (index: number) => void;
}

/** The marks of one page over its picture, and the surface that takes new ones. */
function PageMarks({ page, tool, marks, onAdd, onChange, onRemove }: PageMarksProps) {
  const surface = useRef<HTMLDivElement>(null);
  const from = useRef<Point | null>(null);
  const pointAt = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  return (
    <>
      <div
        ref={surface}
        role="button"
        tabIndex={0}
        aria-label={`Page ${page}: place a ${tool}`}
        className="absolute inset-0 cursor-crosshair touch-none focus-visible:outline-4 focus-visible:outline-saffron-500"
        onPointerDown={(event) => {
          from.current = pointAt(event);
        }}
        onPointerUp={(event) => {
          if (!from.current) return;
          onAdd(markFor(tool, page, from.current, pointAt(event)));
          from.current = null;
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onAdd(markFor(tool, page, { x: 0.35, y: 0.5 }, { x: 0.5, y: 0.5 }));
        }}
      />
      {/* The marks lie over the surface; between them, clicks fall through to it. */}
      <div className="pointer-events-none absolute inset-0">
        {marks.map((mark, index) =>
          mark.page === page ? (
            <MarkView
              key={index}
              mark={mark}
              number={index + 1}
              onText={(text) => onChange(index, { ...mark, text })}
              onRemove={() => onRemove(index)}
            />
          ) : null,
        )}
      </div>
    </>
  );
}

const box = (mark: Annotation) => ({
  left: `${mark.x * 100}%`,
  top: `${mark.y * 100}%`,
  width: `${mark.width * 100}%`,
  height: `${mark.height * 100}%`,
});

/** A placed mark; a comment is its own text box. Each has a button to remove it. */
function MarkView({
  mark,
  number,
  onText,
  onRemove,
}: {
  mark: Annotation;
  number: number;
  onText: (text: string) => void;
  onRemove: () => void;
}) {
  const remove = (
    <button
      type="button"
      onClick={onRemove}
      aria-label={`Remove mark ${number} (${mark.kind})`}
      className="absolute -top-2.5 -right-2.5 hidden size-5 items-center justify-center rounded-full bg-slate-800 text-white group-focus-within:flex group-hover:flex"
    >
      <Trash2 className="size-3" aria-hidden="true" />
    </button>
  );
  if (mark.kind === 'comment') {
    return (
      <div
        className="group pointer-events-auto absolute"
        style={{ left: box(mark).left, top: box(mark).top, width: box(mark).width }}
      >
        <KeepInBank text={mark.text ?? ''} number={number} />
        <textarea
          aria-label={`Comment ${number}`}
          value={mark.text ?? ''}
          onChange={(event) => onText(event.target.value)}
          maxLength={500}
          rows={2}
          autoFocus={!mark.text}
          className="w-full resize-y rounded border border-rose-700 bg-amber-50/95 p-1 text-xs text-rose-950 shadow"
        />
        {remove}
      </div>
    );
  }
  const look = {
    tick: 'text-green-700 text-2xl leading-none font-bold',
    cross: 'text-rose-700 text-2xl leading-none font-bold',
    underline: 'bg-rose-700',
    highlight: 'bg-yellow-300/40',
  }[mark.kind];
  return (
    <div
      className={`group pointer-events-auto absolute flex items-center justify-center ${look}`}
      style={box(mark)}
      tabIndex={0}
      role="img"
      aria-label={`Mark ${number}: ${mark.kind}`}
    >
      {mark.kind === 'tick' ? '✔' : mark.kind === 'cross' ? '✘' : null}
      {remove}
    </div>
  );
}

/** Keeps a placed comment in the evaluator's own bank, to use again on other copies. */
function KeepInBank({ text, number }: { text: string; number: number }) {
  const keep = useKeepComment();
  if (!text.trim()) return null;
  return (
    <button
      type="button"
      onClick={() =>
        keep.mutate(text, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error, 'Could not keep the comment.')),
        })
      }
      disabled={keep.isPending}
      aria-label={`Keep comment ${number} in my bank`}
      className="absolute -top-2.5 right-4 hidden size-5 items-center justify-center rounded-full bg-navy-800 text-white group-focus-within:flex group-hover:flex"
    >
      <BookmarkPlus className="size-3" aria-hidden="true" />
    </button>
  );
}

/** The console's label of a mains test's choice (its paper, its directive word), as staff chose it. */
function choiceLabel(field: 'paper' | 'directive_word', value: string): string {
  const fields: readonly FieldSpec[] = RESOURCE_FIELDS['mains-tests'];
  const spec = fields.find((f) => f.name === field);
  return spec?.choices?.find((c) => c.value === value)?.label ?? value;
}

/** The question the answer was written to, with what the evaluator marks it against. */
function QuestionAsked({ question }: { question: QuestionOf }) {
  const facts = [
    question.paper && choiceLabel('paper', question.paper),
    question.directiveWord && `Directive word: ${choiceLabel('directive_word', question.directiveWord)}`,
    question.wordLimit > 0 && `${question.wordLimit} words`,
  ].filter(Boolean);
  return (
    <section aria-label="The question" className="rounded-md border-l-4 border-saffron-400 bg-slate-50 p-3 text-sm">
      <p className="text-xs font-semibold text-slate-600">{facts.join(' · ')}</p>
      <p className="mt-1 whitespace-pre-line text-navy-900">{question.text}</p>
    </section>
  );
}

/** The marks per question, each with its rubric, and the total (their sum). */
function QuestionsForm({
  rows,
  onChange,
  maximum,
  total,
  rubric,
}: {
  rows: QuestionRow[];
  onChange: (rows: QuestionRow[]) => void;
  maximum: number;
  total: number;
  /** The series' rubric criteria, for a question added here. */
  rubric: readonly string[];
}) {
  const update = (index: number, change: Partial<QuestionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <section aria-labelledby="marks-heading" className="card space-y-3 p-4">
      <h2 id="marks-heading" className="font-semibold text-navy-900">
        Marks per question
      </h2>
      {rows.map((row, index) => (
        <fieldset key={index} className="space-y-2 border-t border-slate-200 pt-3">
          <legend className="sr-only">Question {index + 1}</legend>
          <div className="grid grid-cols-[1fr_4.5rem_4.5rem_auto] items-end gap-2">
            <label className="text-xs text-slate-600">
              Question
              <input
                className="form-input mt-1 py-1.5 text-sm"
                value={row.question}
                onChange={(event) => update(index, { question: event.target.value })}
              />
            </label>
            <label className="text-xs text-slate-600">
              Marks
              <input
                className="form-input mt-1 py-1.5 text-sm"
                inputMode="decimal"
                value={row.marks}
                onChange={(event) => update(index, { marks: event.target.value })}
              />
            </label>
            <label className="text-xs text-slate-600">
              Out of
              <input
                className="form-input mt-1 py-1.5 text-sm"
                inputMode="decimal"
                value={row.maximum}
                onChange={(event) => update(index, { maximum: event.target.value })}
              />
            </label>
            <button
              type="button"
              className="mb-1 inline-flex size-8 items-center justify-center rounded-full text-rose-700 hover:bg-rose-50 disabled:opacity-40"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
              disabled={rows.length === 1}
              aria-label={`Remove question ${row.question || index + 1}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-xs font-semibold text-navy-800">
              Rubric of {row.question || `question ${index + 1}`}
            </summary>
            <div className="mt-2 space-y-1.5">
              {row.rubric.map((criterion, c) => (
                <div key={criterion.criterion} className="grid grid-cols-[1fr_4rem_4rem] items-center gap-2 text-xs">
                  <span className="text-slate-700">{criterion.criterion}</span>
                  {(['marks', 'maximum'] as const).map((field) => (
                    <input
                      key={field}
                      aria-label={`${criterion.criterion} ${field === 'marks' ? 'marks' : 'out of'}, ${row.question}`}
                      className="form-input py-1 text-xs"
                      inputMode="decimal"
                      value={criterion[field]}
                      onChange={(event) =>
                        update(index, {
                          rubric: row.rubric.map((item, i) =>
                            i === c ? { ...item, [field]: event.target.value } : item,
                          ),
                        })
                      }
                    />
                  ))}
                </div>
              ))}
            </div>
          </details>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-outline py-1.5 text-sm"
        onClick={() => onChange([...rows, newQuestion(rows.length + 1, rubric)])}
      >
        <Plus className="size-4" aria-hidden="true" /> Add a question
      </button>
      <p className="border-t border-slate-200 pt-3 font-semibold text-navy-900" aria-live="polite">
        Total {total} / {maximum}
      </p>
    </section>
  );
}

/**
 * The marks of a test whose questions staff set (docs/product.md, "A test's questions"): each
 * question with its maximum, word limit and directive word, and a field per rubric criterion, or
 * one for the question's marks when it has no rubric. A question's marks are its criteria's sum.
 */
function SetQuestionsForm({
  questions,
  rows,
  onChange,
  maximum,
  total,
}: {
  questions: readonly StructuredQuestion[];
  rows: QuestionRow[];
  onChange: (rows: QuestionRow[]) => void;
  maximum: number;
  total: number;
}) {
  const update = (index: number, row: QuestionRow) => onChange(rows.map((old, i) => (i === index ? row : old)));
  return (
    <section aria-labelledby="marks-heading" className="card space-y-3 p-4">
      <h2 id="marks-heading" className="font-semibold text-navy-900">
        Marks per question
      </h2>
      {questions.map((question, index) => {
        const row = rows[index];
        if (!row) return null;
        const facts = [
          `out of ${question.maximum}`,
          question.wordLimit > 0 && `${question.wordLimit} words`,
          question.directiveWord && choiceLabel('directive_word', question.directiveWord),
        ].filter(Boolean);
        return (
          <fieldset key={question.label} className="border-t border-slate-200 pt-3">
            <legend className="flex w-full items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-navy-900">{question.label}</span>
              <span className="text-xs text-slate-600">{facts.join(' · ')}</span>
            </legend>
            {question.rubric.length === 0 ? (
              <label className="mt-2 grid grid-cols-[1fr_5rem] items-center gap-2 text-xs text-slate-700">
                Marks for {question.label}, out of {question.maximum}
                <input
                  className="form-input py-1.5 text-sm"
                  inputMode="decimal"
                  value={row.marks}
                  onChange={(event) => update(index, { ...row, marks: event.target.value })}
                />
              </label>
            ) : (
              <div className="mt-2 space-y-1.5">
                {row.rubric.map((criterion, c) => (
                  <label
                    key={criterion.criterion}
                    className="grid grid-cols-[1fr_5rem] items-center gap-2 text-xs text-slate-700"
                  >
                    <span>
                      {criterion.criterion} <span className="sr-only">for {question.label}, </span>
                      <span className="text-slate-500">out of {criterion.maximum}</span>
                    </span>
                    <input
                      className="form-input py-1 text-sm"
                      inputMode="decimal"
                      value={criterion.marks}
                      onChange={(event) =>
                        update(
                          index,
                          withRubricSum({
                            ...row,
                            rubric: row.rubric.map((item, i) =>
                              i === c ? { ...item, marks: event.target.value } : item,
                            ),
                          }),
                        )
                      }
                    />
                  </label>
                ))}
                <p className="text-right text-xs font-semibold text-navy-900">
                  {question.label}: {row.marks === '' ? '—' : row.marks} / {question.maximum}
                </p>
              </div>
            )}
          </fieldset>
        );
      })}
      <p className="border-t border-slate-200 pt-3 font-semibold text-navy-900" aria-live="polite">
        Total {total} / {maximum}
      </p>
    </section>
  );
}

/** The comment bank: search it, and use a comment to place it with the next click on a page. */
function CommentBank({ onUse }: { onUse: (text: string) => void }) {
  const searchId = useId();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const comments = useBankComments(search);
  return (
    <section aria-labelledby="bank-heading" className="card p-4">
      <h2 id="bank-heading" className="font-semibold text-navy-900">
        Comment bank
      </h2>
      <label htmlFor={searchId} className="mt-2 block text-xs text-slate-600">
        Search the comment bank
      </label>
      <input
        id={searchId}
        type="search"
        className="form-input mt-1 py-1.5 text-sm"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
        {(comments.data ?? []).map((comment) => (
          <li key={comment.id} className="flex items-start gap-2 text-sm">
            <button
              type="button"
              className="shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold text-navy-800 ring-1 ring-slate-300 hover:bg-navy-50"
              onClick={() => onUse(comment.text)}
              aria-label={`Use: ${comment.text}`}
            >
              Use
            </button>
            <span className="text-slate-700">
              {comment.text}
              {!comment.shared && <span className="ml-1 text-xs text-slate-500">(yours)</span>}
            </span>
          </li>
        ))}
        {comments.data?.length === 0 && <li className="text-sm text-slate-600">No comment matches.</li>}
      </ul>
    </section>
  );
}

function RemarksField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="card p-4">
      <label htmlFor={id} className="font-semibold text-navy-900">
        Remarks <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <textarea
        id={id}
        className="form-input mt-2 min-h-28 text-sm"
        maxLength={5000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
