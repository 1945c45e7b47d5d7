import { useTranslation } from 'react-i18next';

/** "Question i of n" and a progress bar. */
export function QuestionProgress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation();
  const position = t('quiz.progress.text', { number: index + 1, total });
  const percent = total > 0 ? ((index + 1) / total) * 100 : 0;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-sm font-semibold text-navy-900">{position}</p>
      <div
        role="progressbar"
        aria-label={t('quiz.progress.label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={position}
        className="mt-1.5 h-2 max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-navy-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
