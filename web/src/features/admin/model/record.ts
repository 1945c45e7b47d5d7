/**
 * A record as the generic admin calls answer it: an id and fields of the kinds in fields.ts.
 * The shapes differ per resource, so records stay loosely typed and are read through these
 * accessors, which never trust a value's type.
 */
export type AdminRecord = Readonly<Record<string, unknown>> & { readonly id: number };

/** An uploaded file as the API answers it: the image is at /files/<key>; a PDF downloads by key. */
export interface FileRef {
  id: number;
  key: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fileRefOf(value: unknown): FileRef | null {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.key !== 'string' || !value.key) return null;
  return { id: value.id, key: value.key };
}

export function textOf(record: AdminRecord | null | undefined, name: string): string {
  const value = record?.[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

export function numberOf(record: AdminRecord | null | undefined, name: string): number | null {
  const value = record?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function boolOf(record: AdminRecord | null | undefined, name: string): boolean {
  return record?.[name] === true;
}

/** The last part of a storage key, as a file name for a download ("notes/a1b2-polity.pdf" → "a1b2-polity.pdf"). */
export function fileNameOf(key: string): string {
  return key.split('/').pop() || 'file.pdf';
}
