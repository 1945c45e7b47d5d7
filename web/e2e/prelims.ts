/**
 * Prelims tests made for a browser test through the staff console's API: a fresh test in the
 * demo learner's test series (so the demo's own tests and attempts are left alone), its window,
 * and the learner's subscription to that series.
 */
import type { Page } from 'playwright-core';
import { apiAs, type Session } from './accounts';

/** The test series the demo learner holds (internal/demo). */
export const DEMO_SERIES = 'Prelims Test Series 2027';

export interface AdminQuestion {
  id: number;
  description: string;
  options: string[];
  correct: number;
}

export interface MadeTest {
  id: number;
  name: string;
  slug: string;
  duration: number;
  questions: AdminQuestion[];
}

/** Three general-studies questions, option B (2) right in each. */
const QUESTIONS: [string, string[]][] = [
  [
    'Which Article of the Constitution of India guarantees equality before law?',
    ['Article 12', 'Article 14', 'Article 19', 'Article 21'],
  ],
  ['Which river is known as the Sorrow of Bihar?', ['Damodar', 'Kosi', 'Son', 'Gandak']],
  [
    'Who was the permanent President of the Constituent Assembly?',
    ['B. R. Ambedkar', 'Rajendra Prasad', 'Sachchidananda Sinha', 'J. B. Kripalani'],
  ],
];

/**
 * Staff make a three-question test (+2 / -0.66 / 0, `attempts` attempts (one unless given),
 * `duration` minutes) in `series`, under a slug starting with `slugPrefix` and unique per call,
 * and publish it.
 */
export async function newPrelimsTest(
  admin: Session,
  {
    name,
    slugPrefix,
    duration = 30,
    series = DEMO_SERIES,
    attempts = 1,
    server,
  }: { name: string; slugPrefix: string; duration?: number; series?: string; attempts?: number; server?: string },
): Promise<MadeTest> {
  const libraries = await apiAs<{ items: { id: number; name: string }[] }>(
    admin,
    `/v1/admin/libraries?kind=tests&q=${encodeURIComponent(series)}`,
    {},
    server,
  );
  const library = libraries.items.find((item) => item.name === series);
  if (!library) throw new Error(`no test series called ${series}`);
  const slug = `${slugPrefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const body = new FormData();
  for (const [key, value] of Object.entries({
    library_id: String(library.id),
    name,
    slug,
    duration_minutes: String(duration),
    total_marks: '6',
    total_attempts: String(attempts),
    marks_correct: '2',
    marks_incorrect: '0.66',
    marks_unattempted: '0',
    position: '99',
  })) {
    body.set(key, value);
  }
  const created = await apiAs<{ item: { id: number } }>(
    admin,
    '/v1/admin/prelims-tests',
    { method: 'POST', body },
    server,
  );
  const id = created.item.id;
  for (const [description, options] of QUESTIONS) {
    await apiAs(
      admin,
      `/v1/admin/prelims-tests/${id}/questions`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ description, options, correct: 2, topic: 'General Studies', difficulty: 'easy' }),
      },
      server,
    );
  }
  // Published once its questions add up to its total (docs/product.md, "Results stay possible and fair").
  await apiAs(
    admin,
    `/v1/admin/prelims-tests/${id}`,
    { method: 'PATCH', body: new URLSearchParams({ is_published: '1' }) },
    server,
  );
  const list = await apiAs<{ items: AdminQuestion[] }>(admin, `/v1/admin/prelims-tests/${id}/questions`, {}, server);
  return { id, name, slug, duration, questions: list.items };
}

/**
 * Staff publish a test once its questions add up to its total (a test is published only then:
 * docs/product.md, "Results stay possible and fair").
 */
export async function publishTest(admin: Session, testId: number): Promise<void> {
  await apiAs(admin, `/v1/admin/prelims-tests/${testId}`, {
    method: 'PATCH',
    body: new URLSearchParams({ is_published: '1' }),
  });
}

/** Staff set (or, with nulls, clear) a test's live window in the console: PATCH with RFC 3339 times. */
export async function setWindow(admin: Session, testId: number, opensAt: Date | null, closesAt: Date | null) {
  await apiAs(admin, `/v1/admin/prelims-tests/${testId}`, {
    method: 'PATCH',
    body: new URLSearchParams({
      opens_at: opensAt ? opensAt.toISOString() : '',
      closes_at: closesAt ? closesAt.toISOString() : '',
      // A window moved on a test learners have sat is confirmed as the console's dialog does
      // (docs/product.md, "Results stay possible and fair").
      confirm: '1',
    }),
  });
}

/** The id of the learner's subscription called `name` (for library addresses). */
export async function subscriptionIdOf(learner: Session, name = DEMO_SERIES): Promise<number> {
  const mine = await apiAs<{ data: { subscriptions: { id: number; name: string }[] } }>(
    learner,
    '/v1/modules/subscriptions',
  );
  const found = mine.data.subscriptions.find((subscription) => subscription.name === name);
  if (!found) throw new Error(`the learner does not hold ${name}`);
  return found.id;
}

/** An opaque library id made as src/lib/library-id.ts makes it (base64url of random.time.id). */
export function libraryId(id: number): string {
  return Buffer.from(`${Math.random().toString(36).slice(2, 10)}.${Date.now()}.${id}`).toString('base64url');
}

/** Submits the running test (Submit, then 'Submit and Finish' past the marked questions) and waits for its review. */
export async function submitTest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Questions Marked for Review' })
    .getByRole('button', { name: 'Submit and Finish' })
    .click();
  await page.waitForURL((url) => /\/quiz\/[^/]+\/review\/\d+$/.test(url.pathname));
}
