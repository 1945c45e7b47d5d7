/**
 * The audit log keeps a record before and after a change as JSON text. For a record (an
 * object) the diff is field by field; anything else (a list of library ids) is one value.
 */
export interface DiffRow {
  field: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as one line of text: strings bare, the rest as JSON. */
export function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function diffRows(beforeText: string, afterText: string): DiffRow[] {
  const before = parse(beforeText);
  const after = parse(afterText);
  if (!isPlainObject(before) && !isPlainObject(after)) {
    const row = { field: 'value', before: shown(before), after: shown(after) };
    return [{ ...row, changed: row.before !== row.after }];
  }
  const was = isPlainObject(before) ? before : {};
  const is = isPlainObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].sort();
  return fields.map((field) => {
    const row = { field, before: shown(was[field]), after: shown(is[field]) };
    return { ...row, changed: row.before !== row.after };
  });
}
