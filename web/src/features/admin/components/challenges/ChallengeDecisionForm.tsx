import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormField } from '@/components/form/FormField';
import { errorMessage } from '@/lib/api-client';
import { type ChallengedQuestion, useDecideChallenges } from '../../api/key-challenges';
import {
  currentKey,
  type DecisionChoice,
  decisionSchema,
  type DecisionValues,
  EMPTY_DECISION,
  REPLY_MAX,
  toDecision,
} from '../../rules/challenge-decision';
import { plainText } from '../../rules/plain-text';
import { optionLetter } from '../../rules/question-schema';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { ConfirmDialog } from '../ui/ConfirmDialog';

const DECISIONS: readonly { value: DecisionChoice; label: string; hint: string }[] = [
  {
    value: 'key',
    label: 'Accept: change the key',
    hint: 'The learners are right: another option is correct.',
  },
  {
    value: 'drop',
    label: 'Accept: drop the question',
    hint: 'No option is right (or more than one is): everyone gets the question’s marks.',
  },
  { value: 'reject', label: 'Reject', hint: 'The key stands. Say why, so the learners understand.' },
];

const RESCORE = 'Every attempt of this test will be re-scored and re-ranked.';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What confirming does, in words, for the confirmation step. */
function consequence(question: ChallengedQuestion, values: DecisionValues): { title: string; text: string } {
  const closing =
    question.counts.open === 1 ? 'The open challenge closes' : `The ${question.counts.open} open challenges close`;
  if (values.decision === 'reject') {
    return {
      title: `Reject the challenges of question ${question.number}?`,
      text: `The key stays as it is. ${closing} as rejected, with your reply.`,
    };
  }
  if (values.decision === 'drop') {
    return {
      title: `Drop question ${question.number}?`,
      text: `Everyone who sat ${question.testName} gets the question’s marks. ${RESCORE} ${closing} as accepted, with your reply.`,
    };
  }
  const index = question.options.findIndex((option) => String(option.id) === values.correctOption);
  const option = question.options[index];
  return {
    title: `Change the key of question ${question.number}?`,
    text: `Option ${optionLetter(index + 1)} (${plainText(option?.text ?? '')}) becomes the correct answer. ${RESCORE} ${closing} as accepted, with your reply.`,
  };
}

/**
 * The decision on a question's open key challenges (docs/product.md, "Key challenges"): accept
 * with a new correct option or by dropping the question, or reject; a reply the learners read;
 * then a confirmation that says what will happen before anything is re-scored.
 */
export function ChallengeDecisionForm({ question }: { question: ChallengedQuestion }) {
  const id = useId();
  const decide = useDecideChallenges();
  const schema = useMemo(() => decisionSchema(question), [question]);
  const [confirming, setConfirming] = useState<DecisionValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isDirty },
  } = useForm<DecisionValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_DECISION });
  // docs/product.md, "Unsaved changes": a decision or a reply not yet recorded.
  useUnsavedChanges(isDirty, `the decision on question ${question.number}`);
  const decision = useWatch({ control, name: 'decision' });
  const key = currentKey(question);
  const decisionError = errors.decision?.message;
  const optionError = errors.correctOption?.message;

  const confirm = () => {
    if (!confirming) return;
    setFailure(null);
    decide.mutate(
      { question, decision: toDecision(confirming) },
      {
        onSuccess: ({ rescored, changed }) => {
          toast.success(
            confirming.decision === 'reject'
              ? `Challenges of question ${question.number} rejected: the key stands.`
              : `Challenges of question ${question.number} accepted: ${plural(rescored, 'attempt')} re-scored and re-ranked, ${plural(changed, 'result')} changed.`,
          );
          setConfirming(null);
          reset(EMPTY_DECISION);
        },
        onError: (error) => setFailure(errorMessage(error, 'Could not record the decision. Please try again.')),
      },
    );
  };

  const radio = 'mt-1 size-4 shrink-0 accent-navy-800';
  const choice =
    'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 px-3.5 py-2.5 has-checked:border-navy-500 has-checked:bg-navy-50';
  const shown = confirming ? consequence(question, confirming) : null;
  return (
    <>
      <form
        noValidate
        aria-label={`Decision on question ${question.number}`}
        className="mt-4 space-y-4 border-t border-slate-100 pt-4"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setFailure(null);
            setConfirming(values);
          })(event)
        }
      >
        <fieldset aria-describedby={decisionError ? `${id}-decision-error` : undefined}>
          <legend className="text-sm font-medium text-navy-900">
            Decision
            <span aria-hidden="true" className="ml-0.5 text-rose-600">
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-2 lg:grid-cols-3">
            {DECISIONS.map(({ value, label, hint }) => (
              <label key={value} className={choice}>
                <input
                  type="radio"
                  value={value}
                  className={radio}
                  aria-describedby={`${id}-${value}-hint`}
                  aria-invalid={decisionError ? true : undefined}
                  {...register('decision')}
                />
                <span>
                  <span className="block font-medium text-navy-950">{label}</span>
                  <span id={`${id}-${value}-hint`} className="block text-sm text-slate-600">
                    {hint}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${id}-decision-error`} message={decisionError} />
        </fieldset>
        {decision === 'key' && (
          <fieldset aria-describedby={optionError ? `${id}-option-error` : undefined}>
            <legend className="text-sm font-medium text-navy-900">
              New correct option
              <span aria-hidden="true" className="ml-0.5 text-rose-600">
                *
              </span>
            </legend>
            <div className="mt-2 space-y-2">
              {question.options.map((option, index) => (
                <label key={option.id} className={choice}>
                  <input
                    type="radio"
                    value={String(option.id)}
                    className={radio}
                    aria-invalid={optionError ? true : undefined}
                    {...register('correctOption')}
                  />
                  <span className="text-sm text-slate-800">
                    <span className="font-semibold">{optionLetter(index + 1)}.</span> {plainText(option.text)}
                    {option.id === key && <span className="ml-1.5 text-slate-500">(current key)</span>}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${id}-option-error`} message={optionError} />
          </fieldset>
        )}
        <FormField
          label="Reply to the learners"
          required
          hint="Shown to the learners who challenged, beside the question in their review; with an accepted challenge, also in the notice every learner of the test sees. At most 1,000 characters."
          error={errors.reply?.message}
        >
          {(controlProps) => (
            <textarea rows={3} maxLength={REPLY_MAX} className="form-input" {...register('reply')} {...controlProps} />
          )}
        </FormField>
        <div className="flex justify-end">
          <button type="submit" className="btn btn-navy" aria-label={`Decide on question ${question.number}`}>
            Decide
          </button>
        </div>
      </form>
      {shown && confirming && (
        <ConfirmDialog
          title={shown.title}
          confirmLabel={confirming.decision === 'reject' ? 'Reject' : 'Accept and re-score'}
          pendingLabel={confirming.decision === 'reject' ? 'Rejecting...' : 'Re-scoring...'}
          onConfirm={confirm}
          onClose={() => setConfirming(null)}
          pending={decide.isPending}
          error={failure}
          destructive={confirming.decision !== 'reject'}
        >
          <p>{shown.text}</p>
          <p className="mt-2 text-slate-600">
            Your reply: <span className="whitespace-pre-line">{confirming.reply.trim()}</span>
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
