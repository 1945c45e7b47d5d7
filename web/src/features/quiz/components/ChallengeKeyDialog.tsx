import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/FormField';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useChallengeKey } from '../api/challenge-key';
import type { KeyChallenge } from '../api/challenge-schemas';
import {
  CHALLENGE_REASON_MAX,
  CHALLENGE_REASON_MIN,
  challengeFormSchema,
  type ChallengeFormValues,
  challengeFormValues,
  reasonLength,
} from '../rules/challenge-schema';
import { QuestionFormDialog } from './QuestionFormDialog';

const SERVER_FIELDS = ['reason'] as const;

interface ChallengeKeyDialogProps {
  questionId: number;
  /** The question's number in the test, as the review shows it. */
  number: number;
  /** The learner's challenge of the question: an open one is edited, not repeated. */
  challenge?: KeyChallenge | null;
  onClose: () => void;
}

/**
 * 'Challenge the key' (docs/product.md, "Key challenges"): why the learner thinks the answer key
 * is wrong, 10 to 1,000 characters, with a count as they type. Sent, it closes with a toast;
 * refused (the period has ended, say), it stays open and says why.
 */
export function ChallengeKeyDialog({ questionId, number, challenge, onClose }: ChallengeKeyDialogProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-count`;
  const send = useChallengeKey();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => challengeFormSchema(t), [t]);
  const editing = challenge?.status === 'open';
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ChallengeFormValues>({ resolver: zodResolver(schema), defaultValues: challengeFormValues(challenge) });
  const length = reasonLength(useWatch({ control, name: 'reason' }));

  const onSubmit = ({ reason }: ChallengeFormValues) => {
    setFailure(null);
    send.mutate(
      { questionId, reason },
      {
        onSuccess: ({ message }) => {
          // The server's message is in the learner's language already.
          toast.success(message || t('challenge.dialog.sent'));
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, SERVER_FIELDS);
          setFailure(errorMessage(error, t('challenge.dialog.failed')));
        },
      },
    );
  };

  return (
    <QuestionFormDialog
      title={t('challenge.dialog.title', { number })}
      intro={t('challenge.dialog.intro')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      onClose={onClose}
      pending={send.isPending}
      failure={failure}
      cancelLabel={t('challenge.dialog.cancel')}
      submitLabel={editing ? t('challenge.dialog.update') : t('challenge.dialog.send')}
      pendingLabel={t('challenge.dialog.sending')}
    >
      <FormField label={t('challenge.dialog.reason')} error={errors.reason?.message} required>
        {({ 'aria-describedby': describedBy, ...controlProps }) => (
          <>
            <textarea
              rows={6}
              maxLength={CHALLENGE_REASON_MAX}
              className="form-input"
              data-autofocus
              aria-describedby={[describedBy, hintId, counterId].filter(Boolean).join(' ')}
              {...register('reason')}
              {...controlProps}
            />
            {/* The limits and the count so far, read with the reason. */}
            <div className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs text-slate-500">
              <p id={hintId}>
                {t('challenge.dialog.reasonHint', {
                  min: formatNumber(CHALLENGE_REASON_MIN, locale),
                  max: formatNumber(CHALLENGE_REASON_MAX, locale),
                })}
              </p>
              <p
                id={counterId}
                className={`tabular-nums ${length > 0 && length < CHALLENGE_REASON_MIN ? 'text-rose-700' : ''}`}
              >
                {t('challenge.dialog.count', {
                  length: formatNumber(length, locale),
                  max: formatNumber(CHALLENGE_REASON_MAX, locale),
                })}
              </p>
            </div>
          </>
        )}
      </FormField>
    </QuestionFormDialog>
  );
}
