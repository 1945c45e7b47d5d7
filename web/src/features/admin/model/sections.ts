import type { Choice } from './fields';

/** The site's six sections (the types' category_id), in the order the site shows them. */
export const SECTIONS: readonly Choice[] = [
  { value: '1', label: 'Notes' },
  { value: '2', label: 'Prelims Tests' },
  { value: '3', label: 'Mains Tests' },
  { value: '4', label: 'Video Courses' },
  { value: '5', label: 'Optionals' },
  { value: '6', label: 'PCS' },
];

/** The section whose types belong to an optional subject. */
export const OPTIONALS_SECTION = '5';

export function sectionName(categoryId: number | string | null): string {
  return SECTIONS.find((section) => section.value === String(categoryId))?.label ?? '';
}

/** What a library holds, by its kind. */
export const LIBRARY_KINDS: readonly Choice[] = [
  { value: 'notes', label: 'Notes' },
  { value: 'tests', label: 'Prelims tests' },
  { value: 'mains-tests', label: 'Mains tests' },
  { value: 'videos', label: 'Videos' },
];

export const ENQUIRY_STATUSES: readonly Choice[] = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'enrolled', label: 'Enrolled' },
  { value: 'closed', label: 'Closed' },
];

export const ENQUIRY_KINDS: readonly Choice[] = [
  { value: 'subscription', label: 'Subscription' },
  { value: 'course', label: 'Course' },
];

export const PUBLISHED_CHOICES: readonly Choice[] = [
  { value: '1', label: 'Published' },
  { value: '0', label: 'Unpublished' },
];

export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
