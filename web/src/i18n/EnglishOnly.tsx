import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './index';

// The same resources, fixed to English: the staff console reuses the learner's form fields, and
// stays in English whatever the device's interface language (docs/product.md, "Languages of the
// interface").
const english = i18n.cloneInstance({ lng: 'en' });

/** Renders its children in English, whatever language the learner's side is in. */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={english}>
      <div lang="en">{children}</div>
    </I18nextProvider>
  );
}
