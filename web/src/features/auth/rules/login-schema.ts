import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { emailAddress } from '@/lib/form-rules';

/**
 * E-mail and password are required, with no length rule (docs/product.md, "Passwords"). Built per
 * language: `useMemo(() => loginSchema(t), [t])`.
 */
export function loginSchema(t: TFunction) {
  return z.object({
    email: emailAddress(t),
    password: z.string().check(z.minLength(1, t('auth.login.passwordRequired'))),
  });
}

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;
