import type { Choice } from './fields';
import { choicesOf } from './resource-fields';

// The site's sections are records staff edit (the categories resource), not a list here.

/** What a library holds, by its kind (the server's choices for a library's kind). */
export const LIBRARY_KINDS = choicesOf('libraries', 'kind');

/** A lead's statuses and kinds, as the server defines them. */
export const ENQUIRY_STATUSES = choicesOf('enquiries', 'status');
export const ENQUIRY_KINDS = choicesOf('enquiries', 'kind');

export const PUBLISHED_CHOICES: readonly Choice[] = [
  { value: '1', label: 'Published' },
  { value: '0', label: 'Unpublished' },
];

export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
