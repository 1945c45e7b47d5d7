import { Check, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { COMPARE_LIMIT } from '../rules/compare';
import { useComparison } from './compare-store';

/**
 * Adds a course to the comparison, or takes it out (docs/product.md, "Comparing courses"). A
 * fourth course is refused with a message under the button.
 */
export function CompareButton({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const comparison = useComparison();
  const [refused, setRefused] = useState(false);
  const messageId = useId();
  const chosen = comparison.slugs.includes(slug);

  const toggle = () => {
    if (chosen) {
      comparison.remove(slug);
      setRefused(false);
      return;
    }
    setRefused(!comparison.add(slug).added);
  };

  return (
    <div>
      <button
        type="button"
        aria-pressed={chosen}
        aria-describedby={refused ? messageId : undefined}
        onClick={toggle}
        className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium ring-1 ${
          chosen ? 'bg-navy-700 text-white ring-navy-700' : 'text-navy-700 ring-slate-300 hover:bg-navy-50'
        }`}
      >
        {chosen ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
        {t('catalog.compare.add')}
        <span className="sr-only">: {name}</span>
      </button>
      {refused && (
        <p id={messageId} role="alert" className="mt-1.5 text-xs font-medium text-rose-700">
          {t('catalog.compare.full', { limit: formatNumber(COMPARE_LIMIT, locale) })}
        </p>
      )}
    </div>
  );
}
