/**
 * The report form's rules (docs/product.md, "Reporting an error in a question"), with the server's
 * words (internal/prelims/reports.go), so a message reads the same whichever side catches it: what
 * is wrong is one of the kinds; the note is optional except for 'other', at most 1,000 characters.
 * Built per language: `useMemo(() => reportFormSchema(t), [t])`.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { REPORT_KINDS, type QuestionReport, type ReportKind } from '../api/schemas';

export const REPORT_NOTE_MAX = 1000;

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === 'string' && (REPORT_KINDS as readonly string[]).includes(value);
}

export function reportFormSchema(t: TFunction) {
  return z
    .object({
      // A radio group with none chosen reads as null (react-hook-form) until the learner picks one.
      kind: z.nullish(z.string()).check(z.refine(isReportKind, t('report.errors.kindRequired'))),
      note: z.string().check(z.trim(), z.maxLength(REPORT_NOTE_MAX, t('report.errors.noteTooLong'))),
    })
    .check(
      z.refine((values) => values.kind !== 'other' || values.note !== '', {
        message: t('report.errors.noteRequired'),
        path: ['note'],
      }),
    );
}

export type ReportFormValues = z.infer<ReturnType<typeof reportFormSchema>>;

/** The form starts from the learner's open report, which a new report rewrites; else empty. */
export function reportFormValues(report: QuestionReport | null | undefined): ReportFormValues {
  return report?.status === 'open' ? { kind: report.kind, note: report.note } : { kind: null, note: '' };
}
