/**
 * Daily answer writing (docs/product.md, "Daily answer writing"): a series' daily questions are
 * shown apart from its tests: the question of the day, then the earlier ones, newest first.
 * Questions not yet open stay out of sight, except the next one's opening time.
 */
interface DailyQuestionLike {
  isDaily: boolean;
  start_date: string;
  end_date: string;
}

export interface DailyQuestions<Test> {
  /** The daily question open now (its end included), if any. */
  today: Test | null;
  /** The next daily question to open, when none is open now. */
  next: Test | null;
  /** Daily questions whose window has passed, newest first. */
  earlier: Test[];
  /** The series' other tests, in the server's order. */
  tests: Test[];
}

export function splitDailyQuestions<Test extends DailyQuestionLike>(
  all: readonly Test[],
  now: Date,
): DailyQuestions<Test> {
  const at = now.getTime();
  const daily = all.filter((test) => test.isDaily).sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
  const today = daily.find((test) => Date.parse(test.start_date) <= at && at <= Date.parse(test.end_date)) ?? null;
  const next = today ? null : (daily.find((test) => Date.parse(test.start_date) > at) ?? null);
  const earlier = daily.filter((test) => Date.parse(test.end_date) < at).reverse();
  return { today, next, earlier, tests: all.filter((test) => !test.isDaily) };
}
