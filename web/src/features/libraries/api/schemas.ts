/**
 * The library answers of docs/openapi.yaml, as the pages read them. The extras the server adds
 * (counts, attempts) are optional here, so an older server still reads.
 */
import { z } from 'zod/mini';
import { testWindowSchema } from '@/lib/test-window';

/** A paid file as `{file_path}` for the download call, or null when the caller may not have it. */
const fileRef = z.nullish(z.object({ file_path: z.string().check(z.minLength(1)) }));
export type FileRef = z.infer<typeof fileRef>;

/**
 * A video the site keeps, as a list carries it for a caller who may watch it: an address on this
 * site that works for a few minutes and only for this session (docs/product.md, "Videos").
 */
const filePlayback = z.object({
  videoPlayBackUrl: z.string(),
  kind: z.literal('file'),
  watermark: z._default(z.string(), ''),
});
export type FilePlayback = z.infer<typeof filePlayback>;

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

/** The languages an item is in, its first first: ["en"], ["hi"] or ["en", "hi"]; English when unsaid. */
const languages = z._default(z.array(z.string()), ['en']);

export const noteSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: optionalText,
  thumbnail: z.nullish(z.string()),
  year: z.nullish(z.union([z.number(), z.string()])),
  isSubscribed: z.boolean(),
  topicWiseAttachment: fileRef,
  sourceWiseAttachment: fileRef,
  primaryWiseAttachment: fileRef,
  languages,
});
export type Note = z.infer<typeof noteSchema>;

export const prelimsTestSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: optionalText,
  duration: z.number(),
  total_marks: z.number(),
  total_question_count: z.optional(z.number()),
  total_attempts: z.optional(z.number()),
  attemptsMade: z.optional(z.number()),
  testQuestionPDF: fileRef,
  /** The test has a question paper, listed once the learner has started the test. */
  hasQuestionPDF: z.optional(z.boolean()),
  testExplanationPDF: fileRef,
  /** The discussion kept by the site; it plays instead of any Drive link. */
  discussionVideo: z.optional(filePlayback),
  gDriveVideoLink: z.nullish(z.string()),
  isSubscribed: z.boolean(),
  languages,
  /** A live mock's window (docs/product.md, "Live tests"): RFC 3339 times, null without one. */
  opens_at: z.nullish(z.string()),
  closes_at: z.nullish(z.string()),
  window: testWindowSchema,
  /** When an accepted key challenge last revised a test the learner submitted (docs/product.md, "Key challenges"). */
  keyChangedAt: z.nullish(z.string()),
  /** Staff gave the test an explanation PDF / a discussion, listed once the learner may have them. */
  hasExplanationPDF: z.optional(z.boolean()),
  hasDiscussionVideo: z.optional(z.boolean()),
  /** When the explanation and the discussion open to a learner who submitted a live test (docs/product.md, "Live tests"). */
  keysOpenAt: z.nullish(z.string()),
  /** The deadline of the learner's attempt in progress: the card offers Resume (docs/product.md, "The test screen"). */
  openAttemptDeadline: z.nullish(z.string()),
});
export type PrelimsTest = z.infer<typeof prelimsTestSchema>;

export const mainsSeriesSchema = z.object({
  mainsTestSeriesId: z.number(),
  testSeries_relation: z.object({ name: z.string(), description: optionalText }),
  isSubscribed: z.boolean(),
  testCount: z.optional(z.number()),
});
export type MainsSeries = z.infer<typeof mainsSeriesSchema>;

export const mainsTestSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: optionalText,
  start_date: z.string(),
  end_date: z.string(),
  maximumScore: z.number(),
  isAttempted: z.boolean(),
  isOpen: z.optional(z.boolean()),
  questionPDF: fileRef,
  modelAnswerPDF: fileRef,
  evaluatedPDF: fileRef,
  answerPDF: fileRef,
  /** The discussion kept by the site; it plays instead of any Drive link. */
  discussionVideo: z.optional(filePlayback),
  gDriveVideoLink: z.nullish(z.string()),
  show_enquiry: z.union([z.number(), z.boolean()]),
  isSubscribed: z.boolean(),
  marks: z.nullish(z.number()),
  remarks: optionalText,
  uploadedAt: z.nullish(z.string()),
  evaluationStartedAt: z.nullish(z.string()),
  evaluatedAt: z.nullish(z.string()),
  expectedBy: z.nullish(z.string()),
  questionMarks: z.nullish(
    z.array(
      z.object({
        question: z.string(),
        marks: z.number(),
        maximum: z.number(),
        rubric: z.array(z.object({ criterion: z.string(), marks: z.number(), maximum: z.number() })),
      }),
    ),
  ),
  /** The evaluator's comments on the copy as text, by page in reading order (docs/product.md, "Evaluating in the browser"). */
  comments: z.optional(z.array(z.object({ page: z.number(), text: z.string() }))),
  languages,
  /** A daily answer-writing question, and the question written out (docs/product.md, "Daily answer writing"). */
  isDaily: z._default(z.boolean(), false),
  questionText: optionalText,
  paper: optionalText,
  directiveWord: optionalText,
  wordLimit: z._default(z.number(), 0),
});
export type MainsTest = z.infer<typeof mainsTestSchema>;

/** A learner's run of daily questions answered in a series. */
export const dailyStreakSchema = z._default(z.object({ current: z.number(), longest: z.number() }), {
  current: 0,
  longest: 0,
});
export type DailyStreak = z.infer<typeof dailyStreakSchema>;

export const videoLibrarySchema = z.object({
  videoLibraryId: z.number(),
  videoLibrary_data: z.object({ name: z.string(), description: optionalText }),
  isSubscribed: z.boolean(),
  videoCount: z.optional(z.number()),
});
export type VideoLibrary = z.infer<typeof videoLibrarySchema>;

export const videoSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: optionalText,
  posters: z.array(z.object({ posterUrl: z.string() })),
  gDriveVideoLink: z.nullish(z.string()),
  pdfAttachment: fileRef,
  durationSeconds: z.nullish(z.number()),
  isSubscribed: z.boolean(),
  languages,
});
export type Video = z.infer<typeof videoSchema>;

/** A list answer: `responseResult` and, for some calls, a message. */
export function listAnswer<Item extends z.core.$ZodType>(item: Item) {
  return z.object({ responseResult: z.array(item) });
}
