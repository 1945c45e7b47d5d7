import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useUploadQuestionImage } from '../../api/question-images';

/**
 * Puts an image (a map, a diagram, a graph) into a question's text: staff choose the file and
 * say what it shows, and its line, ![what it shows](key), goes where the cursor was. Learners
 * see the picture in that place, in the size their phone needs; the words are read aloud to
 * those who cannot see it.
 */
export function ImageInserter({
  onInsert,
  onPendingChange,
}: {
  onInsert: (line: string) => void;
  /** Whether an image is chosen or described but not yet inserted: a change the dialog would lose. */
  onPendingChange: (pending: boolean) => void;
}) {
  const id = useId();
  const upload = useUploadQuestionImage();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pending = file !== null || alt.trim() !== '';
  useEffect(() => onPendingChange(pending), [onPendingChange, pending]);

  const insert = () => {
    if (!file || alt.trim() === '') {
      setProblem('Choose the image and say what it shows.');
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: (answer) => {
          onInsert(answer.line);
          setFile(null);
          setAlt('');
        },
        onError: (error) => setProblem(errorMessage(error, 'Could not upload the image. Please try again.')),
      },
    );
  };

  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-navy-800">
        <ImagePlus className="mr-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
        Add an image (map, diagram, graph)
      </summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-file`} className="block text-xs font-medium text-slate-700">
            Image file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="mt-1 block w-full text-xs"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-alt`} className="block text-xs font-medium text-slate-700">
            What the image shows
          </label>
          <input
            id={`${id}-alt`}
            className="form-input mt-1 py-1.5"
            maxLength={300}
            value={alt}
            placeholder="Map of India with four places marked 1 to 4"
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline px-3 py-1.5 text-xs"
          onClick={insert}
          disabled={upload.isPending}
        >
          {upload.isPending ? 'Uploading…' : 'Insert image'}
        </button>
      </div>
      <p className="mt-1.5 text-xs text-slate-600">
        Its line goes into the question where the cursor was. The versions in other languages show it too, unless they
        have images of their own; copy the line into an option to show the image there.
      </p>
      {problem && (
        <p role="alert" className="mt-1.5 text-rose-700">
          {problem}
        </p>
      )}
    </details>
  );
}
