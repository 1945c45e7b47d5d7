import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Translations, translated } from '@/lib/translated';

/** What a course carries of staff's labels: the catalogue's cards and page, and the home page's. */
interface Labelled {
  discount_info: string;
  translations?: Translations;
  tags: readonly string[];
}

/**
 * Staff's tags of a course ('Bestseller', 'Hindi medium'), as small labels on its card and page
 * (docs/product.md, "Discount lines and tags").
 */
export function CourseTags({ subscription, className = '' }: { subscription: Labelled; className?: string }) {
  const { t } = useTranslation();
  if (subscription.tags.length === 0) return null;
  return (
    <ul aria-label={t('catalog.card.labels')} className={`flex flex-wrap gap-1.5 ${className}`}>
      {subscription.tags.map((tag) => (
        <li
          key={tag}
          className="max-w-full truncate rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-700 ring-1 ring-navy-600/15 ring-inset"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Staff's discount line, in the interface's language where staff gave it ("Diwali offer: 20% off till 5 Nov"). */
export function DiscountLine({ subscription, className = '' }: { subscription: Labelled; className?: string }) {
  const { t, i18n } = useTranslation();
  const line = translated(subscription, 'discount_info', i18n.language).trim();
  if (!line) return null;
  return (
    <p
      className={`flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ${className}`}
    >
      <BadgePercent className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        <span className="sr-only">{t('catalog.card.offer')}: </span>
        {line}
      </span>
    </p>
  );
}
