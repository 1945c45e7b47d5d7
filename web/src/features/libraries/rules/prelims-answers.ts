import type { PrelimsTest } from '../api/schemas';

/**
 * The explanation PDF and the discussion video give the answers away, so the server sends them
 * only once the learner has submitted the test. Until then the page shows them locked, with
 * when they open, rather than as missing.
 */
export function hasSubmitted(
  test: Pick<PrelimsTest, 'attemptsMade' | 'testExplanationPDF' | 'gDriveVideoLink'>,
): boolean {
  return (test.attemptsMade ?? 0) > 0 || Boolean(test.testExplanationPDF) || Boolean(test.gDriveVideoLink);
}
