import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { useSaveRecord } from '../../api/resources';
import { type AdminRecord, boolOf } from '../../model/record';
import type { ResourceSpec } from '../../model/resource';
import { IconButton, iconButtonClass } from '../ui/IconButton';
import { DuplicateAction } from './DuplicateAction';
import { PreviewAction } from './PreviewAction';

/** Where a form goes back to: the list as it was (page, filters), carried in the link's state. */
export interface ListReturn {
  listSearch: string;
}

export function isListReturn(state: unknown): state is ListReturn {
  return typeof state === 'object' && state !== null && typeof (state as ListReturn).listSearch === 'string';
}

interface RowActionsProps {
  spec: ResourceSpec;
  record: AdminRecord;
  basePath: string;
  onDelete: (record: AdminRecord) => void;
}

/**
 * A row's Edit link, its publish (or activate) switch, Preview and Duplicate where the resource has them, and Delete: icons, to keep wide tables
 * readable, each named with its record ("Edit GS Notes") for screen readers and as a tooltip.
 */
export function RowActions({ spec, record, basePath, onDelete }: RowActionsProps) {
  const { search } = useLocation();
  const save = useSaveRecord(spec.name);
  const title = spec.titleOf(record);
  const toggle = spec.toggle;
  const isOn = toggle ? boolOf(record, toggle.field) : false;

  const flip = () => {
    if (!toggle) return;
    save.mutate(
      { id: record.id, payload: { body: new URLSearchParams({ [toggle.field]: isOn ? '0' : '1' }), hasFile: false } },
      {
        onSuccess: () => toast.success(`${isOn ? toggle.off : toggle.on}: done for “${title}”.`),
        onError: (error) => toast.error(errorMessage(error, `Could not change “${title}”.`)),
      },
    );
  };

  return (
    <>
      <Link
        to={`${basePath}/${record.id}`}
        state={{ listSearch: search } satisfies ListReturn}
        className={iconButtonClass}
        aria-label={`Edit ${title}`}
        title={`Edit ${title}`}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
      {toggle && (
        <IconButton label={`${isOn ? toggle.off : toggle.on} ${title}`} onClick={flip} disabled={save.isPending}>
          {isOn ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </IconButton>
      )}
      {spec.canPreview && <PreviewAction test={record} look="icon" />}
      {spec.canDuplicate && <DuplicateAction spec={spec} record={record} basePath={basePath} look="icon" />}
      <IconButton label={`Delete ${title}`} onClick={() => onDelete(record)} tone="danger">
        <Trash2 className="size-4" aria-hidden="true" />
      </IconButton>
    </>
  );
}
