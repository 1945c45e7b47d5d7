import { FileText, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormField } from '@/components/form/FormField';
import { fileUrl } from '@/lib/file-url';
import { openFile } from '../../api/download';
import type { FieldSpec } from '../../model/fields';
import { type FileRef, fileNameOf } from '../../model/record';
import { fileSize } from '../../rules/file-size';
import type { FileValue } from '../../rules/form-values';
import { AsyncButton } from '../ui/AsyncButton';

// What the file picker offers; the server decides by the file's content and says if it is wrong.
const ACCEPT = { image: 'image/jpeg,image/png,image/webp,image/gif', pdf: 'application/pdf,.pdf' } as const;

/**
 * An object URL previewing a chosen image: made when the file is chosen, released when another
 * is chosen or the field goes away.
 */
function usePreviewUrl() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const preview = (file: File | null) => setUrl(file ? URL.createObjectURL(file) : null);
  return [url, preview] as const;
}

interface FileFieldProps {
  field: FieldSpec & { kind: 'image' | 'pdf' };
  value: FileValue;
  onChange: (value: FileValue) => void;
  stored: FileRef | null;
  error?: string;
}

/**
 * An image or PDF field: what is stored now (an image preview, or the PDF to open), a file
 * picker, the chosen file with its size (an image previewed before it is sent), and for an
 * optional field a way to clear the stored file.
 */
export function FileField({ field, value, onChange, stored, error }: FileFieldProps) {
  const removeId = useId();
  // A new key remounts the picker, the only way to empty a file input.
  const [pickerKey, setPickerKey] = useState(0);
  const [previewUrl, preview] = usePreviewUrl();
  const current = stored && !value.remove ? stored : null;
  // A reset form (value without a file) no longer shows the last chosen image.
  const chosenImage = value.file ? previewUrl : null;
  const shownImage = chosenImage ?? (current && field.kind === 'image' ? fileUrl(current.key) : null);

  const choose = (file: File | null) => {
    if (field.kind === 'image') preview(file);
    onChange({ file, remove: false });
  };

  const clearChoice = () => {
    choose(null);
    setPickerKey((key) => key + 1);
  };

  return (
    <FormField
      label={field.label}
      required={field.required}
      error={error}
      hint={field.hint ?? (field.kind === 'image' ? 'JPEG, PNG, WebP or GIF.' : 'A PDF file.')}
    >
      {(control) => (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-3">
          {shownImage && (
            <img
              src={shownImage}
              alt={value.file ? `Preview of ${value.file.name}` : `Current ${field.label.toLowerCase()}`}
              className="max-h-40 rounded-lg bg-white object-contain ring-1 ring-slate-900/10"
            />
          )}
          {current && field.kind === 'pdf' && !value.file && (
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <FileText className="size-4 text-slate-500" aria-hidden="true" />
              <span className="truncate">{fileNameOf(current.key)}</span>
              <AsyncButton
                action={() => openFile(current.key)}
                className="btn btn-outline px-3 py-1 text-xs"
                failure="Could not open the file."
                label={`Open the current ${field.label}`}
              >
                Open
              </AsyncButton>
            </div>
          )}
          <input
            key={pickerKey}
            type="file"
            accept={ACCEPT[field.kind]}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            {...control}
          />
          {value.file && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <span className="truncate">
                Chosen: {value.file.name} ({fileSize(value.file.size)})
              </span>
              <button
                type="button"
                onClick={clearChoice}
                className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-navy-800 hover:bg-navy-50"
              >
                <X className="size-3.5" aria-hidden="true" />
                Don’t use it
              </button>
            </p>
          )}
          {stored && !field.required && !value.file && (
            <div className="flex items-center gap-2 text-sm">
              <input
                id={removeId}
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-rose-700"
                checked={value.remove}
                onChange={(event) => onChange({ file: null, remove: event.target.checked })}
              />
              <label htmlFor={removeId} className="text-slate-700">
                Remove the current {field.label.toLowerCase()}
              </label>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
