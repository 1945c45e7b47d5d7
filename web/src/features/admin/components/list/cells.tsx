import { FileText, ImageOff } from 'lucide-react';
import { fileUrl } from '@/lib/file-url';
import { formatRupees } from '@/lib/pricing';
import { useRefLabel } from '../../api/choices';
import type { RefSource } from '../../model/fields';
import { type AdminRecord, boolOf, fileRefOf, numberOf, textOf } from '../../model/record';
import { formatDateTime } from '../../rules/india-time';
import { Badge } from '../ui/Badge';

/** A small preview of an image field; a placeholder when there is none. */
export function ThumbnailCell({ record, field, wide = true }: { record: AdminRecord; field: string; wide?: boolean }) {
  const file = fileRefOf(record[field]);
  const size = wide ? 'h-9 w-16' : 'size-10';
  if (!file) {
    return (
      <span className={`grid ${size} place-items-center rounded-md bg-slate-100 text-slate-400`}>
        <ImageOff className="size-4" aria-hidden="true" />
        <span className="sr-only">No image</span>
      </span>
    );
  }
  return (
    <img
      src={fileUrl(file.key)}
      alt=""
      loading="lazy"
      className={`${size} rounded-md bg-slate-100 object-cover ring-1 ring-slate-900/10`}
    />
  );
}

export function MoneyCell({ record, field }: { record: AdminRecord; field: string }) {
  const amount = numberOf(record, field);
  return amount === null ? <span className="text-slate-400">—</span> : <>{formatRupees(amount)}</>;
}

export function DateTimeCell({ value }: { value: unknown }) {
  const text = typeof value === 'string' ? formatDateTime(value) : '';
  return text ? <span className="whitespace-nowrap">{text}</span> : <span className="text-slate-400">—</span>;
}

/** A flag as words: "Published"/"Draft", "Active"/"Inactive". */
export function FlagCell({ record, field, on, off }: { record: AdminRecord; field: string; on: string; off: string }) {
  return boolOf(record, field) ? <Badge tone="green">{on}</Badge> : <Badge tone="grey">{off}</Badge>;
}

/** The name of the record a ref field points at. */
export function RefCell({ source, id }: { source: RefSource; id: number | null }) {
  const label = useRefLabel(source, id);
  return label ? <>{label}</> : <span className="text-slate-400">—</span>;
}

/**
 * The record's name with a second line (slug, link) under it. The second line is cut short
 * rather than wrapped, within a width that keeps it from widening the whole table; the full
 * text is its tooltip.
 */
export function TitleCell({ title, detail }: { title: string; detail?: string }) {
  return (
    <div className="max-w-60 min-w-36">
      <p className="font-medium text-navy-950">{title}</p>
      {detail && (
        <p className="truncate text-xs text-slate-500" title={detail}>
          {detail}
        </p>
      )}
    </div>
  );
}

/** Which of a record's PDF fields hold a file ("2 of 3 PDFs"), with the names for screen readers. */
export function PdfCountCell({ record, fields }: { record: AdminRecord; fields: readonly string[] }) {
  const present = fields.filter((field) => fileRefOf(record[field]) !== null).length;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-slate-700">
      <FileText className="size-4 text-slate-400" aria-hidden="true" />
      {present} of {fields.length}
    </span>
  );
}

export function TextCell({ record, field }: { record: AdminRecord; field: string }) {
  const text = textOf(record, field);
  return text ? <>{text}</> : <span className="text-slate-400">—</span>;
}
