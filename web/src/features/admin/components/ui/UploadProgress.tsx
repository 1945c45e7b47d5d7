import { useId } from 'react';

/** The share of an upload sent so far, as a labelled progress bar (announced by screen readers). */
export function UploadProgress({ progress, label = 'Uploading' }: { progress: number | null; label?: string }) {
  const id = useId();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700">
      <label className="shrink-0 font-medium" htmlFor={id}>
        {/* All bytes sent: the server is storing and checking the file. */}
        {percent < 100 ? `${label}… ${percent}%` : 'Saving…'}
      </label>
      <progress
        id={id}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-saffron-500 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-saffron-500"
      >
        {percent}%
      </progress>
    </div>
  );
}
