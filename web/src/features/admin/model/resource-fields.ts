/**
 * Each resource's form fields, as the server defines them. They are generated from
 * internal/admin/resources.go into generated/fields.ts (`go run ./cmd/openapi-admin`; a Go test
 * fails when that file is stale), so a spec never lists fields: it takes them here by resource
 * name, adding only what cannot be generated, such as a client-side check of a rule the server
 * also makes.
 */
import type { Choice, FieldSpec, RefSource } from './fields';
import { RESOURCE_FIELDS, type ResourceName } from './generated/fields';

/** The names of a resource's fields, as the server defines them. */
export type FieldNameOf<R extends ResourceName> = (typeof RESOURCE_FIELDS)[R][number]['name'];

/** What the client adds to a generated field: a check of a rule the server also makes, in its words. */
export interface ClientRule {
  check: NonNullable<FieldSpec['check']>;
}

function generated(resource: ResourceName): readonly FieldSpec[] {
  return RESOURCE_FIELDS[resource];
}

/**
 * A resource's form fields in the server's order, with the client's rules added by field name.
 * `only` keeps some of them, for a form that edits fewer fields than the server allows (leads:
 * staff change the status and notes, never what the visitor wrote).
 */
export function formFields<R extends ResourceName>(
  resource: R,
  rules: Partial<Record<FieldNameOf<R>, ClientRule>> = {},
  only?: readonly FieldNameOf<R>[],
): readonly FieldSpec[] {
  const added: Partial<Record<string, ClientRule>> = rules;
  const kept: readonly string[] | undefined = only;
  return generated(resource)
    .filter((field) => kept === undefined || kept.includes(field.name))
    .map((field) => ({ ...field, ...added[field.name] }));
}

function generatedField<R extends ResourceName>(resource: R, name: FieldNameOf<R>): FieldSpec {
  const field = generated(resource).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${resource} has no field ${name}`);
  return field;
}

/** An enum field's values and labels (a library's kinds, a lead's statuses), for filters and cells. */
export function choicesOf<R extends ResourceName>(resource: R, name: FieldNameOf<R>): readonly Choice[] {
  return generatedField(resource, name).choices ?? [];
}

/** Where a ref field's choices come from (a note's libraries), for filters and cells. */
export function refOf<R extends ResourceName>(resource: R, name: FieldNameOf<R>): RefSource {
  const { ref } = generatedField(resource, name);
  if (!ref) throw new Error(`${resource}.${name} has no ref source`);
  return ref;
}
