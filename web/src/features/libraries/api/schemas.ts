/**
 * The library answers of docs/openapi.yaml, as the pages read them: the generated schemas
 * (web/src/api/generated) cut to the keys the pages read, with their readings
 * (web/src/api/reading.ts): texts left out read as empty, languages as English when unsaid.
 */
import { z } from 'zod/mini';
import {
  zFilePlayback,
  zFileRefOrNull,
  zListMainsSeriesResponse,
  zListMainsTestsResponse,
  zListNotesResponse,
  zListPrelimsLibraryResponse,
  zListVideoLibrariesResponse,
  zListVideosResponse,
  zWindowTime,
} from '@/api/generated/zod.gen';
import { elementOf, reading, text } from '@/api/reading';
import { testWindowSchema } from '@/lib/test-window';
import { translationsSchema } from '@/lib/translated';

/** A paid file as `{file_path}` for the download call, or null when the caller may not have it. */
const fileRef = z.optional(zFileRefOrNull);
export type FileRef = z.infer<typeof fileRef>;

/**
 * A video the site keeps, as a list carries it for a caller who may watch it: an address on this
 * site that works for a few minutes and only for this session (docs/product.md, "Videos").
 */
const filePlayback = z.pick(zFilePlayback, { videoPlayBackUrl: true, kind: true, watermark: true });
export type FilePlayback = z.infer<typeof filePlayback>;

/** The languages an item is in, its first first: ["en"], ["hi"] or ["en", "hi"]; English when unsaid. */
const languages = z._default(z.array(z.string()), ['en']);

export const noteSchema = reading(z.omit(elementOf(zListNotesResponse.shape.responseResult), { libraryId: true }), {
  description: text,
  thumbnail: z.nullish(z.string()),
  year: z.nullish(z.union([z.number(), z.string()])),
  topicWiseAttachment: fileRef,
  sourceWiseAttachment: fileRef,
  primaryWiseAttachment: fileRef,
  languages,
});
export type Note = z.infer<typeof noteSchema>;

export const prelimsTestSchema = reading(
  z.omit(elementOf(zListPrelimsLibraryResponse.shape.responseResult), {
    is_subscribe_button: true,
    testSeriesId: true,
  }),
  {
    description: text,
    testQuestionPDF: fileRef,
    testExplanationPDF: fileRef,
    discussionVideo: z.optional(filePlayback),
    gDriveVideoLink: z.nullish(z.string()),
    languages,
    /** A live mock's window (docs/product.md, "Live tests"): RFC 3339 times, null without one. */
    opens_at: z.nullish(zWindowTime),
    closes_at: z.nullish(zWindowTime),
    window: testWindowSchema,
    /** The name and description in other languages (docs/product.md, "Languages of staff texts"). */
    translations: translationsSchema,
  },
);
export type PrelimsTest = z.infer<typeof prelimsTestSchema>;

const mainsSeries = elementOf(zListMainsSeriesResponse.shape.responseResult);
export const mainsSeriesSchema = reading(mainsSeries, {
  testSeries_relation: reading(mainsSeries.shape.testSeries_relation, { description: text }),
});
export type MainsSeries = z.infer<typeof mainsSeriesSchema>;

export const mainsTestSchema = reading(elementOf(zListMainsTestsResponse.shape.responseResult), {
  description: text,
  questionPDF: fileRef,
  modelAnswerPDF: fileRef,
  evaluatedPDF: fileRef,
  answerPDF: fileRef,
  /** The discussion kept by the site; it plays instead of any Drive link. */
  discussionVideo: z.optional(filePlayback),
  gDriveVideoLink: z.nullish(z.string()),
  remarks: text,
  languages,
  /** A daily answer-writing question, and the question written out (docs/product.md, "Daily answer writing"). */
  isDaily: z._default(z.boolean(), false),
  questionText: text,
  /** The question written out in other languages (docs/product.md, "Languages of staff texts"). */
  translations: translationsSchema,
  paper: text,
  directiveWord: text,
  wordLimit: z._default(z.number(), 0),
});
export type MainsTest = z.infer<typeof mainsTestSchema>;

/** A learner's run of daily questions answered in a series. */
export const dailyStreakSchema = z._default(zListMainsTestsResponse.shape.dailyStreak, { current: 0, longest: 0 });
export type DailyStreak = z.infer<typeof dailyStreakSchema>;

const videoLibrary = elementOf(zListVideoLibrariesResponse.shape.responseResult);
export const videoLibrarySchema = reading(videoLibrary, {
  videoLibrary_data: reading(videoLibrary.shape.videoLibrary_data, { description: text }),
});
export type VideoLibrary = z.infer<typeof videoLibrarySchema>;

export const videoSchema = reading(elementOf(zListVideosResponse.shape.responseResult), {
  description: text,
  gDriveVideoLink: z.nullish(z.string()),
  pdfAttachment: fileRef,
  languages,
});
export type Video = z.infer<typeof videoSchema>;

/** A list answer: `responseResult` and, for some calls, a message. */
export function listAnswer<Item extends z.core.$ZodType>(item: Item) {
  return z.object({ responseResult: z.array(item) });
}
