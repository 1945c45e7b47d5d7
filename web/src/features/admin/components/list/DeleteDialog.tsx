import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteRecord } from '../../api/resources';
import type { AdminRecord } from '../../model/record';
import type { ResourceSpec } from '../../model/resource';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/**
 * Deleting asks first. When the server refuses (409: a subscription with buyers, a test
 * learners have sat), its reason stays in the dialog, where the question was asked.
 */
export function DeleteDialog({
  spec,
  record,
  onClose,
}: {
  spec: ResourceSpec;
  record: AdminRecord;
  onClose: () => void;
}) {
  const remove = useDeleteRecord(spec.name);
  const title = spec.titleOf(record);
  return (
    <ConfirmDialog
      title={`Delete this ${spec.singular}?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, `Could not delete the ${spec.singular}.`) : null}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(record.id, {
          onSuccess: () => {
            toast.success(`Deleted “${title}”.`);
            onClose();
          },
        })
      }
    >
      <p>“{title}” will be deleted for good. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
