import { CircleCheck, Flag, Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionReport, ReviewQuestion } from '../api/schemas';
import { ReportErrorDialog } from './ReportErrorDialog';

/** Each state's badge: the state's name, as literal keys so TypeScript checks them. */
const STATE_BADGE = {
  open: { key: 'report.state.open', style: 'bg-sky-100 text-sky-900', Icon: Flag },
  resolved: { key: 'report.state.resolved', style: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  dismissed: { key: 'report.state.dismissed', style: 'bg-slate-100 text-slate-700', Icon: Info },
} as const satisfies Record<QuestionReport['status'], unknown>;

/**
 * The foot of a question in the review: 'Report an error' (or 'Edit your report' while the
 * learner's report is open), the report's state ('Reported', 'Resolved', 'Checked: no change
 * needed') and the faculty's reply once they have closed it (docs/product.md, "Reporting an
 * error in a question"). Other actions on the question (`actions`: 'Challenge the key') sit beside it.
 */
export function ReportErrorButton({
  question,
  actions,
}: {
  question: Pick<ReviewQuestion, 'id' | 'number' | 'report'>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { report } = question;
  const editing = report?.status === 'open';
  const badge = report ? STATE_BADGE[report.status] : null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
      {badge && (
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.style}`}
        >
          <badge.Icon className="size-3" aria-hidden="true" />
          {t(badge.key)}
        </span>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-1">
        {actions}
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-navy-900"
          aria-label={
            editing
              ? t('report.button.editLabel', { number: question.number })
              : t('report.button.reportLabel', { number: question.number })
          }
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Flag className="size-4" aria-hidden="true" />
          {editing ? t('report.button.edit') : t('report.button.report')}
        </button>
      </div>
      {report && report.status !== 'open' && report.reply && (
        <div className="w-full rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <p className="font-semibold text-navy-900">{t('report.reply')}</p>
          <p className="mt-0.5 whitespace-pre-line text-slate-700">{report.reply}</p>
        </div>
      )}
      {open && (
        <ReportErrorDialog
          questionId={question.id}
          number={question.number}
          report={report}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
