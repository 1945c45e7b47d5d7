import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '@/config/brand';
import { ContactLines } from '../components/ContactLines';
import { type LegalSection, LegalDocument } from '../components/LegalDocument';

export function TermsPage() {
  const { t } = useTranslation();
  const names = { product: brand.productName, company: brand.company };

  const sections: LegalSection[] = [
    {
      id: 'services',
      heading: t('auth.legal.terms.services.heading'),
      body: (
        <>
          <p>{t('auth.legal.terms.services.operator', names)}</p>
          <p>{t('auth.legal.terms.services.agreement')}</p>
        </>
      ),
    },
    {
      id: 'enrollment-and-payments',
      heading: t('auth.legal.terms.enrolment.heading'),
      body: (
        <>
          <p>{t('auth.legal.terms.enrolment.prices')}</p>
          <p>
            <Trans i18nKey="auth.legal.terms.enrolment.refunds" components={{ policy: <Link to="/refund-policy" /> }} />
          </p>
        </>
      ),
    },
    {
      id: 'user-responsibilities',
      heading: t('auth.legal.terms.responsibilities.heading'),
      body: (
        <ul>
          <li>{t('auth.legal.terms.responsibilities.accurateDetails')}</li>
          <li>{t('auth.legal.terms.responsibilities.onePerson')}</li>
          <li>{t('auth.legal.terms.responsibilities.honestAttempts')}</li>
          <li>{t('auth.legal.terms.responsibilities.noMisuse')}</li>
          <li>{t('auth.legal.terms.responsibilities.respect')}</li>
        </ul>
      ),
    },
    {
      id: 'intellectual-property',
      heading: t('auth.legal.terms.intellectualProperty.heading'),
      body: <p>{t('auth.legal.terms.intellectualProperty.text', names)}</p>,
    },
    {
      id: 'liability',
      heading: t('auth.legal.terms.liability.heading'),
      body: <p>{t('auth.legal.terms.liability.text')}</p>,
    },
    {
      id: 'privacy',
      heading: t('auth.legal.terms.privacy.heading'),
      body: (
        <p>
          <Trans i18nKey="auth.legal.terms.privacy.text" components={{ policy: <Link to="/privacy-policy" /> }} />
        </p>
      ),
    },
    {
      id: 'termination',
      heading: t('auth.legal.terms.termination.heading'),
      body: <p>{t('auth.legal.terms.termination.text')}</p>,
    },
    {
      id: 'governing-law',
      heading: t('auth.legal.terms.governingLaw.heading'),
      body: <p>{t('auth.legal.terms.governingLaw.text')}</p>,
    },
    {
      id: 'changes',
      heading: t('auth.legal.terms.changes.heading'),
      body: (
        <>
          <p>{t('auth.legal.terms.changes.text')}</p>
          <p>{t('auth.legal.terms.changes.questions')}</p>
          <ContactLines />
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t('auth.legal.terms.title')}
      summary={t('auth.legal.terms.summary', names)}
      lastUpdated="2026-11-22"
      sections={sections}
    />
  );
}
