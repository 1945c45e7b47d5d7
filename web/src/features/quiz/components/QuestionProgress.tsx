/** "Question i of n" and a progress bar. */
export function QuestionProgress({ index, total }: { index: number; total: number }) {
  const percent = total > 0 ? ((index + 1) / total) * 100 : 0;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-sm font-semibold text-navy-900">
        Question {index + 1} of {total}
      </p>
      <div
        role="progressbar"
        aria-label="Position in the test"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`Question ${index + 1} of ${total}`}
        className="mt-1.5 h-2 max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-navy-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
