import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SocialIcon } from '@/components/ui/SocialIcon';
import { brand, centreMapUrl, telHref } from '@/config/brand';
import { usePolicyLinks, useSectionLinks } from '../navigation';

const linkClass = 'text-navy-100 transition-colors hover:text-saffron-300';

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-[0.14em] text-white uppercase">
      {children}
    </h2>
  );
}

/** The footer of every page; every contact detail comes from brand.ts. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const sectionLinks = useSectionLinks();
  const policyLinks = usePolicyLinks();
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr] lg:gap-12">
        <div className="col-span-2 lg:col-span-1">
          <Link
            to="/"
            className="inline-flex rounded-lg"
            aria-label={t('layout.header.home', { brand: brand.productName })}
          >
            <img src={brand.logoOnDarkPath} alt={brand.productName} width={188} height={48} className="h-10 w-auto" />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {t('layout.footer.about', { tagline: t('common.brand.tagline') })}
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li>
              <a href={telHref(brand.helpline)} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Phone className="size-4 text-saffron-400" aria-hidden="true" />
                <span>
                  {t('layout.footer.helpline')} <span className="font-semibold text-white">{brand.helpline}</span>
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${brand.supportEmail}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail className="size-4 text-saffron-400" aria-hidden="true" />
                <span>
                  {t('layout.footer.support')} <span className="font-semibold text-white">{brand.supportEmail}</span>
                </span>
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label={t('layout.footer.followUs')}>
            {brand.social.map((social) => {
              const label = t('layout.footer.social', { brand: brand.productName, network: social.name });
              return (
                <li key={social.network}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                    className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-saffron-500 hover:text-navy-950"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <FooterHeading id="footer-quick-links">{t('layout.footer.quickLinks')}</FooterHeading>
          <ul className="mt-4 space-y-2.5 text-sm">
            {sectionLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-about">
          <FooterHeading id="footer-about">{t('layout.footer.aboutLinks')}</FooterHeading>
          <ul className="mt-4 space-y-2.5 text-sm">
            {policyLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                href={brand.careersUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex items-center gap-1.5 ${linkClass}`}
              >
                {t('layout.footer.careers')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('common.opensInNewTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>

      <section aria-labelledby="footer-centres" className="border-t border-white/10">
        <div className="container-page py-12">
          <FooterHeading id="footer-centres">{t('layout.footer.centres')}</FooterHeading>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {brand.centres.map((centre) => (
              <li key={centre.city} className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <h3 className="font-semibold text-white">{t(centre.cityKey)}</h3>
                <address className="mt-2 text-sm leading-relaxed not-italic">{t(centre.addressKey)}</address>
                <a href={telHref(centre.phone)} className={`mt-auto flex items-center gap-2 pt-3 text-sm ${linkClass}`}>
                  <Phone className="size-3.5 text-saffron-400" aria-hidden="true" />
                  {centre.phone}
                </a>
                <a
                  href={centreMapUrl(centre)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('layout.footer.viewOnMapLabel', { city: t(centre.cityKey) })}
                  className={`mt-2 flex items-center gap-2 text-sm font-medium ${linkClass}`}
                >
                  <MapPin className="size-3.5 text-saffron-400" aria-hidden="true" />
                  {t('layout.footer.viewOnMap')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="border-t border-white/10">
        {/* Below 1024 px the floating Course Enquiry button would cover this line: leave it room. */}
        <div className="container-page pt-6 pb-20 text-center text-sm text-navy-200 lg:pb-6">
          {t('layout.footer.copyright', { year: String(year), company: brand.company })}
        </div>
      </div>
    </footer>
  );
}
