import { describe, expect, it } from 'vitest';
import {
  markFor,
  newQuestion,
  questionMarks,
  questionRows,
  structuredRows,
  totalOf,
  withRubricSum,
} from './annotation';

const RUBRIC = ['Content', 'Structure', 'Examples'];

describe('markFor', () => {
  it('puts a tick or a cross centred where the click is, kept on the page', () => {
    expect(markFor('tick', 2, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 })).toEqual({
      page: 2,
      kind: 'tick',
      x: 0.475,
      y: 0.4825,
      width: 0.05,
      height: 0.035,
    });
    expect(markFor('cross', 1, { x: 1, y: 0 }, { x: 1, y: 0 })).toMatchObject({ x: 0.95, y: 0 });
  });

  it('underlines the span dragged, and a short span for a click', () => {
    expect(markFor('underline', 1, { x: 0.6, y: 0.3 }, { x: 0.2, y: 0.31 })).toEqual({
      page: 1,
      kind: 'underline',
      x: 0.2,
      y: 0.31,
      width: 0.4,
      height: 0.012,
    });
    expect(markFor('underline', 1, { x: 0.4, y: 0.3 }, { x: 0.4, y: 0.3 }).width).toBe(0.03);
  });

  it('highlights the box dragged, at least a line tall', () => {
    expect(markFor('highlight', 1, { x: 0.1, y: 0.2 }, { x: 0.7, y: 0.3 })).toMatchObject({
      x: 0.1,
      y: 0.2,
      width: 0.6,
      height: 0.1,
    });
    expect(markFor('highlight', 1, { x: 0.1, y: 0.2 }, { x: 0.7, y: 0.2 }).height).toBe(0.024);
  });

  it('opens a comment where the click is, kept within the page', () => {
    expect(markFor('comment', 3, { x: 0.9, y: 0.98 }, { x: 0.9, y: 0.98 })).toEqual({
      page: 3,
      kind: 'comment',
      text: '',
      x: 0.68,
      y: 0.94,
      width: 0.32,
      height: 0.06,
    });
  });
});

describe('marks per question', () => {
  it('sends numbers, and only the rubric criteria given a maximum', () => {
    const row = newQuestion(1, RUBRIC);
    row.marks = '6.5';
    row.maximum = '10';
    row.rubric[0] = { criterion: 'Content', marks: '3', maximum: '4' };
    expect(questionMarks([row])).toEqual([
      { question: 'Q1', marks: 6.5, maximum: 10, rubric: [{ criterion: 'Content', marks: 3, maximum: 4 }] },
    ]);
  });

  it('reads a saved evaluation back into the form, every criterion of the series in place', () => {
    const [row] = questionRows(
      [
        {
          question: 'Q2',
          marks: 7,
          maximum: 10,
          rubric: [
            { criterion: 'Examples', marks: 1, maximum: 2 },
            { criterion: 'Diagram', marks: 1, maximum: 1 },
          ],
        },
      ],
      RUBRIC,
    );
    expect(row?.question).toBe('Q2');
    expect(row?.rubric.map((criterion) => criterion.criterion)).toEqual([...RUBRIC, 'Diagram']);
    expect(row?.rubric[2]).toEqual({ criterion: 'Examples', marks: '1', maximum: '2' });
    expect(questionRows(null, RUBRIC)).toEqual([newQuestion(1, RUBRIC)]);
  });

  it('totals the marks given so far', () => {
    const rows = [
      { ...newQuestion(1, RUBRIC), marks: '6.5' },
      { ...newQuestion(2, RUBRIC), marks: '7.25' },
      newQuestion(3, RUBRIC),
    ];
    expect(totalOf(rows)).toBe(13.75);
  });
});

describe('structuredRows', () => {
  const QUESTIONS = [
    {
      number: 1,
      label: 'Q1',
      maximum: 10,
      wordLimit: 150,
      directiveWord: 'discuss',
      rubric: [
        { criterion: 'Content', maximum: 6 },
        { criterion: 'Structure', maximum: 4 },
      ],
    },
    { number: 2, label: 'Q2', maximum: 15, wordLimit: 250, directiveWord: '', rubric: [] },
  ];

  it('fills in the questions and their criteria, with no marks yet', () => {
    expect(structuredRows(null, QUESTIONS)).toEqual([
      {
        question: 'Q1',
        marks: '',
        maximum: '10',
        rubric: [
          { criterion: 'Content', marks: '', maximum: '6' },
          { criterion: 'Structure', marks: '', maximum: '4' },
        ],
      },
      { question: 'Q2', marks: '', maximum: '15', rubric: [] },
    ]);
  });

  it('takes the saved marks back, and a question by its rubric its criteria’s sum', () => {
    const saved = [
      {
        question: 'Q1',
        marks: 7.5,
        maximum: 10,
        rubric: [
          { criterion: 'Content', marks: 4.5, maximum: 6 },
          { criterion: 'Structure', marks: 3, maximum: 4 },
        ],
      },
      { question: 'Q2', marks: 11, maximum: 15, rubric: [] },
    ];
    const rows = structuredRows(saved, QUESTIONS);
    expect(rows.map((row) => row.marks)).toEqual(['7.5', '11']);
    expect(questionMarks(rows)).toEqual(saved);
  });

  it('gives a question no marks until each criterion has its score', () => {
    const [row] = structuredRows(null, QUESTIONS);
    if (!row) throw new Error('no row');
    const half = withRubricSum({
      ...row,
      rubric: [
        { criterion: 'Content', marks: '4', maximum: '6' },
        { criterion: 'Structure', marks: '', maximum: '4' },
      ],
    });
    expect(half.marks).toBe('');
    const whole = withRubricSum({
      ...half,
      rubric: [
        { criterion: 'Content', marks: '4.25', maximum: '6' },
        { criterion: 'Structure', marks: '3.5', maximum: '4' },
      ],
    });
    expect(whole.marks).toBe('7.75');
  });
});
