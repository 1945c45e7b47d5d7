import { Trans, useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { ContactLines } from '../components/ContactLines';
import { type LegalSection, LegalDocument } from '../components/LegalDocument';

// The rules themselves are fixed by the business (docs/product.md, "Refunds"); the text around
// them only explains how to ask and what happens next.
const RULES = [
  'auth.legal.refund.rules.pdf',
  'auth.legal.refund.rules.hardcopy',
  'auth.legal.refund.rules.testSeries',
  'auth.legal.refund.rules.video',
  'auth.legal.refund.rules.offline',
  'auth.legal.refund.rules.duplicate',
] as const;

export function RefundPolicyPage() {
  const { t } = useTranslation();

  const sections: LegalSection[] = [
    {
      id: 'overview',
      heading: t('auth.legal.refund.overview.heading'),
      body: <p>{t('auth.legal.refund.overview.text')}</p>,
    },
    {
      id: 'refund-rules',
      heading: t('auth.legal.refund.rules.heading'),
      body: (
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>
              <Trans i18nKey={rule} components={{ strong: <strong /> }} />
            </li>
          ))}
          <li>{t('auth.legal.refund.rules.otherCases')}</li>
        </ul>
      ),
    },
    {
      id: 'how-to-request',
      heading: t('auth.legal.refund.howToRequest.heading'),
      body: (
        <p>
          <Trans
            i18nKey="auth.legal.refund.howToRequest.text"
            values={{ email: brand.supportEmail }}
            components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }}
          />
        </p>
      ),
    },
    {
      id: 'processing',
      heading: t('auth.legal.refund.processing.heading'),
      body: <p>{t('auth.legal.refund.processing.text')}</p>,
    },
    {
      id: 'contact',
      heading: t('auth.legal.refund.contact.heading'),
      body: <ContactLines />,
    },
  ];

  return (
    <LegalDocument
      title={t('auth.legal.refund.title')}
      summary={t('auth.legal.refund.summary', { company: brand.company })}
      lastUpdated="2026-11-22"
      sections={sections}
    />
  );
}
