import { useQuery } from '@tanstack/react-query';
import type { Choice, RefSource } from '../model/fields';
import { type AdminRecord, numberOf, textOf } from '../model/record';
import { SECTIONS, sectionName } from '../model/sections';
import { choicesOptions } from './resources';

const OPTIONAL_SUBJECTS: RefSource = { resource: 'optional-subjects' };

/**
 * A type is named by its section, and by its subject when it belongs to an optional: four
 * optionals each have a "Complete Course", and staff must tell them apart.
 */
function typeLabel(type: AdminRecord, subjects: readonly AdminRecord[]): string {
  const subjectId = numberOf(type, 'optional_subject_id');
  const subject =
    subjectId === null
      ? ''
      : textOf(
          subjects.find((item) => item.id === subjectId),
          'name',
        );
  return [sectionName(numberOf(type, 'category_id')), subject, textOf(type, 'name')].filter(Boolean).join(' › ');
}

function sectionOrder(label: string): number {
  return SECTIONS.findIndex((section) => label.startsWith(`${section.label} ›`));
}

/** The choices of a ref field or filter, labelled for people. */
export function useRefChoices(ref: RefSource | undefined) {
  const records = useQuery({ ...choicesOptions(ref ?? OPTIONAL_SUBJECTS), enabled: ref !== undefined });
  const isTypes = ref?.resource === 'types';
  const subjects = useQuery({ ...choicesOptions(OPTIONAL_SUBJECTS), enabled: isTypes });
  const subjectList = subjects.data ?? [];
  const choices: Choice[] = (records.data ?? []).map((record) => ({
    value: String(record.id),
    label: isTypes ? typeLabel(record, subjectList) : textOf(record, 'name') || `#${record.id}`,
  }));
  // Types read best grouped by section, in the site's order of sections.
  if (isTypes) choices.sort((a, b) => sectionOrder(a.label) - sectionOrder(b.label) || a.label.localeCompare(b.label));
  return {
    choices,
    isPending: ref !== undefined && (records.isPending || (isTypes && subjects.isPending)),
    isError: records.isError || subjects.isError,
  };
}

/** The label of one referenced record (a table cell); the id while the names load. */
export function useRefLabel(ref: RefSource, id: number | null): string {
  const { choices } = useRefChoices(ref);
  if (id === null) return '';
  return choices.find((choice) => choice.value === String(id))?.label ?? `#${id}`;
}
