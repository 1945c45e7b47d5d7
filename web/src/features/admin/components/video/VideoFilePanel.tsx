import { Film, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { errorMessage } from '@/lib/api-client';
import { useRemoveVideoFile, useUploadVideoFile, type VideoSlot } from '../../api/video-file';
import { type AdminRecord, numberOf, textOf } from '../../model/record';
import { fileSize } from '../../rules/file-size';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { UploadProgress } from '../ui/UploadProgress';

const FORMATS: Record<string, string> = { 'video/mp4': 'MP4', 'video/webm': 'WebM' };

const WORDS = {
  lecture: {
    heading: 'Video file',
    intro:
      'Upload the lecture as MP4 or WebM. It plays instead of the Google Drive link, from our own store, to subscribers only, through addresses that work for a few minutes and only for the learner who asked.',
    choose: 'Choose the lecture’s file',
    confirm: 'Learners will play the lecture’s Google Drive link instead. The file is deleted from the store.',
  },
  discussion: {
    heading: 'Discussion video file',
    intro:
      'Upload the test’s discussion as MP4 or WebM. It plays instead of the Google Drive link, from our own store, only to learners who may watch the discussion (after they submit, or once the window closes), through addresses that work for a few minutes and only for the learner who asked.',
    choose: 'Choose the discussion’s file',
    confirm:
      'Learners will play the discussion’s Google Drive link instead, if it has one. The file is deleted from the store.',
  },
};

/**
 * A record's own video file (docs/product.md, "Videos"), a lecture's or a test's discussion:
 * what is stored now, an upload with its progress (and a way to stop it), and removal. The file
 * plays instead of the Google Drive link, through addresses that work for minutes and only for
 * the learner's session.
 */
export function VideoFilePanel({ record, slot }: { record: AdminRecord; slot: VideoSlot }) {
  const words = WORDS[slot.subject];
  const headingId = useId();
  const pickerId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const upload = useUploadVideoFile(slot, record.id);
  const remove = useRemoveVideoFile(slot, record.id);
  // docs/product.md, "Unsaved changes": a file chosen but not uploaded.
  useUnsavedChanges(chosen !== null, 'the chosen video file');

  const storedName = textOf(record, `${slot.prefix}_name`);
  const storedSize = numberOf(record, `${slot.prefix}_size`);
  const storedType = FORMATS[textOf(record, `${slot.prefix}_type`)] ?? '';

  const forget = () => {
    setChosen(null);
    setPickerKey((key) => key + 1);
  };

  const send = () => {
    if (!chosen) return;
    abort.current = new AbortController();
    setProgress(0);
    upload.mutate(
      { file: chosen, onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: () => {
          toast.success('Video file uploaded. Learners now play it instead of the link.');
          forget();
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const failure = upload.error ?? remove.error;
  const stopped = failure instanceof DOMException && failure.name === 'AbortError';

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{words.intro}</p>

      {storedName ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Film className="size-5 text-navy-700" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">
            <span className="font-medium text-navy-950">{storedName}</span>
            {storedSize !== null && <> · {fileSize(storedSize)}</>}
            {storedType && <> · {storedType}</>}
          </span>
          <button
            type="button"
            className="btn btn-outline px-3 py-1.5 text-xs"
            onClick={() => setConfirming(true)}
            disabled={progress !== null}
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
            Remove file
          </button>
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          No file yet: learners play the Google Drive link.
        </p>
      )}

      <div className="mt-4 space-y-3">
        <label htmlFor={pickerId} className="block text-sm font-semibold text-navy-900">
          {storedName ? 'Replace with another file' : words.choose}
        </label>
        <input
          key={pickerKey}
          id={pickerId}
          type="file"
          accept="video/mp4,video/webm,.mp4,.webm"
          disabled={progress !== null}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
          onChange={(event) => {
            upload.reset();
            setChosen(event.target.files?.[0] ?? null);
          }}
        />
        {chosen && progress === null && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span className="truncate">
              {chosen.name} ({fileSize(chosen.size)})
            </span>
            <button type="button" className="btn btn-navy px-4 py-1.5 text-sm" onClick={send}>
              <Upload className="size-4" aria-hidden="true" />
              Upload
            </button>
            <button type="button" className="btn btn-outline px-4 py-1.5 text-sm" onClick={forget}>
              Don’t use it
            </button>
          </div>
        )}
        {progress !== null && (
          <div className="flex items-center gap-3">
            <div className="flex-1">
              <UploadProgress progress={progress} label="Uploading the video" />
            </div>
            <button type="button" className="btn btn-outline px-3 py-1 text-xs" onClick={() => abort.current?.abort()}>
              Stop
            </button>
          </div>
        )}
        {failure && !confirming && (
          <FormAlert
            message={stopped ? 'The upload was stopped.' : errorMessage(failure, 'Could not save the video file.')}
          />
        )}
      </div>

      {confirming && (
        <ConfirmDialog
          title="Remove the video file?"
          confirmLabel="Remove"
          pendingLabel="Removing…"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error, 'Could not remove the file.') : null}
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success('Video file removed. Learners play the Google Drive link again.');
                setConfirming(false);
              },
            })
          }
        >
          {words.confirm}
        </ConfirmDialog>
      )}
    </section>
  );
}
