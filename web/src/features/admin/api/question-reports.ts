/**
 * Learners' reports of errors in questions (docs/product.md, "Reporting an error in a question"):
 * the reported questions in one state, and resolving or dismissing a question's open reports.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';
import { text } from './schemas';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_KINDS = ['wrong_key', 'translation', 'typo', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const staffReportSchema = z.object({
  id: z.number(),
  kind: z.enum(REPORT_KINDS),
  note: text,
  status: z.enum(REPORT_STATUSES),
  reply: text,
  learnerName: text,
  learnerEmail: text,
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedBy: z.nullish(z.string()),
  resolvedAt: z.nullish(z.string()),
});

const reportedQuestionSchema = z.object({
  questionId: z.number(),
  testId: z.number(),
  testName: text,
  number: z.number(),
  description: text,
  keyCorrectedAt: z.nullish(z.string()),
  counts: z.record(z.enum(REPORT_KINDS), z.number()),
  total: z.number(),
  latestAt: z.string(),
  reports: z.array(staffReportSchema),
});

export type StaffReport = z.infer<typeof staffReportSchema>;
export type ReportedQuestion = z.infer<typeof reportedQuestionSchema>;

/** The questions with reports in a state, the most recently reported first. */
export function useReportedQuestions(status: ReportStatus) {
  return useQuery({
    queryKey: adminKeys.reportList(status),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/v1/admin/question-reports', z.object({ items: z.array(reportedQuestionSchema) }), {
          query: { status },
          signal,
        })
      ).items,
    staleTime: ADMIN_STALE_MS,
  });
}

const closedSchema = z.object({ message: z.optional(z.string()), closed: z.number() });

export interface CloseReportsInput {
  questionId: number;
  status: Exclude<ReportStatus, 'open'>;
  /** Read by the reporting learners in their review; may be empty. */
  reply: string;
}

/** Resolves or dismisses every open report of a question, with one reply. */
export function useCloseReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, status, reply }: CloseReportsInput) =>
      apiRequest(`/v1/admin/questions/${questionId}/reports/close`, {
        method: 'POST',
        body: { status, reply: reply.trim() },
        schema: closedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}
