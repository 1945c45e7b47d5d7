/**
 * The annotation screen's rules (docs/product.md, "Evaluating in the browser"): where a mark goes
 * when the evaluator clicks or drags on a page, and the marks per question as the form holds them
 * (text, as typed) and as the server takes them (numbers).
 */

export const MARK_KINDS = ['tick', 'cross', 'underline', 'highlight', 'comment'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** A mark on a page: its box in fractions of the page from the top-left corner. */
export interface Annotation {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: MarkKind;
  text?: string;
}

export interface Point {
  x: number;
  y: number;
}

const TICK = { width: 0.05, height: 0.035 };
const COMMENT = { width: 0.32, height: 0.06 };
const LINE = 0.012;
const SHORTEST = 0.03;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A box of the given size around a point (a tick), or from it (a comment), kept on the page. */
function boxAt(
  point: Point,
  size: { width: number; height: number },
  centred: boolean,
): Omit<Annotation, 'page' | 'kind'> {
  const x = clamp(centred ? point.x - size.width / 2 : point.x, 0, 1 - size.width);
  const y = clamp(centred ? point.y - size.height / 2 : point.y, 0, 1 - size.height);
  return { x: round(x), y: round(y), width: size.width, height: size.height };
}

/**
 * The mark a gesture makes: a tick or cross where it ends, an underline under the span dragged
 * (a click makes a short one), a highlight over the box dragged, a comment's note where it ends.
 */
export function markFor(kind: MarkKind, page: number, from: Point, to: Point): Annotation {
  const left = clamp(Math.min(from.x, to.x), 0, 1);
  const right = clamp(Math.max(from.x, to.x, left + SHORTEST), 0, 1);
  const top = clamp(Math.min(from.y, to.y), 0, 1);
  const bottom = clamp(Math.max(from.y, to.y), 0, 1);
  switch (kind) {
    case 'tick':
    case 'cross':
      return { page, kind, ...boxAt(to, TICK, true) };
    case 'comment':
      return { page, kind, text: '', ...boxAt(to, COMMENT, false) };
    case 'underline': {
      const y = clamp(bottom, 0, 1 - LINE);
      return { page, kind, x: round(left), y: round(y), width: round(right - left), height: LINE };
    }
    case 'highlight': {
      const height = Math.max(bottom - top, LINE * 2);
      const y = clamp(top, 0, 1 - height);
      return { page, kind, x: round(left), y: round(y), width: round(right - left), height: round(height) };
    }
  }
}

/** A question as the form holds it: numbers as typed. */
export interface QuestionRow {
  question: string;
  marks: string;
  maximum: string;
  rubric: { criterion: string; marks: string; maximum: string }[];
}

/** A question as the server takes it. */
export interface QuestionMark {
  question: string;
  marks: number;
  maximum: number;
  rubric: { criterion: string; marks: number; maximum: number }[];
}

/** A new question, with the series' rubric criteria (the server gives them) to fill in. */
export function newQuestion(number: number, criteria: readonly string[]): QuestionRow {
  return {
    question: `Q${number}`,
    marks: '',
    maximum: '',
    rubric: criteria.map((criterion) => ({ criterion, marks: '', maximum: '' })),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The questions as the server takes them: a rubric criterion counts once given a maximum. */
export function questionMarks(rows: readonly QuestionRow[]): QuestionMark[] {
  return rows.map((row) => ({
    question: row.question.trim(),
    marks: numberOf(row.marks),
    maximum: numberOf(row.maximum),
    rubric: row.rubric
      .filter((criterion) => criterion.maximum.trim() !== '')
      .map((criterion) => ({
        criterion: criterion.criterion,
        marks: numberOf(criterion.marks),
        maximum: numberOf(criterion.maximum),
      })),
  }));
}

/**
 * The rows a saved draft or evaluation gives back: the series' criteria, empty where not given,
 * and any other criterion the saved work has.
 */
export function questionRows(
  saved: readonly QuestionMark[] | null | undefined,
  criteria: readonly string[],
): QuestionRow[] {
  if (!saved?.length) return [newQuestion(1, criteria)];
  const text = (value: number) => (Number.isFinite(value) ? String(value) : '');
  return saved.map((question) => {
    const given = new Map(question.rubric.map((criterion) => [criterion.criterion, criterion]));
    const names = [...criteria, ...[...given.keys()].filter((name) => !criteria.includes(name))];
    return {
      question: question.question,
      marks: text(question.marks),
      maximum: text(question.maximum),
      rubric: names.map((criterion) => ({
        criterion,
        marks: text(given.get(criterion)?.marks ?? Number.NaN),
        maximum: text(given.get(criterion)?.maximum ?? Number.NaN),
      })),
    };
  });
}

/** The total of the questions' marks given so far, to two decimals. */
export function totalOf(rows: readonly QuestionRow[]): number {
  const sum = rows.reduce((total, row) => total + (Number.isFinite(numberOf(row.marks)) ? numberOf(row.marks) : 0), 0);
  return Math.round(sum * 100) / 100;
}

/**
 * A question of the test's paper as staff set it on the test (docs/product.md, "A test's
 * questions"): the screen fills it in, and the evaluator types only marks.
 */
export interface StructuredQuestion {
  number: number;
  label: string;
  maximum: number;
  wordLimit: number;
  directiveWord: string;
  rubric: { criterion: string; maximum: number }[];
}

/**
 * The rows of a test with its questions set: each question with its maximum and its criteria with
 * theirs, and the marks a saved draft or evaluation gave them (a question or criterion the
 * structure does not have is left out: the structure is what the server takes).
 */
export function structuredRows(
  saved: readonly QuestionMark[] | null | undefined,
  questions: readonly StructuredQuestion[],
): QuestionRow[] {
  const text = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? String(value) : '');
  const given = new Map((saved ?? []).map((question) => [question.question, question]));
  return questions.map((question) => {
    const marked = given.get(question.label);
    const scores = new Map((marked?.rubric ?? []).map((criterion) => [criterion.criterion, criterion.marks]));
    const row: QuestionRow = {
      question: question.label,
      marks: text(marked?.marks),
      maximum: String(question.maximum),
      rubric: question.rubric.map((criterion) => ({
        criterion: criterion.criterion,
        marks: text(scores.get(criterion.criterion)),
        maximum: String(criterion.maximum),
      })),
    };
    return row.rubric.length > 0 ? withRubricSum(row) : row;
  });
}

/**
 * A question whose rubric is set takes its marks from it: the criteria's scores added up once each
 * is given, else none yet (the server then says which question is not marked).
 */
export function withRubricSum(row: QuestionRow): QuestionRow {
  const scores = row.rubric.map((criterion) => numberOf(criterion.marks));
  if (scores.some((score) => !Number.isFinite(score))) return { ...row, marks: '' };
  const sum = scores.reduce((total, score) => total + score, 0);
  return { ...row, marks: String(Math.round(sum * 100) / 100) };
}
