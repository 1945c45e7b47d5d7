/**
 * The prelims test engine's answers (docs/openapi.yaml, tag "prelims"), with zod/mini. Only the
 * keys the screens read are listed; unknown keys are dropped.
 */
import { z } from 'zod/mini';
import { testWindowSchema } from '@/lib/test-window';
import { CONFIDENCE_ROWS, CONFIDENCE_TAGS } from '../rules/confidence';
import { challengePeriodSchema, keyChallengeSchema, keyChangeSchema } from './challenge-schemas';
import { csatResultSchema, qualifyingSchema, rankingsCsatSchema } from './csat-schemas';

const id = z.int();

/** A number the start page shows with a default when the server leaves it out. */
function numberOr(fallback: number) {
  return z.pipe(
    z.nullish(z.number()),
    z.transform((value) => value ?? fallback),
  );
}

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** A test as the quiz list gives it (docs/openapi.yaml, Test), with the start page's defaults. */
export const testSchema = z.object({
  id,
  name: text,
  slug: z.string(),
  description: text,
  total_question_count: numberOr(50),
  duration: numberOr(60),
  total_marks: numberOr(100),
  total_attempts: numberOr(1),
  marks_for_correct_answer: numberOr(2),
  marks_for_incorrect_answer: numberOr(0.66),
  marks_for_unattempted_answer: numberOr(0),
  attemptsMade: numberOr(0),
  openAttemptDeadline: z.nullish(z.string()),
  /** The languages the test is set in, its first language first (docs/product.md, "Languages of a test"). */
  languages: z._default(z.array(z.string()), ['en']),
  /** The scheduled window (RFC 3339, both or neither; docs/product.md, "Live tests"), and where it stands. */
  opens_at: z.nullish(z.string()),
  closes_at: z.nullish(z.string()),
  window: testWindowSchema,
});
export type Test = z.infer<typeof testSchema>;

export const savedAnswerSchema = z.object({
  questionId: id,
  selectedOption: z.nullable(id),
  markedForReview: z.boolean(),
  timeSpentMs: z.number(),
  /** The learner's confidence tag (docs/product.md, "Confidence tags"); absent for none. */
  confidence: z.optional(z.enum(CONFIDENCE_TAGS)),
});

export const attemptSchema = z.object({
  attemptId: id,
  attemptKey: text,
  attemptNo: id,
  status: z.enum(['open', 'submitted']),
  startedAt: z.string(),
  deadline: z.string(),
  serverNow: z.string(),
  answers: z.array(savedAnswerSchema),
  /** The attempt is ranked (absent from an older server). */
  ranked: z.optional(z.boolean()),
  /**
   * A ranked attempt's last moment for answers chosen by the deadline to reach the server and
   * count; null for practice, whose answers chosen in time count whenever they arrive
   * (docs/product.md, "The clock").
   */
  answersDueBy: z.nullish(z.string()),
});
export type Attempt = z.infer<typeof attemptSchema>;

const optionSchema = z.object({ id, text: z.string() });

/** A question's Hindi version: the same option ids; the explanation in the review only. */
const hindiVersionSchema = z.object({
  description: z.string(),
  options: z.array(optionSchema),
  explanation: z.optional(z.string()),
});
const translationsSchema = z.optional(z.object({ hi: z.optional(hindiVersionSchema) }));

export const questionSchema = z.object({
  id,
  description: z.string(),
  topic: z.nullish(z.string()),
  options: z.array(optionSchema),
  translations: translationsSchema,
});
export type Question = z.infer<typeof questionSchema>;

/** The signed record of a submission (docs/product.md, "Receipts"): kept exactly as sent. */
export const receiptSchema = z.object({
  attemptId: id,
  testId: id,
  answersSha256: z.string(),
  submittedAt: z.string(),
  signature: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const submissionSchema = z.object({
  attemptId: id,
  attemptNo: id,
  /** Null, as the counts of right and wrong, while a live test's key is held (docs/product.md, "Live tests"). */
  score: z.nullable(z.number()),
  correctAnswers: z.nullable(z.number()),
  incorrectAnswers: z.nullable(z.number()),
  unattemptedAnswers: z.number(),
  totalQuestions: z.number(),
  totalMarks: z.number(),
  finishReason: text,
  /** When a corrected answer key or marking scheme last changed this result. */
  rescoredAt: z.nullish(z.string()),
  /** The receipt of what was submitted; absent from an older server. */
  receipt: z.optional(receiptSchema),
  /** While a live test's key is held: when the score opens with it. */
  scoreOpensAt: z.nullish(z.string()),
  /** Answers chosen on the learner's device that reached the server too late and were not counted. */
  lateAnswers: z.optional(z.number()),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Unique ids are text; an older server sent numbers. */
const uniqueId = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

export const rankingRowSchema = z.object({ rank: z.int(), unique_id: uniqueId, score: z.number() });
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingsSchema = z.object({
  testName: z.optional(z.string()),
  totalParticipants: z.optional(z.number()),
  highestScore: z.nullish(z.number()),
  getUserTestAttempted: z.array(rankingRowSchema),
  you: z.nullish(z.object({ rank: z.int(), unique_id: uniqueId, score: z.number(), percentile: z.number() })),
  /** A GS paper's CSAT paper, and whether only those who qualified in it are ranked (docs/product.md, "CSAT"). */
  csat: z.nullish(rankingsCsatSchema),
});
export type Rankings = z.infer<typeof rankingsSchema>;

export const attemptSummarySchema = z.object({
  id,
  attempts: z.int(),
  creation_date: z.string(),
  /** Null, as the counts of right and wrong, while a live test's key is held. */
  score: z.nullable(z.number()),
  correctAnswers: z.nullable(z.number()),
  incorrectAnswers: z.nullable(z.number()),
  unattemptedAnswers: z.number(),
  finishReason: z.optional(z.string()),
  /** While a live test's key is held: when the score opens with it. */
  scoreOpensAt: z.nullish(z.string()),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const attemptedTestSchema = z.object({
  getAttemptedTest: z.array(attemptSummarySchema),
  getTest: z.object({
    name: text,
    slug: z.optional(z.string()),
    total_marks: z.number(),
    duration: z.number(),
  }),
  totalAttemptsMadeByUser: z.number(),
  /** The attempt still running (an older server leaves it out). */
  openAttempt: z.nullish(
    z.object({
      id,
      attempts: z.int(),
      creation_date: z.string(),
      deadline: z.string(),
      serverNow: z.string(),
    }),
  ),
});
export type AttemptedTest = z.infer<typeof attemptedTestSchema>;
export type RunningAttempt = NonNullable<AttemptedTest['openAttempt']>;

/** What a learner may say is wrong with a question (docs/product.md, "Reporting an error in a question"). */
export const REPORT_KINDS = ['wrong_key', 'translation', 'typo', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The learner's latest report of a question: open until staff resolve or dismiss it, with their reply. */
export const questionReportSchema = z.object({
  id,
  kind: z.enum(REPORT_KINDS),
  note: text,
  status: z.enum(['open', 'resolved', 'dismissed']),
  reply: text,
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

export const reviewQuestionSchema = z.object({
  number: z.int(),
  id,
  description: z.string(),
  topic: z.nullish(z.string()),
  difficulty: z.nullish(z.string()),
  options: z.array(optionSchema),
  selectedOption: z.nullable(id),
  /** Null while the test's window is open: the key is held until it closes. */
  correctOption: z.nullable(id),
  /** 'answered' while the key is held: the answer is not marked yet; 'dropped' after a key challenge. */
  outcome: z.enum(['correct', 'incorrect', 'unattempted', 'answered', 'dropped']),
  explanation: text,
  timeSpentMs: z.number(),
  markedForReview: z.optional(z.boolean()),
  /** When staff corrected this question's answer key after learners had sat the test. */
  keyCorrectedAt: z.nullish(z.string()),
  translations: translationsSchema,
  /** The learner's latest report of an error in the question (null: none). */
  report: z.nullish(questionReportSchema),
  /** How the test's takers did on it (docs/product.md, "How others did"); null while the key is held. */
  stats: z.nullish(z.object({ attemptedPct: z.number(), correctPct: z.number() })),
  /** The learner's own challenge of the key (docs/product.md, "Key challenges"); null: none. */
  challenge: z.nullish(keyChallengeSchema),
  /** Dropped after a challenge: everyone gets its marks. */
  dropped: z.optional(z.boolean()),
});
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

export const topicAccuracySchema = z.object({
  topic: z.string(),
  questions: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  unattempted: z.number(),
  accuracy: z.number(),
  timeSpentMs: numberOr(0),
});
export type TopicAccuracy = z.infer<typeof topicAccuracySchema>;

/** How the answers of one confidence tag did (docs/product.md, "Confidence tags"). */
export const confidenceRowSchema = z.object({
  tag: z.enum(CONFIDENCE_ROWS),
  answered: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  accuracy: z.number(),
  netMarks: z.number(),
});
export type ConfidenceRow = z.infer<typeof confidenceRowSchema>;

export const confidenceAnalysisSchema = z.object({
  rows: z.array(confidenceRowSchema),
  tagged: z.number(),
  scoreWithoutGuesses: z.number(),
});
export type ConfidenceAnalysis = z.infer<typeof confidenceAnalysisSchema>;

export const reviewSchema = z.object({
  attempt: submissionSchema,
  test: z.object({ id, name: text, slug: z.string(), total_marks: z.number(), duration: z.number() }),
  questions: z.array(reviewQuestionSchema),
  analysis: z.object({
    /** Null while a live test's key is held, as the accuracy. */
    score: z.nullable(z.number()),
    rank: z.int(),
    participants: z.number(),
    percentile: z.number(),
    topperScore: z.number(),
    averageScore: z.number(),
    accuracy: z.nullable(z.number()),
    timeSpentMs: numberOr(0),
    topics: z.array(topicAccuracySchema),
    ranked: z.boolean(),
    /** A staff member's own attempt, never ranked (docs/product.md, "Rankings"); absent from an older server. */
    staff: z.optional(z.boolean()),
    /** By confidence tag; null while the key is held, absent from an older server. */
    confidence: z.nullish(confidenceAnalysisSchema),
    /** A GS paper's CSAT verdict; null without a paired CSAT paper (docs/product.md, "CSAT"). */
    csat: z.nullish(csatResultSchema),
    /** A CSAT paper's own verdict on this attempt; null for any other paper. */
    qualifying: z.nullish(qualifyingSchema),
  }),
  /**
   * When the answer key, solutions and rankings open (the window's close), while they are held;
   * null once they are out (docs/product.md, "Live tests").
   */
  keysReleaseAt: z.nullish(z.string()),
  /** The test's key-challenge period, or null for a test without one (docs/product.md, "Key challenges"). */
  challenges: z.nullish(challengePeriodSchema),
  /** The accepted challenges of the test: changed keys and dropped questions, told to everyone who sat it. */
  keyChanges: z.optional(z.array(keyChangeSchema)),
  /** A staff member's preview of the test, of which nothing was stored (docs/product.md, "Preview as a learner"). */
  preview: z.optional(z.boolean()),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * A test of the learner's live schedule (GET /api/v1/modules/tests/schedule): a window not yet
 * closed, in a series one of their subscriptions opens.
 */
export const scheduledTestSchema = z.object({
  id,
  name: text,
  slug: z.string(),
  testSeriesId: z.optional(id),
  seriesName: text,
  duration: numberOr(60),
  opens_at: z.string(),
  closes_at: z.string(),
  window: testWindowSchema,
});
export type ScheduledTest = z.infer<typeof scheduledTestSchema>;
