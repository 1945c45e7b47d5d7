/**
 * The evaluation form (marks, remarks, the evaluated PDF), with the server's limits: marks from
 * 0 to the test's maximum score with at most two decimals, remarks up to 5,000 characters.
 */
import { z } from 'zod/mini';

export const MAX_REMARKS = 5000;

export function marksMessage(maximum: number): string {
  return `Give marks from 0 to ${maximum}, with at most two decimals.`;
}

/** `hasCopy`: the answer is evaluated already, so a correction may keep its copy (no new PDF). */
export function evaluationSchema(maximum: number, hasCopy = false) {
  return z.object({
    marks: z.string().check(
      z.trim(),
      z.refine((value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) <= maximum, marksMessage(maximum)),
    ),
    remarks: z
      .string()
      .check(
        z.refine(
          (value) => Array.from(value.trim()).length <= MAX_REMARKS,
          'Remarks must be at most 5,000 characters.',
        ),
      ),
    // Anything but a chosen file reads as none. (A transform rather than z.custom, which only
    // this form would use and which would then ship in the learners' first-load bundle.)
    evaluatedPDF: z
      .transform((value: File | null) => (value instanceof File ? value : null))
      .check(z.refine((value) => hasCopy || value !== null, 'Please select the evaluated PDF.')),
  });
}

export type EvaluationValues = z.infer<ReturnType<typeof evaluationSchema>>;
