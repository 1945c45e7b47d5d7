/** Mains answers for evaluators (admins and evaluators): the queue, and recording an evaluation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  zAddBankCommentResponse,
  zAdminGetSeriesEvaluatorsResponse,
  zEvaluatorStatsResponse,
  zGetAnswerToEvaluateResponse,
  zListAnswersToEvaluateResponse,
  zListAssignableEvaluatorsResponse,
  zListBankCommentsResponse,
  zListSecondMarkingsResponse,
  zMarkAgainResponse,
  zSaveEvaluationDraftResponse,
  zStartEvaluationResponse,
} from '@/api/generated/zod.gen';
import { elementOf, listOr, present, reading } from '@/api/reading';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';
import { sendForm } from './send-form';
import { type Annotation, MARK_KINDS, type QuestionMark } from '../rules/annotation';

export type AnswerStatus = 'pending' | 'late' | 'evaluated';

const listedAnswer = elementOf(zListAnswersToEvaluateResponse.shape.responseResult);

/**
 * An answer as an evaluator sees it (docs/openapi.yaml, listAnswersToEvaluate). Its remarks, once
 * evaluated, are where a correction starts; `markingAgain` says the caller is to mark it again,
 * blind, its first evaluation left out until they have. The promised day is always sent: the
 * screens count down to it.
 */
const answerSchema = reading(listedAnswer, { expectedBy: present(listedAnswer.shape.expectedBy) });

export type Answer = z.infer<typeof answerSchema>;

const answersSchema = reading(z.pick(zListAnswersToEvaluateResponse, { responseResult: true }), {
  responseResult: z.array(answerSchema),
});

/** The current answers (oldest first), awaiting evaluation or evaluated; every test, up to the server's 500. */
export function useAnswers(status: AnswerStatus) {
  return useQuery({
    queryKey: adminKeys.answerList(status),
    queryFn: async ({ signal }) =>
      (await apiGet('/v1/admin/mains/answers', answersSchema, { query: { status }, signal })).responseResult,
    staleTime: ADMIN_STALE_MS,
  });
}

/**
 * Records that an evaluator has opened an answer to evaluate it: its learner then reads 'Being
 * evaluated' (docs/product.md, "Evaluation on time"). Only the first opening counts on the server.
 */
export function useStartEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) =>
      apiRequest(`/v1/admin/mains/answers/${uploadId}/start`, {
        method: 'POST',
        schema: z.pick(zStartEvaluationResponse, { evaluationStartedAt: true }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.answers() }),
  });
}

export interface EvaluationInput {
  uploadId: number;
  marks: string;
  remarks: string;
  /** Null to correct the marks or remarks alone: the copy already given stays. */
  evaluatedPDF: File | null;
  onProgress?: (sent: number) => void;
}

/** Records marks, remarks and the evaluated PDF (again, to correct an evaluation). */
export function useEvaluate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, marks, remarks, evaluatedPDF, onProgress }: EvaluationInput) => {
      const body = new FormData();
      body.set('marks', marks.trim());
      body.set('remarks', remarks.trim());
      if (evaluatedPDF) body.set('evaluatedPDF', evaluatedPDF);
      return sendForm(
        `/v1/admin/mains/answers/${uploadId}/evaluation`,
        'POST',
        { body, hasFile: evaluatedPDF !== null },
        messageAnswerSchema,
        onProgress,
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.answers() });
      // The mains tests' "to evaluate" counts and the dashboard change too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('mains-tests') });
    },
  });
}

const annotationSchema = z.object({
  page: z.number(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  kind: z.enum(MARK_KINDS),
  text: z.optional(z.string()),
});

/** A number of a draft, where null is one not yet given (an empty field on the screen). */
const draftNumber = z.pipe(
  z.nullable(z.number()),
  z.transform((value) => value ?? Number.NaN),
);

/**
 * A draft or an evaluation as the screen reads it. docs/openapi.yaml's EvaluationWork is the draft
 * as an evaluator's browser sent it, every field optional; the screen reads complete marks.
 */
const workSchema = z.object({
  annotations: z.nullish(z.array(annotationSchema)),
  questionMarks: z.nullish(
    z.array(
      z.object({
        question: z.string(),
        marks: draftNumber,
        maximum: draftNumber,
        rubric: z.nullish(z.array(z.object({ criterion: z.string(), marks: draftNumber, maximum: draftNumber }))),
      }),
    ),
  ),
  remarks: z.optional(z.string()),
});

/** An evaluation as the annotation screen holds it: the draft, or what an evaluation was made from. */
export interface EvaluationWork {
  annotations: Annotation[];
  questionMarks: QuestionMark[];
  remarks: string;
}

/**
 * The annotation screen's answer: the question written out, for a test that has one (a daily
 * question always does), and the test's questions as staff set them, or none (docs/product.md,
 * "A test's questions").
 */
const answerDetailSchema = reading(z.omit(zGetAnswerToEvaluateResponse, { status: true }), {
  // The description leaves the answer open; it is the one the list sends.
  answer: answerSchema,
  draft: z.nullable(workSchema),
  evaluation: z.nullable(workSchema),
  questions: listOr(elementOf(present(zGetAnswerToEvaluateResponse.shape.questions))),
});

/** One answer for the annotation screen, with the evaluator's draft and the evaluation made. */
export function useAnswerDetail(uploadId: number) {
  return useQuery({
    queryKey: [...adminKeys.answers(), 'detail', uploadId],
    queryFn: ({ signal }) => apiGet(`/v1/admin/mains/answers/${uploadId}`, answerDetailSchema, { signal }),
    // The screen starts from what is saved; refetching under the evaluator would undo their work.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Keeps the evaluator's unfinished work on the server (docs/product.md, "Evaluating in the browser"). */
export function saveDraft(uploadId: number, work: EvaluationWork) {
  return apiRequest(`/v1/admin/mains/answers/${uploadId}/draft`, {
    method: 'PUT',
    body: new Blob([JSON.stringify(work)], { type: 'application/json' }),
    schema: z.pick(zSaveEvaluationDraftResponse, { savedAt: true }),
  });
}

/** Saves the evaluation made on the screen: the server draws it onto the learner's pages. */
export function useEvaluateInBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, work }: { uploadId: number; work: EvaluationWork }) => {
      const body = new URLSearchParams();
      body.set('annotations', JSON.stringify(work.annotations));
      body.set('questionMarks', JSON.stringify(work.questionMarks));
      body.set('remarks', work.remarks.trim());
      return apiRequest(`/v1/admin/mains/answers/${uploadId}/evaluation`, {
        method: 'POST',
        body,
        schema: messageAnswerSchema,
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.answers() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('mains-tests') });
    },
  });
}

const evaluatorsSchema = z.pick(zListAssignableEvaluatorsResponse, { evaluators: true });

/** The accounts an answer can be assigned to: evaluators and admins (admins only). */
export function useEvaluators(enabled = true) {
  return useQuery({
    queryKey: [...adminKeys.answers(), 'evaluators'],
    queryFn: async ({ signal }) =>
      (await apiGet('/v1/admin/mains/evaluators', evaluatorsSchema, { signal })).evaluators,
    staleTime: ADMIN_STALE_MS,
    enabled,
  });
}

/** Assigns an answer to an evaluator, or leaves it unassigned with null (admins only). */
export function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, evaluatorId }: { uploadId: number; evaluatorId: number | null }) =>
      apiRequest(`/v1/admin/mains/answers/${uploadId}/assignee`, {
        method: 'PUT',
        body: new URLSearchParams({ evaluatorId: evaluatorId === null ? '' : String(evaluatorId) }),
        schema: messageAnswerSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.answers() }),
  });
}

const seriesEvaluatorsSchema = z.pick(zAdminGetSeriesEvaluatorsResponse, { evaluatorIds: true });

/** The evaluators of a mains series (docs/product.md, "Who evaluates which answer"). */
export function useSeriesEvaluators(libraryId: number) {
  return useQuery({
    queryKey: [...adminKeys.answers(), 'series', libraryId],
    queryFn: async ({ signal }) =>
      (await apiGet(`/v1/admin/libraries/${libraryId}/evaluators`, seriesEvaluatorsSchema, { signal })).evaluatorIds,
    staleTime: 0,
  });
}

/** Replaces the evaluators of a mains series. */
export function useSaveSeriesEvaluators(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiRequest(`/v1/admin/libraries/${libraryId}/evaluators`, {
        method: 'PUT',
        body: new URLSearchParams(ids.map((id) => ['evaluatorIds', String(id)])),
        schema: messageAnswerSchema,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...adminKeys.answers(), 'series', libraryId] }),
  });
}

export type SecondMarkingStatus = 'open' | 'flagged' | 'all';

/**
 * A copy in second marking. `resolvedAt`: when a senior evaluated the flagged copy again, which
 * settles it; `yoursToMark`: the caller marks it again, whatever their role, and has not yet.
 */
const secondMarkingsSchema = z.pick(zListSecondMarkingsResponse, { responseResult: true });
export type SecondMarking = z.infer<typeof secondMarkingsSchema>['responseResult'][number];

/** Copies in second marking: an evaluator's own open ones, or for admins every one by status. */
export function useSecondMarkings(status: SecondMarkingStatus) {
  return useQuery({
    queryKey: [...adminKeys.answers(), 'second', status],
    queryFn: async ({ signal }) =>
      (
        await apiGet('/v1/admin/mains/second-markings', secondMarkingsSchema, {
          query: { status },
          signal,
        })
      ).responseResult,
    staleTime: ADMIN_STALE_MS,
  });
}

/** Records the second evaluator's marks; the answer says whether the copy is flagged. */
export function useMarkAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, marks }: { uploadId: number; marks: string }) =>
      apiRequest(`/v1/admin/mains/second-markings/${uploadId}`, {
        method: 'POST',
        body: new URLSearchParams({ marks: marks.trim() }),
        schema: z.pick(zMarkAgainResponse, { message: true, flagged: true }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.answers() }),
  });
}

const statsSchema = z.pick(zEvaluatorStatsResponse, { responseResult: true });

/** Each evaluator's figures over the last 90 days, beside the others' (admins only). */
export function useEvaluatorStats(enabled: boolean) {
  return useQuery({
    queryKey: [...adminKeys.answers(), 'stats'],
    queryFn: async ({ signal }) =>
      (await apiGet('/v1/admin/mains/evaluator-stats', statsSchema, { signal })).responseResult,
    staleTime: ADMIN_STALE_MS,
    enabled,
  });
}

const bankCommentsSchema = z.pick(zListBankCommentsResponse, { comments: true });
export type BankComment = z.infer<typeof bankCommentsSchema>['comments'][number];

/** The comment bank: shared comments and the caller's own, those containing q. */
export function useBankComments(q: string) {
  return useQuery({
    queryKey: [...adminKeys.answers(), 'bank', q],
    queryFn: async ({ signal }) =>
      (
        await apiGet('/v1/admin/mains/comments', bankCommentsSchema, {
          query: { q },
          signal,
        })
      ).comments,
    staleTime: ADMIN_STALE_MS,
  });
}

/** Keeps a comment in the caller's own bank. */
export function useKeepComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest('/v1/admin/mains/comments', {
        method: 'POST',
        body: new URLSearchParams({ text: text.trim() }),
        schema: z.pick(zAddBankCommentResponse, { message: true, comment: true }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...adminKeys.answers(), 'bank'] }),
  });
}
