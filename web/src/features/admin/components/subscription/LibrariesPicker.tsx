import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { errorMessage } from '@/lib/api-client';
import { choicesOptions } from '../../api/resources';
import { useSaveLibraries } from '../../api/subscription-links';
import { type AdminRecord, textOf } from '../../model/record';
import { choiceLabel, LIBRARY_KINDS } from '../../model/sections';
import { Badge } from '../ui/Badge';
import { IconButton } from '../ui/IconButton';

const ALL_LIBRARIES = { resource: 'libraries' } as const;

function moved<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface LibrariesPickerProps {
  subscriptionId: number;
  initial: readonly number[];
}

/** The libraries a subscription opens, in the order learners see them: add, reorder, remove, save. */
export function LibrariesPicker({ subscriptionId, initial }: LibrariesPickerProps) {
  const selectId = useId();
  const headingId = useId();
  const [ids, setIds] = useState<readonly number[]>(initial);
  const [saved, setSaved] = useState<readonly number[]>(initial);
  const [adding, setAdding] = useState('');
  const libraries = useQuery(choicesOptions(ALL_LIBRARIES));
  const save = useSaveLibraries(subscriptionId);
  const byId = new Map((libraries.data ?? []).map((library) => [library.id, library]));
  const changed = ids.join() !== saved.join();
  const available = (libraries.data ?? []).filter((library) => !ids.includes(library.id));

  const add = () => {
    const id = Number(adding);
    if (id > 0) setIds([...ids, id]);
    setAdding('');
  };

  const onSave = () => {
    save.mutate(ids, {
      onSuccess: ({ message }) => {
        setSaved(ids);
        toast.success(message || 'Libraries saved.');
      },
    });
  };

  const nameOf = (id: number) => textOf(byId.get(id), 'name') || `Library #${id}`;

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Libraries
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What buyers open, in this order. The first library decides where My Subscriptions leads.
      </p>

      {ids.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          No libraries yet: buyers would find nothing.
        </p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {ids.map((id, index) => (
            <li key={id} className="flex items-center gap-3 px-3 py-2">
              <span className="w-6 text-right text-sm text-slate-500 tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-navy-950">{nameOf(id)}</span>
              <Badge tone="grey">{choiceLabel(LIBRARY_KINDS, textOf(byId.get(id), 'kind'))}</Badge>
              <div className="flex gap-1">
                <IconButton
                  label={`Move ${nameOf(id)} up`}
                  disabled={index === 0}
                  onClick={() => setIds(moved(ids, index, index - 1))}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </IconButton>
                <IconButton
                  label={`Move ${nameOf(id)} down`}
                  disabled={index === ids.length - 1}
                  onClick={() => setIds(moved(ids, index, index + 1))}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </IconButton>
                <IconButton label={`Remove ${nameOf(id)}`} onClick={() => setIds(ids.filter((other) => other !== id))}>
                  <X className="size-4" aria-hidden="true" />
                </IconButton>
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-navy-900">
            Add a library
          </label>
          <select
            id={selectId}
            className="form-input form-select"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          >
            <option value="">{libraries.isPending ? 'Loading…' : 'Choose a library'}</option>
            {LIBRARY_KINDS.map((kind) => (
              <optgroup key={kind.value} label={kind.label}>
                {available
                  .filter((library: AdminRecord) => textOf(library, 'kind') === kind.value)
                  .map((library) => (
                    <option key={library.id} value={library.id}>
                      {textOf(library, 'name')}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline" onClick={add} disabled={!adding}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </button>
      </div>

      <div className="mt-4 space-y-3">
        <FormAlert message={save.isError ? errorMessage(save.error, 'Could not save the libraries.') : null} />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setIds(saved)}
            disabled={!changed || save.isPending}
          >
            Undo changes
          </button>
          <button type="button" className="btn btn-navy" onClick={onSave} disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save libraries'}
          </button>
        </div>
      </div>
    </section>
  );
}
