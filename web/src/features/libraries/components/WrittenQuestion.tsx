import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { translated } from '@/lib/translated';
import type { MainsTest } from '../api/schemas';

/** The papers and directive words the console offers (internal/mains/daily.go), as learners read them. */
const PAPERS: Record<string, ParseKeys> = {
  gs1: 'libraries.mains.papers.gs1',
  gs2: 'libraries.mains.papers.gs2',
  gs3: 'libraries.mains.papers.gs3',
  gs4: 'libraries.mains.papers.gs4',
  essay: 'libraries.mains.papers.essay',
  optional: 'libraries.mains.papers.optional',
};
const DIRECTIVE_WORDS: Record<string, ParseKeys> = {
  discuss: 'libraries.mains.directive.discuss',
  examine: 'libraries.mains.directive.examine',
  'critically-examine': 'libraries.mains.directive.criticallyExamine',
  analyse: 'libraries.mains.directive.analyse',
  'critically-analyse': 'libraries.mains.directive.criticallyAnalyse',
  evaluate: 'libraries.mains.directive.evaluate',
  comment: 'libraries.mains.directive.comment',
  explain: 'libraries.mains.directive.explain',
  elucidate: 'libraries.mains.directive.elucidate',
  describe: 'libraries.mains.directive.describe',
  justify: 'libraries.mains.directive.justify',
  illustrate: 'libraries.mains.directive.illustrate',
};

type Question = Pick<MainsTest, 'questionText' | 'paper' | 'directiveWord' | 'wordLimit'> &
  Partial<Pick<MainsTest, 'translations'>>;

/**
 * A question written out (docs/product.md, "Daily answer writing"): its paper, its directive word
 * (what the answer must do) and its word limit, then the question.
 */
export function WrittenQuestion({ question }: { question: Question }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const paper = PAPERS[question.paper];
  const directive = DIRECTIVE_WORDS[question.directiveWord];
  return (
    <figure className="mt-4 rounded-xl border-l-4 border-saffron-400 bg-slate-50 p-4">
      <figcaption className="flex flex-wrap gap-2 text-xs font-semibold">
        {paper && <span className="rounded-full bg-navy-900 px-2.5 py-1 text-white">{t(paper)}</span>}
        {directive && (
          <span className="rounded-full bg-saffron-100 px-2.5 py-1 text-saffron-900">
            {t('libraries.mains.directive.label')}: {t(directive)}
          </span>
        )}
        {question.wordLimit > 0 && (
          <span className="rounded-full bg-white px-2.5 py-1 text-slate-700 ring-1 ring-slate-200">
            {t('libraries.mains.card.wordLimit', {
              count: question.wordLimit,
              words: formatNumber(question.wordLimit, locale),
            })}
          </span>
        )}
      </figcaption>
      <blockquote className="mt-3 text-base leading-relaxed whitespace-pre-line text-navy-900">
        {translated(question, 'questionText', i18n.language)}
      </blockquote>
    </figure>
  );
}
