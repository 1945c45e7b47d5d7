import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { type Answer, useAssign } from '../../api/evaluation';

/** Who evaluates an answer, as a choice an admin can change (docs/product.md, "Who evaluates which answer"). */
export function AssigneeSelect({
  answer,
  people,
}: {
  answer: Answer;
  people: readonly { id: number; name: string }[];
}) {
  const assign = useAssign();
  const current = answer.assignedTo?.id;
  return (
    <select
      aria-label={`Evaluator of ${answer.learnerName}’s answer to ${answer.testName}`}
      className="form-input form-select w-40 py-1.5 text-sm"
      value={current === undefined ? '' : String(current)}
      disabled={assign.isPending}
      onChange={(event) =>
        assign.mutate(
          { uploadId: answer.uploadId, evaluatorId: event.target.value ? Number(event.target.value) : null },
          {
            onSuccess: ({ message }) => toast.success(message || 'Answer assigned.'),
            onError: (error) => toast.error(errorMessage(error, 'Could not assign the answer.')),
          },
        )
      }
    >
      <option value="">Unassigned</option>
      {/* The assignee may no longer be in the list (their role changed): keep them shown. */}
      {current !== undefined && !people.some((person) => person.id === current) && (
        <option value={String(current)}>{answer.assignedTo?.name}</option>
      )}
      {people.map((person) => (
        <option key={person.id} value={String(person.id)}>
          {person.name}
        </option>
      ))}
    </select>
  );
}
