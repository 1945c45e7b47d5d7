import { apiRequest, messageAnswerSchema } from '@/lib/api-client';
import type { Language } from '@/i18n/languages';

/**
 * Saves the interface language on the learner's account, for what the server sends when the
 * learner is not asking (an evaluation's e-mail): docs/product.md, "Languages of the server's
 * messages".
 */
export function saveLanguage(language: Language) {
  return apiRequest('/v1/modules/user/language', { method: 'PUT', body: { language }, schema: messageAnswerSchema });
}
