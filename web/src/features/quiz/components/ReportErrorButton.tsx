import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewQuestion } from '../api/schemas';
import { QuestionNoteBadge, QuestionNoteButton, QuestionNoteReply } from './QuestionNote';

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
  const { report } = question;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
      <QuestionNoteBadge kind="report" note={report} />
      <div className="ml-auto flex flex-wrap items-center gap-1">
        {actions}
        <QuestionNoteButton kind="report" note={report} questionId={question.id} number={question.number} />
      </div>
      <QuestionNoteReply
        heading={t('report.reply')}
        note={report}
        className="w-full rounded-xl bg-slate-50 px-4 py-3 text-sm"
      />
    </div>
  );
}
