import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { ContactLines } from '../components/ContactLines';
import { type LegalSection, LegalDocument } from '../components/LegalDocument';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const names = { product: brand.productName, company: brand.company };

  const sections: LegalSection[] = [
    {
      id: 'use-of-information',
      heading: t('auth.legal.privacy.useOfInformation.heading'),
      body: (
        <>
          <p>{t('auth.legal.privacy.useOfInformation.whatWeCollect')}</p>
          <p>{t('auth.legal.privacy.useOfInformation.weUseItTo')}</p>
          <ul>
            <li>{t('auth.legal.privacy.useOfInformation.account')}</li>
            <li>{t('auth.legal.privacy.useOfInformation.tests')}</li>
            <li>{t('auth.legal.privacy.useOfInformation.notices')}</li>
            <li>{t('auth.legal.privacy.useOfInformation.support')}</li>
            <li>{t('auth.legal.privacy.useOfInformation.improvement')}</li>
          </ul>
          <p>{t('auth.legal.privacy.useOfInformation.noSale')}</p>
        </>
      ),
    },
    {
      id: 'consent',
      heading: t('auth.legal.privacy.consent.heading'),
      body: (
        <>
          <p>{t('auth.legal.privacy.consent.given')}</p>
          <p>{t('auth.legal.privacy.consent.withdrawal')}</p>
        </>
      ),
    },
    {
      id: 'disclosure',
      heading: t('auth.legal.privacy.disclosure.heading'),
      body: (
        <>
          <p>{t('auth.legal.privacy.disclosure.onlyWith')}</p>
          <ul>
            <li>{t('auth.legal.privacy.disclosure.evaluators')}</li>
            <li>{t('auth.legal.privacy.disclosure.providers')}</li>
            <li>{t('auth.legal.privacy.disclosure.authorities')}</li>
          </ul>
          <p>{t('auth.legal.privacy.disclosure.rankings')}</p>
        </>
      ),
    },
    {
      id: 'payment',
      heading: t('auth.legal.privacy.payment.heading'),
      body: <p>{t('auth.legal.privacy.payment.text', names)}</p>,
    },
    {
      id: 'third-party-services',
      heading: t('auth.legal.privacy.thirdParty.heading'),
      body: <p>{t('auth.legal.privacy.thirdParty.text')}</p>,
    },
    {
      id: 'security',
      heading: t('auth.legal.privacy.security.heading'),
      body: <p>{t('auth.legal.privacy.security.text')}</p>,
    },
    {
      id: 'cookies',
      heading: t('auth.legal.privacy.cookies.heading'),
      body: <p>{t('auth.legal.privacy.cookies.text')}</p>,
    },
    {
      id: 'age-of-consent',
      heading: t('auth.legal.privacy.ageOfConsent.heading'),
      body: <p>{t('auth.legal.privacy.ageOfConsent.text')}</p>,
    },
    {
      id: 'changes',
      heading: t('auth.legal.privacy.changes.heading'),
      body: <p>{t('auth.legal.privacy.changes.text')}</p>,
    },
    {
      id: 'contact',
      heading: t('auth.legal.privacy.contact.heading'),
      body: (
        <>
          <p>{t('auth.legal.privacy.contact.text')}</p>
          <ContactLines />
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title={t('auth.legal.privacy.title')}
      summary={t('auth.legal.privacy.summary', names)}
      lastUpdated="2026-11-22"
      sections={sections}
    />
  );
}
