import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Translations } from '@/lib/translated';

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
  translations?: Translations;
}

// The entries are staff-written, in the learner's language where staff translated them, else as
// written in the English fields, in whatever language staff typed there. Marking an entry whose
// language differs from the page's lets screen readers switch voice and fonts pick Devanagari
// (the demo FAQ is Hindi).
const DEVANAGARI = /[\u0900-\u097F]/;

function languageOf(text: string, pageLanguage: string): string | undefined {
  const language = DEVANAGARI.test(text) ? 'hi' : 'en';
  return language === pageLanguage ? undefined : language;
}

/**
 * One answer open at a time; clicking the open question closes it. Each question
 * is a button with aria-expanded controlling its answer region (WAI-ARIA accordion pattern).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const { i18n } = useTranslation();

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card">
      {items.map((stored) => {
        const item = inLanguage(stored, i18n.language);
        const isOpen = item.id === openId;
        const buttonId = `${baseId}-question-${item.id}`;
        const panelId = `${baseId}-answer-${item.id}`;
        return (
          <div
            key={item.id}
            lang={item === stored ? languageOf(item.question + item.answer, i18n.language) : undefined}
          >
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 transition-colors hover:bg-navy-50/60 sm:px-6 sm:py-5"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={`size-5 shrink-0 text-saffron-600 transition-transform duration-200 ${isOpen ? 'rotate-180' : ''}`}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 whitespace-pre-line text-slate-700 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
