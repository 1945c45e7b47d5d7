import { FileSpreadsheet, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { RichText } from '@/components/ui/RichText';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadCsv } from '../../api/download';
import { type ImportPreview, useImportQuestions } from '../../api/questions';
import { useUploadProgress } from '../../api/send-form';
import { correctLetter, previewSummary, problemLines, versionsOf } from '../../rules/import-preview';
import { countOf } from '../../rules/words';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { AsyncButton } from '../ui/AsyncButton';
import { UploadProgress } from '../ui/UploadProgress';

/** What the server says staff should know before importing; the import still goes through. */
function PreviewWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <h3 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {warnings.length === 1 ? 'Warning' : 'Warnings'}
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-6">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

function PreviewResult({ preview }: { preview: ImportPreview }) {
  const lines = problemLines(preview.problems);
  const summary = previewSummary(preview.questions.length, preview.problems, preview.warnings);
  return (
    <div className="mt-5 space-y-4">
      <p
        role="status"
        className={`rounded-xl px-4 py-3 text-sm font-medium ${summary.canImport ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
      >
        {summary.headline}
      </p>
      <PreviewWarnings warnings={preview.warnings} />
      {lines.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-rose-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Problems in the file, by row</caption>
            <thead className="bg-rose-50 text-xs text-rose-900 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Column
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-rose-100">
              {lines.map((line) => (
                <tr key={`${line.row}-${line.column}`}>
                  <td className="px-3 py-2 tabular-nums">{line.row}</td>
                  <td className="px-3 py-2 font-mono text-xs">{line.column}</td>
                  <td className="px-3 py-2 text-rose-800">{line.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {preview.questions.length > 0 && (
        <div className="max-h-80 overflow-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Questions read from the file</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Question
                </th>
                <th scope="col" className="px-3 py-2">
                  Options
                </th>
                <th scope="col" className="px-3 py-2">
                  Correct
                </th>
                <th scope="col" className="px-3 py-2">
                  Topic
                </th>
                <th scope="col" className="px-3 py-2">
                  Difficulty
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.questions.map((question) => (
                <tr key={question.row}>
                  <td className="px-3 py-2 text-slate-500 tabular-nums">{question.row}</td>
                  <td className="max-w-md px-3 py-2">
                    {question.shown.description ? (
                      <RichText html={question.shown.description} />
                    ) : (
                      <em className="text-slate-400">empty</em>
                    )}
                    {versionsOf(question.shown.translations).map(([language, version]) => (
                      <div key={language} lang={language} className="mt-1 text-slate-600">
                        <RichText html={version.description} />
                      </div>
                    ))}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{question.options.length}</td>
                  <td className="px-3 py-2 font-semibold">
                    {correctLetter(question.correct, question.options.length)}
                  </td>
                  <td className="px-3 py-2">{question.topic}</td>
                  <td className="px-3 py-2 capitalize">{question.difficulty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * CSV import: download the template, choose a file, see what the server read with every row's
 * problems, and import only a clean file (all its questions at once, in one transaction).
 */
export function ImportPanel({ testId }: { testId: number }) {
  const headingId = useId();
  const fileId = useId();
  const imagesId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importing = useImportQuestions(testId);
  const upload = useUploadProgress();
  // docs/product.md, "Unsaved changes": a file chosen (and perhaps previewed) but not imported.
  useUnsavedChanges(file !== null || images.length > 0, 'the questions to import');

  const send = (commit: boolean) => {
    if (!file) return;
    setFailure(null);
    importing.mutate(
      { file, images, commit, onProgress: upload.track },
      {
        onSuccess: (answer) => {
          upload.done();
          if (answer.committed) {
            toast.success(`Imported ${countOf(answer.questions.length, 'question', 'questions')}.`);
            setPreview(null);
            setFile(null);
            setImages([]);
            setPickerKey((key) => key + 1);
          } else {
            setPreview(answer);
          }
        },
        onError: (error) => {
          upload.done();
          // A file the server cannot read at all (or an image it names) comes back as a message on its field.
          const fileMessage = error instanceof ApiError ? (error.errors?.file ?? error.errors?.images) : undefined;
          setFailure(fileMessage ?? errorMessage(error, 'Could not read the file. Please try again.'));
        },
      },
    );
  };

  const summary = preview ? previewSummary(preview.questions.length, preview.problems, preview.warnings) : null;

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 font-display text-lg font-bold text-navy-900">
            <FileSpreadsheet className="size-5 text-emerald-700" aria-hidden="true" />
            Import from a CSV file
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            One question per row: question, option_a to option_d (option_e and option_f may be added), correct (A to F),
            explanation, topic, difficulty. From Excel, save it as ‘CSV UTF-8 (Comma delimited)’, so Hindi and symbols
            come through. A map or a graph: write ![what it shows](map.png) on a line of the cell, and choose map.png
            below with the file.
          </p>
        </div>
        <AsyncButton
          action={() => downloadCsv('/v1/admin/questions/template.csv', 'questions_template.csv')}
          failure="Could not download the template."
          className="btn btn-outline shrink-0"
        >
          Download the template
        </AsyncButton>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-navy-900">
            CSV file
          </label>
          <input
            key={pickerKey}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setPreview(null);
              setFailure(null);
            }}
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={imagesId} className="mb-1.5 block text-sm font-medium text-navy-900">
            Images the rows name <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            key={pickerKey}
            id={imagesId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-navy-900"
            onChange={(event) => {
              setImages(Array.from(event.target.files ?? []));
              setPreview(null);
              setFailure(null);
            }}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => send(false)}
          disabled={!file || importing.isPending}
        >
          Preview
        </button>
        <button
          type="button"
          className="btn btn-navy"
          onClick={() => send(true)}
          disabled={!file || !summary?.canImport || importing.isPending}
        >
          {summary?.canImport && preview
            ? `Import ${countOf(preview.questions.length, 'question', 'questions')}`
            : 'Import'}
        </button>
      </div>
      <div className="mt-3 space-y-3">
        <UploadProgress progress={upload.progress} label="Sending the file" />
        <FormAlert message={failure} />
      </div>
      {preview && <PreviewResult preview={preview} />}
    </section>
  );
}
