/**
 * The decision form on a question's key challenges (docs/product.md, "Key challenges"), with the
 * server's rules: accept with a new correct option (another than the current key) or by dropping
 * the question, or reject; a reply of 1 to 1,000 characters, which the learners read.
 */
import { z } from 'zod/mini';
import type { ChallengeDecision, ChallengedQuestion } from '../api/key-challenges';

export const REPLY_MAX = 1000;

export const DECISION_CHOICES = ['key', 'drop', 'reject'] as const;
export type DecisionChoice = (typeof DECISION_CHOICES)[number];

function isDecisionChoice(value: unknown): value is DecisionChoice {
  return typeof value === 'string' && (DECISION_CHOICES as readonly string[]).includes(value);
}

/** The current key's option id, if the question has one. */
export function currentKey(question: Pick<ChallengedQuestion, 'options'>): number | undefined {
  return question.options.find((option) => option.isCorrect)?.id;
}

export function decisionSchema(question: Pick<ChallengedQuestion, 'options'>) {
  const key = currentKey(question);
  const optionIds = new Set(question.options.map((option) => String(option.id)));
  return z
    .object({
      // Radio groups with none chosen read as null (react-hook-form) until one is picked.
      decision: z.nullish(z.string()).check(z.refine(isDecisionChoice, 'Choose a decision.')),
      correctOption: z.nullish(z.string()),
      reply: z.string().check(
        z.refine((value) => value.trim() !== '', 'Write a reply: the learners read it in their review.'),
        z.refine(
          (value) => Array.from(value.trim()).length <= REPLY_MAX,
          'The reply must be at most 1,000 characters.',
        ),
      ),
    })
    .check(
      z.refine((values) => values.decision !== 'key' || optionIds.has(values.correctOption ?? ''), {
        message: 'Choose the correct option, or drop the question.',
        path: ['correctOption'],
      }),
      z.refine((values) => values.decision !== 'key' || values.correctOption !== String(key), {
        message: 'This option is the key already: choose another one, drop the question or reject the challenges.',
        path: ['correctOption'],
      }),
    );
}

export type DecisionValues = z.infer<ReturnType<typeof decisionSchema>>;

export const EMPTY_DECISION: DecisionValues = { decision: null, correctOption: null, reply: '' };

/** The checked form as the server takes it. */
export function toDecision(values: DecisionValues): ChallengeDecision {
  const reply = values.reply.trim();
  if (values.decision === 'reject') return { decision: 'reject', reply };
  if (values.decision === 'drop') return { decision: 'accept', drop: true, reply };
  return { decision: 'accept', correctOption: Number(values.correctOption), drop: false, reply };
}
