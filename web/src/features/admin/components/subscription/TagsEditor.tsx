import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { errorMessage } from '@/lib/api-client';
import { useSaveTags } from '../../api/subscription-links';
import { useUnsavedChanges } from '../form/use-unsaved-changes';

const MAX_TAG_LENGTH = 40;

/** A tag as the server stores it: trimmed, lower case, without a leading #. */
export function normaliseTag(text: string): string {
  return text.trim().replace(/^#/, '').trim().toLowerCase();
}

/** The short labels shown on a subscription's card ("bestseller", "hindi medium"). */
export function TagsEditor({ subscriptionId, initial }: { subscriptionId: number; initial: readonly string[] }) {
  const inputId = useId();
  const headingId = useId();
  const [tags, setTags] = useState<readonly string[]>(initial);
  const [saved, setSaved] = useState<readonly string[]>(initial);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveTags(subscriptionId);
  const changed = tags.join('\n') !== saved.join('\n');
  useUnsavedChanges(changed, 'the tags');

  const add = () => {
    const tag = normaliseTag(text);
    if (!tag) return;
    if (Array.from(tag).length > MAX_TAG_LENGTH) {
      setProblem(`A tag must be at most ${MAX_TAG_LENGTH} characters.`);
      return;
    }
    setProblem(null);
    if (!tags.includes(tag)) setTags([...tags, tag]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const onSave = () => {
    save.mutate(tags, {
      onSuccess: ({ message }) => {
        setSaved(tags);
        toast.success(message || 'Tags saved.');
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Tags
      </h2>
      <p className="mt-1 text-sm text-slate-600">Short labels on the subscription’s card, in this order.</p>
      <ul className="mt-4 flex min-h-9 flex-wrap gap-2" aria-label="Tags">
        {tags.length === 0 && <li className="text-sm text-slate-500">No tags.</li>}
        {tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-navy-50 py-1 pr-1 pl-3 text-sm text-navy-900"
          >
            {tag}
            <button
              type="button"
              onClick={() => setTags(tags.filter((other) => other !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="grid size-6 place-items-center rounded-full hover:bg-navy-100"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            New tag
          </label>
          <input
            id={inputId}
            className="form-input"
            placeholder="New tag, then Enter"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={add} disabled={!text.trim()}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </button>
      </div>
      <div className="mt-4 space-y-3">
        <FormAlert message={problem ?? (save.isError ? errorMessage(save.error, 'Could not save the tags.') : null)} />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setTags(saved)}
            disabled={!changed || save.isPending}
          >
            Undo changes
          </button>
          <button type="button" className="btn btn-navy" onClick={onSave} disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save tags'}
          </button>
        </div>
      </div>
    </section>
  );
}
