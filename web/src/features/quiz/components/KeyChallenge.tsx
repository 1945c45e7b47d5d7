import { CircleCheck, CircleX, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import type { ChallengeStatus, KeyChallenge } from '../api/challenge-schemas';
import type { ReviewQuestion } from '../api/schemas';
import { ChallengeKeyDialog } from './ChallengeKeyDialog';

/** Each state's badge, as literal keys so TypeScript checks them. */
const STATE_BADGE = {
  open: { key: 'challenge.state.open', style: 'bg-sky-100 text-sky-900', Icon: Scale },
  accepted: { key: 'challenge.state.accepted', style: 'bg-emerald-100 text-emerald-900', Icon: CircleCheck },
  rejected: { key: 'challenge.state.rejected', style: 'bg-slate-100 text-slate-700', Icon: CircleX },
} as const satisfies Record<ChallengeStatus, unknown>;

type ChallengedQuestion = Pick<ReviewQuestion, 'id' | 'number' | 'challenge' | 'dropped' | 'correctOption'>;

/**
 * 'Challenge the key' (or 'Edit your challenge' while the learner's is open) in the foot of a
 * question, during the test's challenge period (docs/product.md, "Key challenges"). Nothing for a
 * question whose key is held, that was dropped, or whose challenge staff have decided.
 */
export function ChallengeKeyButton({ question, periodOpen }: { question: ChallengedQuestion; periodOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { challenge, number } = question;
  // One challenge per learner and question: a decided one is final.
  const decided = challenge && challenge.status !== 'open';
  if (!periodOpen || question.dropped || question.correctOption === null || decided) return null;
  const editing = challenge?.status === 'open';
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-navy-900"
        aria-label={
          editing ? t('challenge.button.editLabel', { number }) : t('challenge.button.challengeLabel', { number })
        }
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Scale className="size-4" aria-hidden="true" />
        {editing ? t('challenge.button.edit') : t('challenge.button.challenge')}
      </button>
      {open && (
        <ChallengeKeyDialog
          questionId={question.id}
          number={number}
          challenge={challenge}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The learner's challenge of a question: its state, their reason and, once decided, the faculty's reply. */
export function ChallengeStatusPanel({ challenge }: { challenge: KeyChallenge }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const badge = STATE_BADGE[challenge.status];
  return (
    <section className="mt-4 rounded-xl border border-slate-200 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h4 className="font-semibold text-navy-900">{t('challenge.yours')}</h4>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.style}`}
        >
          <badge.Icon className="size-3" aria-hidden="true" />
          {t(badge.key)}
        </span>
        <span className="ml-auto text-xs text-slate-500">
          {formatDateTime(challenge.decidedAt ?? challenge.createdAt, locale)}
        </span>
      </div>
      <p className="mt-1.5 whitespace-pre-line text-slate-700">{challenge.reason}</p>
      {challenge.status !== 'open' && challenge.reply && (
        <div className="mt-2 border-t border-slate-100 pt-2">
          <p className="font-semibold text-navy-900">{t('challenge.reply')}</p>
          <p className="mt-0.5 whitespace-pre-line text-slate-700">{challenge.reply}</p>
        </div>
      )}
    </section>
  );
}
