/**
 * Learners' challenges of answer keys (docs/product.md, "Key challenges"): the challenged
 * questions, and the decision on a question's open challenges (accept with a new key or by
 * dropping the question, which re-scores and re-ranks every attempt; or reject), with a reply.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { json } from './questions';
import { ADMIN_STALE_MS } from './resources';
import { text } from './schemas';

/** Which challenged questions the page lists: those with open challenges, or every one. */
export const CHALLENGE_FILTERS = ['open', 'all'] as const;
export type ChallengeFilter = (typeof CHALLENGE_FILTERS)[number];

export const CHALLENGE_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

const staffChallengeSchema = z.object({
  id: z.number(),
  learnerName: text,
  learnerEmail: text,
  reason: text,
  status: z.enum(CHALLENGE_STATUSES),
  reply: text,
  createdAt: z.string(),
  decidedAt: z.nullish(z.string()),
});

const challengedOptionSchema = z.object({ id: z.number(), text: text, isCorrect: z.boolean() });

const challengedQuestionSchema = z.object({
  questionId: z.number(),
  testId: z.number(),
  testName: text,
  number: z.number(),
  description: text,
  options: z.array(challengedOptionSchema),
  dropped: z.boolean(),
  counts: z.object({ open: z.number(), accepted: z.number(), rejected: z.number() }),
  challenges: z.array(staffChallengeSchema),
});

export type StaffChallenge = z.infer<typeof staffChallengeSchema>;
export type ChallengedQuestion = z.infer<typeof challengedQuestionSchema>;

/** The challenged questions, those with open challenges first. */
export function useKeyChallenges(status: ChallengeFilter) {
  return useQuery({
    queryKey: adminKeys.challengeList(status),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/v1/admin/key-challenges', z.object({ items: z.array(challengedQuestionSchema) }), {
          query: { status },
          signal,
        })
      ).items,
    staleTime: ADMIN_STALE_MS,
  });
}

/** A decision on a question's open challenges, as the server takes it. */
export type ChallengeDecision =
  | { decision: 'accept'; correctOption: number; drop: false; reply: string }
  | { decision: 'accept'; drop: true; reply: string }
  | { decision: 'reject'; reply: string };

export interface DecideInput {
  question: Pick<ChallengedQuestion, 'questionId' | 'testId'>;
  decision: ChallengeDecision;
}

/** What a decision did: the submitted attempts scored again, and how many of their results changed. */
const decidedSchema = z.object({
  message: z.optional(z.string()),
  rescored: z._default(z.number(), 0),
  changed: z._default(z.number(), 0),
});

/**
 * Decides a question's open challenges. The challenges are fetched again, and an accepted one
 * changed the test's question bank and its reported questions' keys too.
 */
export function useDecideChallenges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ question, decision }: DecideInput) =>
      apiRequest(`/v1/admin/questions/${question.questionId}/challenges/decide`, {
        method: 'POST',
        body: json({ ...decision, reply: decision.reply.trim() }),
        schema: decidedSchema,
      }),
    onSuccess: (_answer, { question }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.challenges() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.questions(question.testId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
      ]),
  });
}
