import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import type { ItemStats } from '../api/item-stats';
import { itemStatsPath } from '../rules/navigation';
import { ItemStatsPage } from './ItemStatsPage';

const options = (correct: number, shares: number[]) =>
  shares.map((chosenPct, index) => ({
    optionId: 100 + index,
    label: String.fromCharCode(65 + index),
    text: `<p>Option ${String.fromCharCode(65 + index)}</p>`,
    isCorrect: index === correct,
    chosenPct,
  }));

const stats: ItemStats = {
  testId: 5,
  takers: 11,
  questions: [
    {
      questionId: 51,
      number: 1,
      topic: 'Polity',
      description: 'Consider the following statements:<br>1. A&lt;B',
      dropped: false,
      difficulty: 0.64,
      discrimination: 1,
      attemptedPct: 81.82,
      correctPct: 63.64,
      options: options(1, [0, 63.64, 0, 18.18]),
    },
    {
      questionId: 55,
      number: 2,
      topic: 'Economy',
      description: 'Which of the following is a direct tax?',
      dropped: false,
      difficulty: 0.36,
      discrimination: -0.33,
      attemptedPct: 45.45,
      correctPct: 36.36,
      options: options(1, [0, 36.36, 0, 9.09]),
    },
  ],
};

/** Answers the test's record and its item statistics as the server would. */
function serve(item: ItemStats) {
  vi.stubGlobal('fetch', (url: string) => {
    const body = url.includes('/item-stats')
      ? { status: 200, item }
      : { status: 200, item: { id: 5, name: 'GS Mock 4' } };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

/** The item at index, which the test expects to be there. */
function nth<T>(items: T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

function renderPage() {
  const router = createMemoryRouter([{ path: itemStatsPath(':id'), element: <ItemStatsPage /> }], {
    initialEntries: [itemStatsPath(5)],
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the item statistics page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tables each question with its indices and options, flagging low discrimination', async () => {
    serve(stats);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Item statistics: GS Mock 4' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Item statistics per question' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(nth(rows, 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Question', 'Topic', 'Difficulty', 'Discrimination', 'Attempted', 'Options chosen']);
    expect(
      within(nth(rows, 1))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Polity', '0.64', '1.00', '81.82%', 'A0.00%B(correct)63.64%C0.00%D18.18%']);
    // Each question is named by its text, as learners read it.
    expect(within(nth(rows, 1)).getByRole('rowheader')).toHaveTextContent(
      'Q1Consider the following statements: 1. A<B',
    );
    expect(within(nth(rows, 1)).queryByText('Review this question')).not.toBeInTheDocument();
    // Question 2 discriminates the wrong way: flagged.
    const second = within(nth(rows, 2)).getAllByRole('cell');
    expect(nth(second, 2)).toHaveTextContent('−0.33Review this question');
    const chosen = within(nth(rows, 2)).getByRole('list', { name: 'Options of question 2, chosen by' });
    expect(nth(within(chosen).getAllByRole('listitem'), 1)).toHaveTextContent('B(correct)36.36%');
    expect(nth(within(chosen).getAllByRole('listitem'), 3)).toHaveTextContent('D9.09%');
    expect(screen.getByText('11 takers')).toBeInTheDocument();
    expect(screen.getByText('1 question to review')).toBeInTheDocument();
  });

  it('marks a dropped question and never asks to review it', async () => {
    serve({
      ...stats,
      questions: stats.questions.map((question) => ({ ...question, dropped: question.number === 2 })),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Item statistics per question' });
    const second = nth(within(table).getAllByRole('row'), 2);
    expect(within(second).getByText('Dropped: correct for everyone')).toBeInTheDocument();
    expect(within(second).queryByText('Review this question')).not.toBeInTheDocument();
    expect(screen.queryByText('1 question to review')).not.toBeInTheDocument();
  });

  it('says when discrimination needs more takers', async () => {
    serve({
      ...stats,
      takers: 2,
      questions: stats.questions.map((question) => ({ ...question, discrimination: null })),
    });
    renderPage();
    expect(await screen.findByText('Discrimination needs at least 10 takers.')).toBeInTheDocument();
    expect(screen.queryByText('Review this question')).not.toBeInTheDocument();
  });

  it('says so when nobody has a ranked attempt', async () => {
    serve({ ...stats, takers: 0 });
    renderPage();
    expect(await screen.findByText(/Nobody has a ranked attempt at this test yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
