import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './fields';
import { RESOURCE_FIELDS, RESOURCE_NAMES, type ResourceName } from './generated/fields';
import type { ResourceSpec } from './resource';
import { choicesOf, formFields, refOf } from './resource-fields';
import { LIBRARY_KINDS } from './sections';
import * as catalog from './specs/catalog';
import * as content from './specs/content';
import * as leads from './specs/leads';
import * as marketing from './specs/marketing';

function isSpec(value: unknown): value is ResourceSpec {
  return typeof value === 'object' && value !== null && 'fields' in value && 'name' in value;
}

const SPECS: ResourceSpec[] = [catalog, content, leads, marketing].flatMap((module) =>
  Object.values(module).filter(isSpec),
);

/** Forms that edit fewer fields than the server allows, and which (see formFields' `only`). */
const SUBSETS: Partial<Record<ResourceName, readonly string[]>> = { enquiries: ['status', 'staff_notes'] };

function withoutCheck(field: FieldSpec): Omit<FieldSpec, 'check'> {
  const rest: Partial<FieldSpec> = { ...field };
  delete rest.check;
  return rest as Omit<FieldSpec, 'check'>;
}

describe('the console forms come from the server definitions', () => {
  it('has one spec for every resource the server serves', () => {
    expect(SPECS.map((spec) => spec.name).sort()).toEqual([...RESOURCE_NAMES].sort());
  });

  it.each(SPECS.map((spec) => [spec.name, spec] as const))(
    '%s takes its fields from the generated module',
    (name, spec) => {
      const generated: readonly FieldSpec[] = RESOURCE_FIELDS[name];
      const kept = SUBSETS[name];
      const expected = kept ? generated.filter((field) => kept.includes(field.name)) : generated;
      // Same fields, labels, order, limits, choices, refs and hints; a spec adds only checks.
      expect(spec.fields.map(withoutCheck)).toEqual(expected);
    },
  );

  it('leaves no hand-written field list in the specs', () => {
    const sources = import.meta.glob<string>('./specs/*.tsx', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(0);
    for (const [file, source] of Object.entries(sources)) {
      // A field literal names its kind; columns and filters never do.
      expect(source, file).not.toMatch(/\bkind:\s*'/);
      expect(source, file).not.toMatch(/\bFieldSpec\b/);
      for (const match of source.matchAll(/^\s*fields:\s*(.*)$/gm)) expect(match[1], file).toMatch(/^formFields\(/);
    }
  });
});

describe('formFields and friends', () => {
  it('adds a client-side check to a generated field by name', () => {
    const check = (value: string) => (value === 'list' ? 'Reserved.' : undefined);
    const slug = formFields('subscriptions', { slug: { check } }).find((field) => field.name === 'slug');
    expect(slug?.check).toBe(check);
    expect(formFields('subscriptions').find((field) => field.name === 'slug')?.check).toBeUndefined();
  });

  it('keeps only the named fields, in the server order', () => {
    expect(formFields('enquiries', {}, ['staff_notes', 'status']).map((field) => field.name)).toEqual([
      'status',
      'staff_notes',
    ]);
  });

  it('answers choices and ref sources from the generated fields', () => {
    expect(LIBRARY_KINDS).toBe(choicesOf('libraries', 'kind'));
    expect(LIBRARY_KINDS.map((choice) => choice.value)).toEqual(['notes', 'tests', 'mains-tests', 'videos']);
    expect(refOf('notes', 'library_id')).toEqual({ resource: 'libraries', filter: { kind: 'notes' } });
    expect(() => refOf('notes', 'name')).toThrow();
  });
});
