import { useTranslation } from 'react-i18next';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import type { KeyChallenge } from '../api/challenge-schemas';
import type { ReviewQuestion } from '../api/schemas';
import { QuestionNoteBadge, QuestionNoteButton, QuestionNoteReply } from './QuestionNote';

type ChallengedQuestion = Pick<ReviewQuestion, 'id' | 'number' | 'challenge' | 'dropped' | 'correctOption'>;

/**
 * 'Challenge the key' (or 'Edit your challenge' while the learner's is open) in the foot of a
 * question, during the test's challenge period (docs/product.md, "Key challenges"). Nothing for a
 * question whose key is held, that was dropped, or whose challenge staff have decided.
 */
export function ChallengeKeyButton({ question, periodOpen }: { question: ChallengedQuestion; periodOpen: boolean }) {
  const { challenge } = question;
  // One challenge per learner and question: a decided one is final.
  const decided = challenge && challenge.status !== 'open';
  if (!periodOpen || question.dropped || question.correctOption === null || decided) return null;
  return <QuestionNoteButton kind="challenge" note={challenge} questionId={question.id} number={question.number} />;
}

/** The learner's challenge of a question: its state, their reason and, once decided, the faculty's reply. */
export function ChallengeStatusPanel({ challenge }: { challenge: KeyChallenge }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <section className="mt-4 rounded-xl border border-slate-200 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className="font-semibold text-navy-900">{t('challenge.yours')}</h4>
        <QuestionNoteBadge kind="challenge" note={challenge} />
        <span className="ml-auto text-xs text-slate-500">
          {formatDateTime(challenge.decidedAt ?? challenge.createdAt, locale)}
        </span>
      </div>
      <p className="mt-1.5 whitespace-pre-line text-slate-700">{challenge.reason}</p>
      <QuestionNoteReply
        heading={t('challenge.reply')}
        note={challenge}
        className="mt-2 border-t border-slate-100 pt-2"
      />
    </section>
  );
}
