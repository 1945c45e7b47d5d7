import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../model/fields';
import { formFields } from '../model/resource-fields';
import type { AdminRecord } from '../model/record';
import {
  changedFields,
  decimalInput,
  fieldProblem,
  formProblems,
  formValuesOf,
  NO_FILE,
  payloadOf,
  slugFrom,
} from './form-values';

const fields: FieldSpec[] = [
  { name: 'type_id', label: 'Type', kind: 'ref', required: true, ref: { resource: 'types' } },
  { name: 'name', label: 'Name', kind: 'text', required: true, max: 200 },
  { name: 'slug', label: 'Slug', kind: 'slug', required: true },
  { name: 'thumbnail', label: 'Thumbnail', kind: 'image' },
  { name: 'price', label: 'Price', kind: 'money', required: true },
  { name: 'strike_price', label: 'Strike price', kind: 'money' },
  { name: 'seat_limit', label: 'Seat limit', kind: 'int', min: 1, max: 1000000 },
  { name: 'valid_until', label: 'Valid until', kind: 'time' },
  { name: 'marks_incorrect', label: 'Marks taken for a wrong answer', kind: 'marks', min: 0, max: 100 },
  { name: 'is_for_sale', label: 'For sale', kind: 'bool' },
];

const record: AdminRecord = {
  id: 7,
  type_id: 1,
  name: 'GS Prelims Notes 2027',
  slug: 'gs-prelims-notes-2027',
  thumbnail: { id: 18, key: 'demo/thumbnails/notes.jpg' },
  price: 1999.5,
  strike_price: null,
  seat_limit: null,
  valid_until: '2027-03-31T18:29:00Z',
  marks_incorrect: 0.66,
  is_for_sale: true,
};

describe('form values from a record', () => {
  it('shows money and marks with two decimals when they have any, times in India time, flags as booleans', () => {
    expect(formValuesOf(fields, record)).toEqual({
      type_id: '1',
      name: 'GS Prelims Notes 2027',
      slug: 'gs-prelims-notes-2027',
      thumbnail: NO_FILE,
      price: '1999.50',
      strike_price: '',
      seat_limit: '',
      // 18:29 UTC is 23:59 in India (UTC+05:30), whatever zone the browser is in.
      valid_until: '2027-03-31T23:59',
      marks_incorrect: '0.66',
      is_for_sale: true,
    });
  });

  it('starts a new record empty, with presets from the address', () => {
    const values = formValuesOf(fields, null, { type_id: '5', is_for_sale: '1' });
    expect(values.type_id).toBe('5');
    expect(values.is_for_sale).toBe(true);
    expect(values.name).toBe('');
    expect(values.price).toBe('');
  });

  it("starts a new prelims test as UPSC's GS paper: 120 minutes, 200 marks, +2 / -0.66 / 0, one attempt", () => {
    const values = formValuesOf(formFields('prelims-tests'), null);
    expect(values).toMatchObject({
      duration_minutes: '120',
      total_marks: '200',
      total_attempts: '1',
      marks_correct: '2',
      marks_incorrect: '0.66',
      marks_unattempted: '0',
      is_published: false,
      languages: 'en',
    });
    // Editing shows the record's own values, never the suggestions.
    expect(formValuesOf(formFields('prelims-tests'), { id: 4, duration_minutes: 20 }).duration_minutes).toBe('20');
  });

  it('writes whole rupees bare and fractions with two decimals', () => {
    expect(decimalInput(3499)).toBe('3499');
    expect(decimalInput(0.5)).toBe('0.50');
    expect(decimalInput(null)).toBe('');
  });

  it('converts times across the day boundary into India time', () => {
    const values = formValuesOf([{ name: 'at', label: 'At', kind: 'time' }], { id: 1, at: '2026-11-22T20:00:00Z' });
    expect(values.at).toBe('2026-11-23T01:30');
  });
});

describe('the payload', () => {
  it('sends every filled field on create: text trimmed, flags as 1/0, times as typed (India time)', () => {
    const values = {
      ...formValuesOf(fields, null),
      type_id: '1',
      name: '  CSAT Notes ',
      slug: 'csat-notes',
      price: '999',
      valid_until: '2027-05-24T09:30',
      is_for_sale: true,
    };
    const { body, hasFile } = payloadOf(fields, values, null);
    expect(hasFile).toBe(false);
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({
      type_id: '1',
      name: 'CSAT Notes',
      slug: 'csat-notes',
      price: '999',
      valid_until: '2027-05-24T09:30',
      is_for_sale: '1',
    });
  });

  it('sends only the changed fields of an edit, and multipart when a file is chosen', () => {
    const initial = formValuesOf(fields, record);
    const file = new File(['%PDF-1.4'], 'thumb.png', { type: 'image/png' });
    const values = { ...initial, price: '1899', is_for_sale: false, thumbnail: { file, remove: false } };
    const changed = changedFields(fields, values, initial);
    expect([...changed].sort()).toEqual(['is_for_sale', 'price', 'thumbnail']);
    const { body, hasFile } = payloadOf(fields, values, changed);
    expect(hasFile).toBe(true);
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('price')).toBe('1899');
    expect(form.get('is_for_sale')).toBe('0');
    expect(form.get('thumbnail')).toBe(file);
    expect(form.has('name')).toBe(false);
  });

  it('sends an emptied field of an edit, to clear it', () => {
    const initial = formValuesOf(fields, { ...record, seat_limit: 100 });
    const values = { ...initial, seat_limit: '' };
    const { body } = payloadOf(fields, values, changedFields(fields, values, initial));
    expect((body as URLSearchParams).toString()).toBe('seat_limit=');
  });

  it('clears a stored file with remove_<field>=1', () => {
    const initial = formValuesOf(fields, record);
    const values = { ...initial, thumbnail: { file: null, remove: true } };
    const { body } = payloadOf(fields, values, changedFields(fields, values, initial));
    expect((body as URLSearchParams).toString()).toBe('remove_thumbnail=1');
  });

  it('counts only real changes: spaces around a value are not one', () => {
    const initial = formValuesOf(fields, record);
    expect(changedFields(fields, { ...initial, name: ' GS Prelims Notes 2027 ' }, initial).size).toBe(0);
  });
});

describe('client validation, in the server’s words', () => {
  const field = (name: string) => {
    const found = fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('asks for required fields', () => {
    expect(fieldProblem(field('name'), '  ')).toBe('Name is required.');
    expect(fieldProblem(field('type_id'), '')).toBe('Type is required.');
    expect(fieldProblem(field('strike_price'), '')).toBeUndefined();
  });

  it('limits lengths in characters and keeps one-line text on one line', () => {
    expect(fieldProblem(field('name'), 'x'.repeat(201))).toBe('Name must be at most 200 characters.');
    expect(fieldProblem(field('name'), 'अ'.repeat(200))).toBeUndefined();
    expect(fieldProblem(field('name'), 'two\nlines')).toBe('Name must be one line.');
  });

  it('checks the slug pattern', () => {
    expect(fieldProblem(field('slug'), 'GS Notes')).toBe(
      'Slug must be lower-case letters and digits joined by dashes, such as prelims-test-series-2027.',
    );
    expect(fieldProblem(field('slug'), 'gs--notes')).toBeDefined();
    expect(fieldProblem(field('slug'), 'gs-notes-2027')).toBeUndefined();
  });

  it('checks numbers, money and marks against their ranges', () => {
    expect(fieldProblem(field('seat_limit'), '0')).toBe('Seat limit must be from 1 to 1000000.');
    expect(fieldProblem(field('seat_limit'), '2.5')).toBe('Seat limit must be a whole number.');
    expect(fieldProblem(field('price'), '1999.999')).toBe(
      'Price must be an amount in rupees, such as 1999 or 1999.50.',
    );
    expect(fieldProblem(field('price'), '-5')).toBe('Price must be an amount in rupees, such as 1999 or 1999.50.');
    expect(fieldProblem(field('price'), '1999.5')).toBeUndefined();
    expect(fieldProblem(field('marks_incorrect'), '101')).toBe(
      'Marks taken for a wrong answer must be a number of marks from 0 to 100, with at most two decimals.',
    );
    expect(fieldProblem(field('marks_incorrect'), '0.66')).toBeUndefined();
  });

  it('wants a date and a time', () => {
    expect(fieldProblem(field('valid_until'), '24/05/2027')).toBe(
      'Valid until must be a date and time, such as 2027-05-24T09:30.',
    );
  });

  it('asks for a required file unless one is stored and kept', () => {
    const image: FieldSpec = { name: 'image', label: 'Image', kind: 'image', required: true };
    expect(fieldProblem(image, NO_FILE, false)).toBe('Please choose a file for image.');
    expect(fieldProblem(image, NO_FILE, true)).toBeUndefined();
    expect(fieldProblem(image, { file: null, remove: true }, true)).toBe('Please choose a file for image.');
  });

  it('runs a field’s own rule last, and collects every field’s message', () => {
    const reserved: FieldSpec = {
      name: 'slug',
      label: 'Slug',
      kind: 'slug',
      check: (value) => (value === 'list' ? 'The slug list is reserved.' : undefined),
    };
    expect(fieldProblem(reserved, 'list')).toBe('The slug list is reserved.');
    expect(formProblems(fields, formValuesOf(fields, null), null)).toEqual({
      type_id: 'Type is required.',
      name: 'Name is required.',
      slug: 'Slug is required.',
      price: 'Price is required.',
    });
  });
});

describe('slugFrom', () => {
  it('suggests a slug from a name', () => {
    expect(slugFrom('GS Prelims Notes 2027')).toBe('gs-prelims-notes-2027');
    expect(slugFrom('  Ethics: Case Studies (Hindi) ')).toBe('ethics-case-studies-hindi');
    expect(slugFrom('Café')).toBe('cafe');
  });
});
