/**
 * The question form of the question bank, with the server's rules and words: the question is
 * required (at most 20,000 characters), 2 to 6 options none empty, one of them correct, a
 * topic of at most 100 characters, difficulty easy, medium or hard. Beside each text its Hindi
 * version, for a bilingual test (docs/product.md, "Languages of a test"): none of it, or the
 * question with a Hindi text for every option.
 */
import { z } from 'zod/mini';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export const questionFormSchema = z
  .object({
    description: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'The question is required.'),
        z.maxLength(20000, 'The question must be at most 20,000 characters.'),
      ),
    explanation: z.string().check(z.trim()),
    description_hi: z
      .string()
      .check(z.trim(), z.maxLength(20000, 'The Hindi question must be at most 20,000 characters.')),
    explanation_hi: z.string().check(z.trim()),
    topic: z.string().check(z.trim(), z.maxLength(100, 'The topic must be at most 100 characters.')),
    difficulty: z.enum(DIFFICULTIES),
    options: z
      .array(z.object({ text: z.string().check(z.trim()), text_hi: z.string().check(z.trim()) }))
      .check(
        z.refine(
          (options) =>
            options.length >= MIN_OPTIONS &&
            options.length <= MAX_OPTIONS &&
            options.every((option) => option.text !== ''),
          'Give from 2 to 6 options, none of them empty.',
        ),
      ),
    /** The 1-based position of the correct option, as the radio buttons give it. */
    correct: z.string(),
  })
  .check(
    z.refine(
      (values) => {
        const correct = Number(values.correct);
        return Number.isInteger(correct) && correct >= 1 && correct <= values.options.length;
      },
      { message: 'Choose which option is correct.', path: ['correct'] },
    ),
    z.refine((values) => !hasHindi(values) || values.description_hi !== '', {
      message: 'Give the Hindi question too, or leave the whole Hindi version empty.',
      path: ['description_hi'],
    }),
    z.refine((values) => !hasHindi(values) || values.options.every((option) => option.text_hi !== ''), {
      message: 'Give every option in Hindi too, or leave the whole Hindi version empty.',
      path: ['options'],
    }),
  );

/** Whether any part of the Hindi version is filled in (then all of it must be). */
function hasHindi(values: {
  description_hi: string;
  explanation_hi: string;
  options: readonly { text_hi: string }[];
}): boolean {
  return values.description_hi !== '' || values.explanation_hi !== '' || values.options.some((o) => o.text_hi !== '');
}

export type QuestionFormValues = z.infer<typeof questionFormSchema>;

/** What the server takes (POST/PUT JSON). */
export interface QuestionPayload {
  description: string;
  explanation: string;
  topic: string;
  difficulty: string;
  options: string[];
  correct: number;
  description_hi: string;
  explanation_hi: string;
  /** As many as options, in their order; empty without a Hindi version. */
  options_hi: string[];
}

export interface QuestionLike {
  description: string;
  explanation: string;
  topic: string;
  difficulty: string;
  options: readonly string[];
  correct: number;
  description_hi?: string;
  explanation_hi?: string;
  options_hi?: readonly string[] | null;
}

export function questionFormValues(question: QuestionLike | null): QuestionFormValues {
  if (!question) {
    return {
      description: '',
      explanation: '',
      topic: '',
      difficulty: 'medium',
      options: [
        { text: '', text_hi: '' },
        { text: '', text_hi: '' },
        { text: '', text_hi: '' },
        { text: '', text_hi: '' },
      ],
      correct: '',
      description_hi: '',
      explanation_hi: '',
    };
  }
  const difficulty = DIFFICULTIES.find((value) => value === question.difficulty) ?? 'medium';
  return {
    description: question.description,
    explanation: question.explanation,
    topic: question.topic,
    difficulty,
    options: question.options.map((text, index) => ({ text, text_hi: question.options_hi?.[index] ?? '' })),
    correct: String(question.correct),
    description_hi: question.description_hi ?? '',
    explanation_hi: question.explanation_hi ?? '',
  };
}

export function questionPayload(values: QuestionFormValues): QuestionPayload {
  return {
    description: values.description,
    explanation: values.explanation,
    topic: values.topic,
    difficulty: values.difficulty,
    options: values.options.map((option) => option.text),
    correct: Number(values.correct),
    description_hi: values.description_hi,
    explanation_hi: values.explanation_hi,
    options_hi: hasHindi(values) ? values.options.map((option) => option.text_hi) : [],
  };
}

/** "A" for the first option: how the CSV's correct column and the learners' screen name them. */
export function optionLetter(position: number): string {
  return String.fromCharCode(64 + position);
}
