/**
 * The quiz screens' fixed texts (docs/product.md, "Messages") live in the interface resources
 * (web/src/i18n/locales/learner-*.json, under `quiz.messages`; the English one holds the spec's words
 * verbatim). Only what is not an interface text is left here.
 */

/** The error a tests call that answered no test carries (for the console; the page shows its own text). */
export const NO_TESTS_AVAILABLE = 'No tests available or invalid response format';

/**
 * A submit refused with this phrase is a limit error, not a passing failure (docs/product.md,
 * "Attempts and attempt keys"). The server words it in English.
 */
export function isLimitError(message: string): boolean {
  return message.toLowerCase().includes('exceeded your test taking limit');
}
