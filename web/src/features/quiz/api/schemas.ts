/**
 * The prelims test engine's answers (docs/openapi.yaml, tag "prelims"), with zod/mini. Only the
 * keys the screens read are listed; unknown keys are dropped.
 */
import { z } from 'zod/mini';

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
});
export type Test = z.infer<typeof testSchema>;

export const savedAnswerSchema = z.object({
  questionId: id,
  selectedOption: z.nullable(id),
  markedForReview: z.boolean(),
  timeSpentMs: z.number(),
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
  score: z.number(),
  correctAnswers: z.number(),
  incorrectAnswers: z.number(),
  unattemptedAnswers: z.number(),
  totalQuestions: z.number(),
  totalMarks: z.number(),
  finishReason: text,
  /** When a corrected answer key or marking scheme last changed this result. */
  rescoredAt: z.nullish(z.string()),
  /** The receipt of what was submitted; absent from an older server. */
  receipt: z.optional(receiptSchema),
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
});
export type Rankings = z.infer<typeof rankingsSchema>;

export const attemptSummarySchema = z.object({
  id,
  attempts: z.int(),
  creation_date: z.string(),
  score: z.number(),
  correctAnswers: z.number(),
  incorrectAnswers: z.number(),
  unattemptedAnswers: z.number(),
  finishReason: z.optional(z.string()),
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
  correctOption: id,
  outcome: z.enum(['correct', 'incorrect', 'unattempted']),
  explanation: text,
  timeSpentMs: z.number(),
  markedForReview: z.optional(z.boolean()),
  /** When staff corrected this question's answer key after learners had sat the test. */
  keyCorrectedAt: z.nullish(z.string()),
  translations: translationsSchema,
  /** The learner's latest report of an error in the question (null: none). */
  report: z.nullish(questionReportSchema),
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

export const reviewSchema = z.object({
  attempt: submissionSchema,
  test: z.object({ id, name: text, slug: z.string(), total_marks: z.number(), duration: z.number() }),
  questions: z.array(reviewQuestionSchema),
  analysis: z.object({
    score: z.number(),
    rank: z.int(),
    participants: z.number(),
    percentile: z.number(),
    topperScore: z.number(),
    averageScore: z.number(),
    accuracy: z.number(),
    timeSpentMs: numberOr(0),
    topics: z.array(topicAccuracySchema),
    ranked: z.boolean(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;
