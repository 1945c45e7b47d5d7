import { Trans, useTranslation } from 'react-i18next';
import { brand, telHref } from '@/config/brand';

/** How to reach us, as every policy ends: from the brand configuration. */
export function ContactLines() {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        <Trans
          i18nKey="auth.legal.contact.email"
          values={{ email: brand.supportEmail }}
          components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }}
        />
      </li>
      <li>
        <Trans
          i18nKey="auth.legal.contact.helpline"
          values={{ phone: brand.helpline }}
          components={{ phone: <a href={telHref(brand.helpline)} /> }}
        />
      </li>
      <li>{t('auth.legal.contact.post', { company: brand.company, address: brand.centres[0]?.address ?? '' })}</li>
    </ul>
  );
}
