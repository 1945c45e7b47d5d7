import { CircleCheck, CircleX, Flag, Info, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeStatus, KeyChallenge } from '../api/challenge-schemas';
import type { QuestionReport } from '../api/schemas';
import { ChallengeKeyDialog } from './ChallengeKeyDialog';
import { ReportErrorDialog } from './ReportErrorDialog';

/**
 * A learner's note about a question in the review (docs/product.md, "Reporting an error in a
 * question"): a report of an error and a challenge of the key are one mechanism with two kinds.
 * Each kind's opener ('Report an error' / 'Challenge the key', 'Edit your …' while the note is
 * open) and its state's badge are this one component with the kind's words and icons; what the
 * learner writes differs, so each kind keeps its own dialog.
 */

/** Each kind's opener and dialog, as literal keys so TypeScript checks them. */
const OPENER = {
  report: {
    Icon: Flag,
    text: 'report.button.report',
    edit: 'report.button.edit',
    label: 'report.button.reportLabel',
    editLabel: 'report.button.editLabel',
  },
  challenge: {
    Icon: Scale,
    text: 'challenge.button.challenge',
    edit: 'challenge.button.edit',
    label: 'challenge.button.challengeLabel',
    editLabel: 'challenge.button.editLabel',
  },
} as const;

/** Each state's badge, per kind. */
const STATE_BADGE = {
  report: {
    open: { key: 'report.state.open', style: 'bg-sky-100 text-sky-900', Icon: Flag },
    resolved: { key: 'report.state.resolved', style: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
    dismissed: { key: 'report.state.dismissed', style: 'bg-slate-100 text-slate-700', Icon: Info },
  } as const satisfies Record<QuestionReport['status'], unknown>,
  challenge: {
    open: { key: 'challenge.state.open', style: 'bg-sky-100 text-sky-900', Icon: Scale },
    accepted: { key: 'challenge.state.accepted', style: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
    rejected: { key: 'challenge.state.rejected', style: 'bg-slate-100 text-slate-700', Icon: CircleX },
  } as const satisfies Record<ChallengeStatus, unknown>,
};

/** A kind with the learner's note of that kind about the question (none yet: null). */
export type NoteOf =
  | { kind: 'report'; note: QuestionReport | null | undefined }
  | { kind: 'challenge'; note: KeyChallenge | null | undefined };

/** The button that opens the note's dialog: a new note, or the open one to edit. */
export function QuestionNoteButton({ questionId, number, ...of }: NoteOf & { questionId: number; number: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = OPENER[of.kind];
  const editing = of.note?.status === 'open';
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-navy-900"
        aria-label={t(editing ? opener.editLabel : opener.label, { number })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <opener.Icon className="size-4" aria-hidden="true" />
        {t(editing ? opener.edit : opener.text)}
      </button>
      {open &&
        (of.kind === 'report' ? (
          <ReportErrorDialog questionId={questionId} number={number} report={of.note} onClose={close} />
        ) : (
          <ChallengeKeyDialog questionId={questionId} number={number} challenge={of.note} onClose={close} />
        ))}
    </>
  );
}

/** The note's state as a badge: 'Reported', 'Resolved', 'Challenge sent', 'Challenge accepted'… */
export function QuestionNoteBadge(of: NoteOf) {
  const { t } = useTranslation();
  if (!of.note) return null;
  const badge = of.kind === 'report' ? STATE_BADGE.report[of.note.status] : STATE_BADGE.challenge[of.note.status];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.style}`}>
      <badge.Icon className="size-3" aria-hidden="true" />
      {t(badge.key)}
    </span>
  );
}

/** Staff's reply once they have closed the note, under the kind's heading; nothing before. */
export function QuestionNoteReply({
  heading,
  note,
  className,
}: {
  heading: string;
  note: { status: string; reply: string } | null | undefined;
  className: string;
}) {
  if (!note || note.status === 'open' || !note.reply) return null;
  return (
    <div className={className}>
      <p className="font-semibold text-navy-900">{heading}</p>
      <p className="mt-0.5 whitespace-pre-line text-slate-700">{note.reply}</p>
    </div>
  );
}
