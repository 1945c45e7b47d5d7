import { useQuery } from '@tanstack/react-query';
import type { Choice, RefSource } from '../model/fields';
import { type AdminRecord, numberOf, textOf } from '../model/record';
import { choicesOptions } from './resources';

const OPTIONAL_SUBJECTS: RefSource = { resource: 'optional-subjects' };
/** The site's sections (the types' category_id), which staff edit like any resource. */
const SECTIONS: RefSource = { resource: 'categories' };

/** Sections in the site's menu order (the choices come sorted by name). */
function byPosition(a: AdminRecord, b: AdminRecord): number {
  return (numberOf(a, 'position') ?? 0) - (numberOf(b, 'position') ?? 0) || a.id - b.id;
}

/**
 * A type is named by its section, and by its subject when it belongs to an optional: four
 * optionals each have a "Complete Course", and staff must tell them apart.
 */
function typeLabel(type: AdminRecord, sections: readonly AdminRecord[], subjects: readonly AdminRecord[]): string {
  const sectionId = numberOf(type, 'category_id');
  const subjectId = numberOf(type, 'optional_subject_id');
  const section = textOf(
    sections.find((item) => item.id === sectionId),
    'name',
  );
  const subject =
    subjectId === null
      ? ''
      : textOf(
          subjects.find((item) => item.id === subjectId),
          'name',
        );
  return [section, subject, textOf(type, 'name')].filter(Boolean).join(' › ');
}

/** The choices of a ref field or filter, labelled for people. */
export function useRefChoices(ref: RefSource | undefined) {
  const records = useQuery({ ...choicesOptions(ref ?? OPTIONAL_SUBJECTS), enabled: ref !== undefined });
  const isTypes = ref?.resource === 'types';
  const subjects = useQuery({ ...choicesOptions(OPTIONAL_SUBJECTS), enabled: isTypes });
  const sections = useQuery({ ...choicesOptions(SECTIONS), enabled: isTypes });
  const subjectList = subjects.data ?? [];
  const sectionList = [...(sections.data ?? [])].sort(byPosition);
  let list = records.data ?? [];
  if (ref?.resource === SECTIONS.resource) list = [...list].sort(byPosition);
  // Types read best grouped by section, in the site's order of sections.
  const sectionOrder = (type: AdminRecord) =>
    sectionList.findIndex((section) => section.id === numberOf(type, 'category_id'));
  if (isTypes) {
    const label = (type: AdminRecord) => typeLabel(type, sectionList, subjectList);
    list = [...list].sort((a, b) => sectionOrder(a) - sectionOrder(b) || label(a).localeCompare(label(b)));
  }
  const choices: Choice[] = list.map((record) => ({
    value: String(record.id),
    label: isTypes ? typeLabel(record, sectionList, subjectList) : textOf(record, 'name') || `#${record.id}`,
  }));
  return {
    choices,
    isPending: ref !== undefined && (records.isPending || (isTypes && (subjects.isPending || sections.isPending))),
    isError: records.isError || subjects.isError || sections.isError,
  };
}

/** The label of one referenced record (a table cell); the id while the names load. */
export function useRefLabel(ref: RefSource, id: number | null): string {
  const { choices } = useRefChoices(ref);
  if (id === null) return '';
  return choices.find((choice) => choice.value === String(id))?.label ?? `#${id}`;
}
