import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Copy, Plus, X } from 'lucide-react';
import { type Dispatch, type SetStateAction, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { errorMessage } from '@/lib/api-client';
import { choicesOptions } from '../../api/resources';
import { subscriptionLibrariesOptions, useSaveLibraries } from '../../api/subscription-links';
import { type AdminRecord, textOf } from '../../model/record';
import { choiceLabel, LIBRARY_KINDS } from '../../model/sections';
import { withLibrariesOf } from '../../rules/library-list';
import { countOf } from '../../rules/words';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { Badge } from '../ui/Badge';
import { IconButton } from '../ui/IconButton';

const ALL_LIBRARIES = { resource: 'libraries' } as const;
const ALL_SUBSCRIPTIONS = { resource: 'subscriptions' } as const;

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
  const copyLibraries = useCopyLibraries(ids, setIds);
  useUnsavedChanges(changed, 'the libraries');

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

      <CopyLibrariesFrom subscriptionId={subscriptionId} copy={copyLibraries} />

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

/**
 * 'Copy libraries from…' (docs/product.md, "Copying a subscription's libraries"): reads the other
 * subscription's libraries and adds them to this list, which staff then save with the picker's
 * own button, so a copy is checked and undone like any other change to the list.
 */
function useCopyLibraries(ids: readonly number[], setIds: Dispatch<SetStateAction<readonly number[]>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (from: AdminRecord) => queryClient.query(subscriptionLibrariesOptions(from.id)),
    onSuccess: (theirs, from) => {
      // Changes made to the list while the other's was read stay (the count is of the list as it was).
      const added = withLibrariesOf(ids, theirs).length - ids.length;
      setIds((current) => withLibrariesOf(current, theirs));
      const name = textOf(from, 'name');
      toast.success(
        added === 0
          ? `“${name}” opens no library this subscription does not already open.`
          : `Added ${countOf(added, 'library', 'libraries')} from “${name}”: save the libraries to keep them.`,
      );
    },
  });
}

function CopyLibrariesFrom({
  subscriptionId,
  copy,
}: {
  subscriptionId: number;
  copy: ReturnType<typeof useCopyLibraries>;
}) {
  const selectId = useId();
  const [from, setFrom] = useState('');
  const subscriptions = useQuery(choicesOptions(ALL_SUBSCRIPTIONS));
  const others = (subscriptions.data ?? []).filter((subscription) => subscription.id !== subscriptionId);
  const chosen = others.find((subscription) => String(subscription.id) === from);

  return (
    <div className="mt-4 space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-navy-900">
            Copy libraries from…
          </label>
          <select
            id={selectId}
            className="form-input form-select"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          >
            <option value="">{subscriptions.isPending ? 'Loading…' : 'Choose a subscription'}</option>
            {others.map((subscription) => (
              <option key={subscription.id} value={subscription.id}>
                {textOf(subscription, 'name')}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => chosen && copy.mutate(chosen, { onSuccess: () => setFrom('') })}
          disabled={!chosen || copy.isPending}
        >
          <Copy className="size-4" aria-hidden="true" />
          {copy.isPending ? 'Copying…' : 'Copy'}
        </button>
      </div>
      <FormAlert
        message={copy.isError ? errorMessage(copy.error, 'Could not read that subscription’s libraries.') : null}
      />
    </div>
  );
}
