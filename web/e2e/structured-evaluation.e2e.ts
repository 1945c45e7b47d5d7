/**
 * A mains test's questions set once by staff, and a 4-question copy evaluated against them
 * (docs/product.md, "A test's questions"): the console's form takes the structure, the annotation
 * screen opens with it filled in, and the evaluator's actions are counted. The figure the count is
 * held to is in docs/performance.md, "Evaluating a copy".
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, loginByApi, startLoggedIn } from './accounts';
import { handwrittenPage } from './photos';
import { baseURL, DESKTOP, openPage, PHONE_390, seriousViolations, shot, toastShown } from './browser';
import { mainsLearner, mainsTests } from './mains';
import { browser } from './shared-browser';

/** The most actions an evaluator may need for the copy below (docs/performance.md). */
const MOST_ACTIONS = 14;

const QUESTIONS = [
  '1-2 | 10 | 150 | Discuss | Content 5; Structure 3; Examples 2',
  '3-4 | 15 | 250 | Critically analyse | Content 8; Structure 4; Examples 3',
].join('\n');

/**
 * The evaluator's hand: every click, field typed and key pressed that is not typing is counted.
 * Waiting for what the screen shows is not an action.
 */
class Actions {
  count = 0;
  async click(target: Locator) {
    this.count++;
    await target.click();
  }
  async type(target: Locator, text: string) {
    this.count++;
    await target.fill(text);
  }
}

interface MainsTest {
  id: number;
  name: string;
  marks: number | null;
  questionMarks: { question: string; marks: number; maximum: number }[] | null;
}

describe('a test’s questions', () => {
  it('staff set them once, and an evaluator marks a 4-question copy typing only marks', async () => {
    const admin = await loginByApi('admin@aspirant.test', 'admin12345');
    const evaluator = await loginByApi('evaluator@aspirant.test', 'evaluator12345');
    const mains = await mainsLearner(admin, 'Tara Menon');
    const { learner, person, seriesId } = mains;
    // A test of its own, last in the series, so the other files' open test stays theirs.
    const now = Date.now();
    const created = await apiAs<{ item: { id: number } }>(admin, '/v1/admin/mains-tests', {
      method: 'POST',
      body: new URLSearchParams({
        library_id: String(seriesId),
        name: 'GS Paper II: four questions',
        starts_at: new Date(now - 3_600_000).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
        maximum_score: '60',
        position: '9999',
        is_published: '1',
      }),
    });
    const testId = created.item.id;
    const testPath = `/v1/admin/mains-tests/${testId}`;
    try {
      // Staff write the questions on the test's form; an impossible one is refused on the field.
      const staff = await openPage(browser, DESKTOP);
      await startLoggedIn(staff.context, admin);
      await staff.page.goto(`/admin/content/mains-tests/${testId}`);
      const questions = staff.page.getByRole('textbox', { name: 'Questions' });
      // The usual paper is one button away.
      await staff.page.getByRole('button', { name: 'Fill in a UPSC GS paper (20 questions, 250 marks)' }).click();
      expect(await questions.inputValue()).toBe('1-10 | 10 | 150\n11-20 | 15 | 250');
      await questions.fill('1-4 | 10 | 150');
      await staff.page.getByRole('button', { name: 'Save changes' }).click();
      await staff.page
        .getByText("The questions' maxima add up to 40, not to the test's maximum score of 60.")
        .waitFor();
      await questions.fill(QUESTIONS);
      await staff.page.getByRole('textbox', { name: 'Maximum score' }).fill('50');
      await staff.page.getByRole('button', { name: 'Save changes' }).click();
      await toastShown(staff.page, /saved/iu);
      await questions.scrollIntoViewIfNeeded();
      await shot(staff.page, 'admin-mains-test-questions-1280', { fullPage: false });
      await staff.page.setViewportSize(PHONE_390);
      await questions.scrollIntoViewIfNeeded();
      await shot(staff.page, 'admin-mains-test-questions-390', { fullPage: false });
      await staff.context.close();

      // The learner's answer to it, in the evaluator's queue.
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await startLoggedIn(context, evaluator);
      await page.goto('/admin/evaluation');
      const answer = new FormData();
      answer.append('answerImages', await handwrittenPage(page, 'Separation of powers'), 'p1.jpg');
      await apiAs(learner, `/v1/modules/mains/tests/${testId}/upload-answer`, { method: 'POST', body: answer });
      await page.reload();

      // From the queue to the saved evaluation, every action counted.
      const hand = new Actions();
      const row = page.getByRole('row').filter({ hasText: person.name });
      await hand.click(row.getByRole('link', { name: /^Annotate/u }));
      await page.getByRole('img', { name: 'Page 1 of 1 of the answer' }).waitFor();
      // Each question is filled in: its number, maximum, word limit, directive word and rubric.
      const q3 = page.getByRole('group', { name: /^Q3/u });
      await q3.getByText('out of 15 · 250 words · Critically analyse').waitFor();
      const scores: Record<string, [number, number, number]> = {
        Q1: [4, 2, 1.5],
        Q2: [3, 2, 1],
        Q3: [6, 3, 2],
        Q4: [5.5, 2.5, 1],
      };
      for (const [question, [content, structure, examples]] of Object.entries(scores)) {
        const group = page.getByRole('group', { name: new RegExp(`^${question}`, 'u') });
        await hand.type(
          group.getByRole('textbox', { name: new RegExp(`^Content for ${question},`, 'u') }),
          String(content),
        );
        await hand.type(
          group.getByRole('textbox', { name: new RegExp(`^Structure for ${question},`, 'u') }),
          String(structure),
        );
        await hand.type(
          group.getByRole('textbox', { name: new RegExp(`^Examples for ${question},`, 'u') }),
          String(examples),
        );
      }
      // The questions' marks follow as their rubric's sums.
      await page.getByText('Q1: 7.5 / 10').waitFor();
      await page.getByText('Total 33.5 / 50').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'admin-annotation-questions-1280', { fullPage: false });
      await page.setViewportSize(PHONE_390);
      await page.getByRole('group', { name: /^Q4/u }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-annotation-questions-390', { fullPage: false });
      await page.setViewportSize(DESKTOP);
      await hand.click(page.getByRole('button', { name: 'Save evaluation' }));
      await toastShown(page, 'Evaluation saved.');
      expect(hand.count).toBeLessThanOrEqual(MOST_ACTIONS);
      console.info(`Evaluating a 4-question copy took ${hand.count} actions.`);
      expect(errors).toEqual([]);

      await context.close();

      // The learner's result: per question, marks out of the maximum.
      const mine = (await mainsTests<MainsTest>(mains)).find((test) => test.id === testId);
      expect(mine?.marks).toBe(33.5);
      expect(mine?.questionMarks?.map((q) => `${q.question} ${q.marks}/${q.maximum}`)).toEqual([
        'Q1 7.5/10',
        'Q2 6/10',
        'Q3 11/15',
        'Q4 9/15',
      ]);

      // Evaluated, the marking is fixed: a new maximum is refused with the reason.
      const refused = await fetch(`${baseURL}/api${testPath}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${admin.token}` },
        body: new URLSearchParams({ question_structure: '1-4 | 12.5 | 150' }),
      });
      expect(refused.status).toBe(409);
    } finally {
      // Out of the learners' lists, so the other files' tests see the series as the demo has it.
      await apiAs(admin, testPath, { method: 'PATCH', body: new URLSearchParams({ is_published: '0' }) });
    }
  });
});
