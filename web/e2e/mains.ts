/**
 * A learner on the demo's Mains Test Series, as the mains browser tests need one: an account
 * registered through the API, granted the series in the console, and the series' tests as the
 * learner's library lists them.
 */
import { apiAs, grantInConsole, type Learner, newLearner, registerByApi, type Session } from './accounts';

export interface MainsLearner {
  learner: Session;
  person: Learner;
  subscriptionId: number;
  seriesId: number;
}

/** A new learner called `name`, granted the demo's Mains Test Series 2027 by `admin`. */
export async function mainsLearner(admin: Session, name: string): Promise<MainsLearner> {
  const subscriptions = await apiAs<{ items: { id: number; name: string }[] }>(
    admin,
    '/v1/admin/subscriptions?q=Mains',
  );
  const subscriptionId = subscriptions.items.find((item) => item.name.startsWith('Mains Test Series 2027'))?.id;
  if (!subscriptionId) throw new Error('no Mains Test Series 2027');
  const person = { ...newLearner(), name };
  const learner = await registerByApi(person);
  await grantInConsole(admin, person.email, subscriptionId);
  const series = await apiAs<{ responseResult: { mainsTestSeriesId: number }[] }>(
    learner,
    `/v1/modules/mains/tests/list?subscriptionId=${subscriptionId}`,
  );
  const seriesId = series.responseResult[0]?.mainsTestSeriesId;
  if (!seriesId) throw new Error('no mains series in the subscription');
  return { learner, person, subscriptionId, seriesId };
}

/** The series' tests as the learner's library lists them (each test's fields as the caller reads them). */
export async function mainsTests<Test>({ learner, subscriptionId, seriesId }: MainsLearner): Promise<Test[]> {
  const tests = await apiAs<{ responseResult: Test[] }>(
    learner,
    `/v1/modules/mains/questions/list?subscriptionId=${subscriptionId}&mainsTestSeriesId=${seriesId}`,
  );
  return tests.responseResult;
}
