import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { useEvaluators, useSaveSeriesEvaluators, useSeriesEvaluators } from '../../api/evaluation';
import { useUnsavedChanges } from '../form/use-unsaved-changes';

/**
 * Below a mains series' form: who evaluates its answers. New uploads are dealt among them
 * (docs/product.md, "Who evaluates which answer").
 */
export function SeriesEvaluators({ libraryId }: { libraryId: number }) {
  const current = useSeriesEvaluators(libraryId);
  const people = useEvaluators();
  if (current.isPending || people.isPending) {
    return (
      <LoadingStatus label="Loading the evaluators">
        <Skeleton className="h-40" />
      </LoadingStatus>
    );
  }
  if (current.isError || people.isError) {
    return (
      <SectionError
        message={errorMessage(current.error ?? people.error, 'Could not load the evaluators.')}
        onRetry={() => {
          void current.refetch();
          void people.refetch();
        }}
      />
    );
  }
  return <EvaluatorsForm libraryId={libraryId} initial={current.data} people={people.data} />;
}

function EvaluatorsForm({
  libraryId,
  initial,
  people,
}: {
  libraryId: number;
  initial: readonly number[];
  people: readonly { id: number; name: string }[];
}) {
  const headingId = useId();
  const [saved, setSaved] = useState<readonly number[]>(initial);
  const [chosen, setChosen] = useState<readonly number[]>(initial);
  const save = useSaveSeriesEvaluators(libraryId);
  // docs/product.md, "Unsaved changes": evaluators ticked or unticked but not saved.
  const changed = [...chosen].sort().join() !== [...saved].sort().join();
  useUnsavedChanges(changed, 'the evaluators');
  const toggle = (id: number) => setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Evaluators
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        New answers to this series go round these evaluators, each to whoever has the fewest waiting. Answers already
        assigned stay where they are; reassign them from Mains answers.
      </p>
      <fieldset className="mt-4 grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">Evaluators of this series</legend>
        {people.map((person) => (
          <label key={person.id} className="flex items-center gap-2 text-sm text-navy-950">
            <input
              type="checkbox"
              className="size-4 accent-navy-900"
              checked={chosen.includes(person.id)}
              onChange={() => toggle(person.id)}
            />
            {person.name}
          </label>
        ))}
      </fieldset>
      <div className="mt-3">
        <FormAlert message={save.isError ? errorMessage(save.error, 'Could not save the evaluators.') : null} />
      </div>
      <button
        type="button"
        className="btn btn-navy mt-4"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(chosen, {
            onSuccess: ({ message }) => {
              setSaved(chosen);
              toast.success(message || 'Evaluators saved.');
            },
          })
        }
      >
        {save.isPending ? 'Saving…' : 'Save evaluators'}
      </button>
    </section>
  );
}
