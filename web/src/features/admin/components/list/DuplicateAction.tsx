import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useDuplicateRecord } from '../../api/resources';
import type { AdminRecord } from '../../model/record';
import type { ResourceSpec } from '../../model/resource';
import { IconButton } from '../ui/IconButton';

interface DuplicateActionProps {
  spec: ResourceSpec;
  record: AdminRecord;
  basePath: string;
  /** A round icon in a list's row; a labelled button at the top of the record's page. */
  look: 'icon' | 'button';
}

/**
 * Makes an unpublished copy of the record with what it holds (docs/product.md, "Duplicating a
 * test") and opens it, so staff rename it and set its window first. Leaving a form with unsaved
 * changes for the copy asks first, as any other way out of the form does.
 */
export function DuplicateAction({ spec, record, basePath, look }: DuplicateActionProps) {
  const duplicate = useDuplicateRecord(spec.name);
  const navigate = useNavigate();
  const title = spec.titleOf(record);
  const label = `Duplicate ${title}`;

  const onDuplicate = () => {
    duplicate.mutate(record.id, {
      onSuccess: (copy) => {
        toast.success(`Copied as “${spec.titleOf(copy)}”, unpublished.`);
        void navigate(`${basePath}/${copy.id}`);
      },
      onError: (error) => toast.error(errorMessage(error, `Could not duplicate “${title}”.`)),
    });
  };

  if (look === 'icon') {
    return (
      <IconButton label={label} onClick={onDuplicate} disabled={duplicate.isPending}>
        <Copy className="size-4" aria-hidden="true" />
      </IconButton>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={onDuplicate}
      disabled={duplicate.isPending}
      aria-busy={duplicate.isPending || undefined}
    >
      <Copy className="size-4" aria-hidden="true" />
      {duplicate.isPending ? 'Duplicating...' : 'Duplicate'}
    </button>
  );
}
