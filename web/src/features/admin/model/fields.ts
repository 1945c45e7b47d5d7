/**
 * The small description of a record's fields that drives the console's one generic form, its
 * client-side validation and the payload it sends. The fields themselves are not written here:
 * they are generated from the server's resource definitions (internal/admin/resources.go) into
 * generated/fields.ts, so the names, kinds, limits and required fields are the server's, and a
 * rule breaks on the client with the message the server would give.
 */
import type { ResourceName } from './generated/fields';

export type FieldKind =
  | 'text' // one line
  | 'long' // several lines of plain text
  | 'formatted' // several lines shown with their paragraphs and tables (rules/staff-text.ts)
  | 'int' // a whole number
  | 'money' // rupees with up to two decimals
  | 'marks' // marks with up to two decimals
  | 'bool' // a checkbox
  | 'time' // a date and time, typed in India time
  | 'ref' // the id of another record, chosen from a list
  | 'enum' // one of a few fixed values
  | 'slug' // lower-case words joined by dashes (the record's address)
  | 'image' // an uploaded image
  | 'pdf'; // an uploaded PDF

export interface Choice {
  value: string;
  label: string;
}

/** Where a ref field's choices come from: another resource's list, optionally filtered. */
export interface RefSource {
  resource: ResourceName;
  filter?: Record<string, string>;
}

export interface FieldSpec {
  /** The API's name of the field. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Characters for text kinds (server defaults: text 200, long 5000, formatted 50000); the largest value for numbers. */
  max?: number;
  /** The smallest value for numbers. */
  min?: number;
  /** An enum field's values, in order, with the labels staff see. */
  choices?: readonly Choice[];
  /** A ref field's choices, read from another resource. */
  ref?: RefSource;
  /** What a new record's form starts with, as typed ('true' for a checkbox): the server's default. */
  initial?: string;
  /** A further rule on the trimmed text; answers the message, or undefined. */
  check?: (value: string) => string | undefined;
  hint?: string;
  /** A value the form fills the field with when staff press the button named label. */
  suggest?: { label: string; value: string };
  /** Written in every language of the registry, side by side (model/translated-fields.ts). */
  translated?: boolean;
  /** This field is the text of the English field `of` in another language. */
  translation?: { of: string; language: string };
}

/** The resource names come from the server's definitions, generated with their fields. */
export { RESOURCE_NAMES, type ResourceName } from './generated/fields';

export function isFileKind(kind: FieldKind): kind is 'image' | 'pdf' {
  return kind === 'image' || kind === 'pdf';
}
