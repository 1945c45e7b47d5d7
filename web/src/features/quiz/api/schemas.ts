/**
 * The prelims test engine's answers (docs/openapi.yaml, tag "prelims"): the generated schemas
 * (web/src/api/generated) with the screens' readings of a few fields (web/src/api/reading.ts).
 */
import { z } from 'zod/mini';
import {
  zAttemptSession,
  zConfidenceAnalysis,
  zListAttemptedResponse,
  zLiveTestScheduleResponse,
  zQuestionReport,
  zReceipt,
  zReview,
  zShowRankingsResponse,
  zSubmission,
  zTest,
} from '@/api/generated/zod.gen';
import { elementOf, numberOr, reading, text } from '@/api/reading';
import { testWindowSchema } from '@/lib/test-window';
import { translationsSchema as staffTranslationsSchema } from '@/lib/translated';

const id = z.int();

/** A test as the quiz list gives it (docs/openapi.yaml, Test), with the start page's defaults. */
export const testSchema = reading(zTest, {
  name: text,
  description: text,
  total_question_count: numberOr(50),
  duration: numberOr(60),
  total_marks: numberOr(100),
  total_attempts: numberOr(1),
  marks_for_correct_answer: numberOr(2),
  marks_for_incorrect_answer: numberOr(0.66),
  marks_for_unattempted_answer: numberOr(0),
  attemptsMade: numberOr(0),
  /** The languages the test is set in, its first language first (docs/product.md, "Languages of a test"). */
  languages: z._default(zTest.shape.languages, ['en']),
  window: testWindowSchema,
  /** The name and description in other languages (docs/product.md, "Languages of staff texts"). */
  translations: staffTranslationsSchema,
});
export type Test = z.infer<typeof testSchema>;

export const savedAnswerSchema = elementOf(zAttemptSession.shape.answers);

/** An attempt as starting or resuming it gives it (its remaining seconds are read from its deadline). */
export const attemptSchema = reading(z.omit(zAttemptSession, { remainingSeconds: true }), { attemptKey: text });
export type Attempt = z.infer<typeof attemptSchema>;

const optionSchema = z.object({ id, text: z.string() });

/** A question in another language of its test: the same option ids; the explanation in the review only. */
const versionSchema = z.object({
  description: z.string(),
  options: z.array(optionSchema),
  explanation: z.optional(z.string()),
});
/** A question's versions, by language ('hi', 'mr'). */
const translationsSchema = z.optional(z.record(z.string(), versionSchema));

export const questionSchema = z.object({
  id,
  /**
   * The question's kind, which picks its answer component (components/AnswerInput); a question
   * kept on this device before kinds were sent is single choice, as every question then was.
   */
  kind: z._default(z.string(), 'single_choice'),
  description: z.string(),
  topic: z.nullish(z.string()),
  options: z.array(optionSchema),
  translations: translationsSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** The signed record of a submission (docs/product.md, "Receipts"): kept exactly as sent. */
export const receiptSchema = zReceipt;
export type Receipt = z.infer<typeof receiptSchema>;

export const submissionSchema = zSubmission;
export type Submission = z.infer<typeof submissionSchema>;

const rankings = z.omit(zShowRankingsResponse, { status: true });
export const rankingRowSchema = elementOf(rankings.shape.getUserTestAttempted);
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingsSchema = rankings;
export type Rankings = z.infer<typeof rankingsSchema>;

const attempted = z.omit(zListAttemptedResponse, { status: true });
export const attemptSummarySchema = elementOf(attempted.shape.getAttemptedTest);
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const attemptedTestSchema = reading(attempted, {
  getTest: reading(attempted.shape.getTest, { name: text }),
});
export type AttemptedTest = z.infer<typeof attemptedTestSchema>;
export type RunningAttempt = NonNullable<AttemptedTest['openAttempt']>;

/** What a learner may say is wrong with a question (docs/product.md, "Reporting an error in a question"). */
export const REPORT_KINDS = ['wrong_key', 'translation', 'typo', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The learner's latest report of a question: open until staff resolve or dismiss it, with their reply. */
/** The learner's latest report of a question: open until staff resolve or dismiss it, with their reply. */
export const questionReportSchema = z.pick(zQuestionReport, {
  id: true,
  kind: true,
  note: true,
  status: true,
  reply: true,
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

const review = zReview.shape;

export const reviewQuestionSchema = reading(elementOf(review.questions), {
  topic: z.nullish(z.string()),
  difficulty: z.nullish(z.string()),
  translations: translationsSchema,
  report: z.nullish(questionReportSchema),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const topicAccuracySchema = reading(elementOf(review.analysis.shape.topics), { timeSpentMs: numberOr(0) });
export type TopicAccuracy = z.infer<typeof topicAccuracySchema>;

/** How the answers of one confidence tag did (docs/product.md, "Confidence tags"). */
export const confidenceRowSchema = elementOf(zConfidenceAnalysis.shape.rows);
export type ConfidenceRow = z.infer<typeof confidenceRowSchema>;

export const confidenceAnalysisSchema = zConfidenceAnalysis;
export type ConfidenceAnalysis = z.infer<typeof confidenceAnalysisSchema>;

export const reviewSchema = reading(zReview, {
  test: reading(review.test, { name: text }),
  questions: z.array(reviewQuestionSchema),
  analysis: reading(review.analysis, { timeSpentMs: numberOr(0), topics: z.array(topicAccuracySchema) }),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A test of the learner's live schedule (GET /api/v1/modules/tests/schedule): a window not yet
 * closed, in a series one of their subscriptions opens.
 */
export const scheduledTestSchema = reading(elementOf(zLiveTestScheduleResponse.shape.body.shape.data), {
  name: text,
  seriesName: text,
  duration: numberOr(60),
  window: testWindowSchema,
});
export type ScheduledTest = z.infer<typeof scheduledTestSchema>;
