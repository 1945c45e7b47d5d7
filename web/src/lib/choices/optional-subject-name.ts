import type { TFunction } from 'i18next';
import { en } from '@/i18n/resources';
import type { DisplayOptional } from './schemas';

type Seeded = keyof typeof en.auth.forms.optionalSubjects;

function isSeeded(slug: string): slug is Seeded {
  return Object.hasOwn(en.auth.forms.optionalSubjects, slug);
}

/**
 * An optional subject's name in the interface's language. The subjects the product itself lists
 * (migration 00002's reference data) have their names in the resources, by slug; a subject staff
 * add later reads as they named it. The value a learner saves stays the English name.
 */
export function optionalSubjectName(subject: Pick<DisplayOptional, 'name' | 'slug'>, t: TFunction): string {
  return isSeeded(subject.slug) ? t(`auth.forms.optionalSubjects.${subject.slug}`) : subject.name;
}

/** The saved subject `name` (English) as the interface names it, by the listed subject of that name. */
export function savedOptionalSubjectName(name: string, subjects: readonly DisplayOptional[], t: TFunction): string {
  const subject = subjects.find((candidate) => candidate.name === name);
  return subject ? optionalSubjectName(subject, t) : name;
}
