/** A prelims test's question bank: list, add, change, remove, and import from a CSV file. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import type { QuestionPayload } from '../rules/question-schema';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';
import { text } from './schemas';
import { sendForm } from './send-form';

/** A question's version in one language (docs/product.md, "Languages of a test"). */
const versionSchema = z.object({ description: text, explanation: text, options: z.array(z.string()) });

const questionShape = {
  description: text,
  explanation: text,
  difficulty: text,
  topic: text,
  options: z.array(z.string()),
  correct: z.number(),
  /** The versions in other languages, by the registry's language code. */
  translations: z._default(z.record(z.string(), versionSchema), {}),
};

/** A text, its explanation and its options made HTML, as learners read them. */
const shownTextsSchema = z.object({
  description: z.string(),
  explanation: z.string(),
  options: z.array(z.string()),
});

/**
 * A question as learners read it: its typed texts made HTML on the server, by the one rule of
 * staff text (docs/product.md, "Staff text"), so the console shows exactly what the test screen
 * will; each version in another language shown the same way, by language code.
 */
const shownSchema = z.object({
  ...shownTextsSchema.shape,
  translations: z._default(z.record(z.string(), shownTextsSchema), {}),
});

/** A question as the import read it, with its row in the file (2 is the first after the header). */
const importedQuestionSchema = z.object({ ...questionShape, row: z.number(), shown: shownSchema });
const adminQuestionSchema = z.object({ ...questionShape, id: z.number(), position: z.number(), shown: shownSchema });

export type ImportedQuestion = z.infer<typeof importedQuestionSchema>;
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const importPreviewSchema = z.object({
  questions: z.array(importedQuestionSchema),
  problems: z.array(z.object({ row: z.number(), errors: z.record(z.string(), z.string()) })),
  committed: z.boolean(),
  /** What staff should know before importing, which does not stop it (columns of a language the test will not show). */
  warnings: z.array(z.string()),
});

export type ImportPreview = z.infer<typeof importPreviewSchema>;

const createdSchema = z.object({ id: z.number() });

export function useQuestions(testId: number) {
  return useQuery({
    queryKey: adminKeys.questions(testId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/v1/admin/prelims-tests/${testId}/questions`, z.object({ items: z.array(adminQuestionSchema) }), {
          signal,
        })
      ).items,
    staleTime: ADMIN_STALE_MS,
  });
}

/** The question bank's calls take JSON (options are a list), sent as a typed Blob. */
export function json(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}

/** After a change the list and the test's question count are stale. */
function useInvalidateQuestions(testId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.questions(testId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.resource('prelims-tests') }),
    ]);
}

/** Adds a question at the end (id null) or changes one. */
export function useSaveQuestion(testId: number) {
  const invalidate = useInvalidateQuestions(testId);
  return useMutation({
    /** Answers the server's message: a corrected key says how many attempts it re-scored. */
    mutationFn: async ({
      id,
      question,
      confirmed = false,
    }: {
      id: number | null;
      question: QuestionPayload;
      /** Staff have read what a key correction does (the server asked with a 428). */
      confirmed?: boolean;
    }): Promise<string | undefined> => {
      if (id === null) {
        await apiRequest(`/v1/admin/prelims-tests/${testId}/questions`, {
          method: 'POST',
          body: json(question),
          schema: createdSchema,
        });
        return undefined;
      }
      const answer = await apiRequest(`/v1/admin/questions/${id}${confirmed ? '?confirm=1' : ''}`, {
        method: 'PUT',
        body: json(question),
        schema: messageAnswerSchema,
      });
      return answer.message;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteQuestion(testId: number) {
  const invalidate = useInvalidateQuestions(testId);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/v1/admin/questions/${id}`, { method: 'DELETE', schema: messageAnswerSchema }),
    onSuccess: () => invalidate(),
  });
}

interface ImportVariables {
  file: File;
  /** The images the file's rows name, as ![what it shows](file-name.png) (docs/product.md, "Staff text"). */
  images: readonly File[];
  /** false: a preview, row by row; true: add them all (only when the preview had no problems). */
  commit: boolean;
  onProgress?: (sent: number) => void;
}

export function useImportQuestions(testId: number) {
  const invalidate = useInvalidateQuestions(testId);
  return useMutation({
    mutationFn: ({ file, images, commit, onProgress }: ImportVariables) => {
      const body = new FormData();
      body.set('file', file);
      for (const image of images) body.append('images', image);
      body.set('commit', commit ? '1' : '0');
      return sendForm(
        `/v1/admin/prelims-tests/${testId}/questions/import`,
        'POST',
        { body, hasFile: true },
        importPreviewSchema,
        onProgress,
      );
    },
    onSuccess: (preview) => {
      if (preview.committed) void invalidate();
    },
  });
}
