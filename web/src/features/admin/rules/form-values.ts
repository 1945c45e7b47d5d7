/**
 * The generic form's values: how a record becomes what the inputs show, which rule a value
 * breaks (the server's own messages, so the client and the server never disagree in words),
 * and how the values become the body of a create (POST) or a change (PATCH).
 */
import { type FieldSpec, isFileKind } from '../model/fields';
import { type AdminRecord, fileRefOf } from '../model/record';
import { storedValue, wireName } from '../model/translated-fields';
import { toIndiaInput } from './india-time';

/** A file input's state: a newly chosen file, or a request to clear the stored one. */
export interface FileValue {
  file: File | null;
  remove: boolean;
}

export type FormValue = string | boolean | FileValue;
export type ResourceFormValues = Record<string, FormValue>;

export const NO_FILE: FileValue = { file: null, remove: false };

export function isFileValue(value: FormValue | undefined): value is FileValue {
  return typeof value === 'object';
}

/** A number of rupees or marks as typed: whole numbers bare, fractions with two decimals (1999.5 → "1999.50"). */
export function decimalInput(value: number | null): string {
  if (value === null) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function initialValue(field: FieldSpec, raw: unknown): FormValue {
  switch (field.kind) {
    case 'bool':
      return raw === true;
    case 'image':
    case 'pdf':
      return NO_FILE;
    case 'money':
    case 'marks':
      return decimalInput(typeof raw === 'number' ? raw : null);
    case 'time':
      return toIndiaInput(typeof raw === 'string' ? raw : null);
    default:
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  }
}

/**
 * What the form starts from: the record's values when editing, else each field's initial value
 * (the server's default) or empty, with `presets` (such as the section a new type is created in)
 * filled in.
 */
export function formValuesOf(
  fields: readonly FieldSpec[],
  record: AdminRecord | null,
  presets: Readonly<Record<string, string>> = {},
): ResourceFormValues {
  const values: ResourceFormValues = {};
  for (const field of fields) {
    const preset = presets[field.name] ?? field.initial;
    if (!record && preset !== undefined) {
      values[field.name] = field.kind === 'bool' ? preset === '1' || preset === 'true' : preset;
    } else {
      values[field.name] = initialValue(field, storedValue(field, record));
    }
  }
  return values;
}

const DEFAULT_TEXT_LIMITS: Partial<Record<FieldSpec['kind'], number>> = { text: 200, long: 5000, formatted: 50000 };
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const WHOLE_NUMBER = /^[+-]?\d+$/;
const DECIMAL = /^\d+(\.\d{1,2})?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Counted in characters, as the server counts them, not UTF-16 units. */
function characters(text: string): number {
  return Array.from(text).length;
}

function textProblem(field: FieldSpec, text: string): string | undefined {
  if (field.kind === 'text' && /[\r\n]/.test(text)) return `${field.label} must be one line.`;
  const limit = field.max ?? DEFAULT_TEXT_LIMITS[field.kind] ?? 0;
  // The server writes the limit with thousands separators ("5,000"), in the same words.
  if (limit > 0 && characters(text) > limit)
    return `${field.label} must be at most ${limit.toLocaleString('en-US')} characters.`;
  return undefined;
}

function intProblem(field: FieldSpec, text: string): string | undefined {
  if (!WHOLE_NUMBER.test(text)) return `${field.label} must be a whole number.`;
  const value = Number(text);
  const min = field.min ?? 0;
  if (value < min || (field.max !== undefined && value > field.max)) {
    return `${field.label} must be from ${min} to ${field.max ?? '∞'}.`;
  }
  return undefined;
}

function decimalProblem(field: FieldSpec, text: string): string | undefined {
  const value = Number(text);
  const min = field.min ?? 0;
  const fits = DECIMAL.test(text) && value >= min && (field.max === undefined || value <= field.max);
  if (fits) return undefined;
  if (field.kind === 'money') return `${field.label} must be an amount in rupees, such as 1999 or 1999.50.`;
  return `${field.label} must be a number of marks from ${min} to ${field.max ?? '∞'}, with at most two decimals.`;
}

/** The rule a typed (non-file, non-checkbox) value breaks, for a value that is not empty. */
function typedProblem(field: FieldSpec, text: string): string | undefined {
  switch (field.kind) {
    case 'text':
    case 'long':
    case 'formatted':
      return textProblem(field, text);
    case 'slug':
      return SLUG_PATTERN.test(text) && text.length <= 120
        ? undefined
        : `${field.label} must be lower-case letters and digits joined by dashes, such as prelims-test-series-2027.`;
    case 'int':
      return intProblem(field, text);
    case 'ref':
      return /^\d+$/.test(text) && Number(text) > 0 ? undefined : `${field.label} must name an existing record.`;
    case 'money':
    case 'marks':
      return decimalProblem(field, text);
    case 'time':
      return DATE_TIME.test(text) ? undefined : `${field.label} must be a date and time, such as 2027-05-24T09:30.`;
    case 'enum': {
      const allowed = (field.choices ?? []).map((choice) => choice.value);
      return allowed.includes(text) ? undefined : `${field.label} must be one of ${allowed.join(', ')}.`;
    }
    default:
      return undefined;
  }
}

/**
 * The message for the first rule `value` breaks, or undefined. `storedFile` says whether the
 * record already has a file in this field (a required file then need not be chosen again).
 */
export function fieldProblem(field: FieldSpec, value: FormValue | undefined, storedFile = false): string | undefined {
  if (isFileKind(field.kind)) {
    const file = isFileValue(value) ? value : NO_FILE;
    const hasFile = file.file !== null || (storedFile && !file.remove);
    return field.required && !hasFile ? `Please choose a file for ${field.label.toLowerCase()}.` : undefined;
  }
  if (typeof value !== 'string') return undefined; // checkboxes are always valid
  const text = value.trim();
  if (text === '') return field.required ? `${field.label} is required.` : undefined;
  return typedProblem(field, text) ?? field.check?.(text);
}

/** Every field's message, keyed by field name; empty when the values may be sent. */
export function formProblems(
  fields: readonly FieldSpec[],
  values: ResourceFormValues,
  record: AdminRecord | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldProblem(field, values[field.name], fileRefOf(record?.[field.name]) !== null);
    if (message) problems[field.name] = message;
  }
  return problems;
}

export interface Payload {
  body: FormData | URLSearchParams;
  /** A file goes with it: the body is multipart, and worth showing progress for. */
  hasFile: boolean;
}

/**
 * The body of a create (every filled field) or a change (`changed` names the fields the form changed:
 * PATCH changes only the fields sent). Text is sent trimmed, checkboxes as 1/0, times as typed
 * (the server reads them as India time), files as parts, and a cleared file as remove_<name>=1.
 */
export function payloadOf(
  fields: readonly FieldSpec[],
  values: ResourceFormValues,
  changed: ReadonlySet<string> | null,
): Payload {
  const entries: [string, string | File][] = [];
  for (const field of fields) {
    if (changed && !changed.has(field.name)) continue;
    const value = values[field.name];
    const name = wireName(field);
    if (isFileValue(value)) {
      if (value.file) entries.push([name, value.file]);
      else if (value.remove) entries.push([`remove_${field.name}`, '1']);
    } else if (typeof value === 'boolean') {
      entries.push([name, value ? '1' : '0']);
    } else if (value !== undefined && (changed || value.trim() !== '')) {
      // A create leaves out what was left empty, so the server's defaults apply (position 0);
      // a change sends an emptied field, to clear it.
      entries.push([name, value.trim()]);
    }
  }
  const hasFile = entries.some(([, value]) => value instanceof File);
  if (!hasFile) return { body: new URLSearchParams(entries as [string, string][]), hasFile };
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return { body: form, hasFile };
}

/**
 * A change the server answered 428 for (it waits for staff to confirm what it does to learners'
 * results: docs/product.md, "Results stay possible and fair"), sent again with confirm=1.
 */
export function confirmedPayload(payload: Payload): Payload {
  if (payload.body instanceof FormData) {
    const form = new FormData();
    for (const [name, value] of payload.body.entries()) form.append(name, value);
    form.set('confirm', '1');
    return { body: form, hasFile: payload.hasFile };
  }
  const body = new URLSearchParams(payload.body);
  body.set('confirm', '1');
  return { body, hasFile: payload.hasFile };
}

/** The status of a change that waits for staff to confirm what it does (428 Precondition Required). */
export const NEEDS_CONFIRMATION = 428;

/**
 * The fields whose values differ from what the form started with: a change sends only these,
 * so fields nobody touched are never rewritten (nor re-read as a new time).
 */
export function changedFields(
  fields: readonly FieldSpec[],
  values: ResourceFormValues,
  initial: ResourceFormValues,
): Set<string> {
  const changed = new Set<string>();
  for (const field of fields) {
    const value = values[field.name];
    const before = initial[field.name];
    const differs = isFileValue(value)
      ? value.file !== null || value.remove
      : typeof value === 'string' && typeof before === 'string'
        ? value.trim() !== before.trim()
        : value !== before;
    if (differs) changed.add(field.name);
  }
  return changed;
}

/** A slug suggested from a name: "GS Prelims Notes 2027" → "gs-prelims-notes-2027". */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
