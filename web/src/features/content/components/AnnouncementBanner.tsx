import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '@/components/ui/SmartLink';
import { useLoggedError } from '@/lib/log';
import { translated } from '@/lib/translated';
import { useBanners } from '../api/get-banners';
import { selectActiveBanner } from '../rules/active-banner';

/** The strip under the header: the one current announcement, if any (docs/product.md, "Announcements"). */
export function AnnouncementBanner() {
  const { t, i18n } = useTranslation();
  const { data: banners, error } = useBanners();
  useLoggedError(error, 'Failed to load banners');
  // "Now" is the moment the page opened; a banner does not vanish while someone reads it.
  const [now] = useState(() => new Date());

  const banner = banners ? selectActiveBanner(banners, now) : null;
  if (!banner) return null;

  // data-announcement: the pop-over ad finds the strip by it, whatever the language of its label.
  return (
    <aside aria-label={t('content.announcement.label')} data-announcement="" className="bg-saffron-400 text-navy-950">
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2.5 text-center text-sm font-medium">
        <Megaphone className="size-4 shrink-0" aria-hidden="true" />
        <p>{translated(banner, 'content', i18n.language)}</p>
        {banner.redirect_url && (
          <SmartLink
            to={banner.redirect_url}
            className="rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white transition hover:bg-navy-800"
          >
            {t('content.announcement.learnMore')}
          </SmartLink>
        )}
      </div>
    </aside>
  );
}
