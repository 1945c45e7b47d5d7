import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { CompareBar } from './CompareBar';
import { CompareButton } from './CompareButton';
import { clearComparison } from './compare-store';

const COURSES = [
  { slug: 'gs-prelims-2027', name: 'GS Prelims 2027' },
  { slug: 'csat-2027', name: 'CSAT 2027' },
  { slug: 'mains-essay', name: 'Mains Essay' },
  { slug: 'ethics-notes', name: 'Ethics Notes' },
];

function renderCards() {
  return renderWithRouter(
    <>
      {COURSES.map((course) => (
        <CompareButton key={course.slug} slug={course.slug} name={course.name} />
      ))}
      <CompareBar />
    </>,
  );
}

const compareButton = (name: string) => screen.getByRole('button', { name: `Compare: ${name}` });

describe('comparing courses', () => {
  afterEach(() => {
    clearComparison();
  });

  it('shows no bar until a course is picked, then "Compare (n)" linking to the comparison', async () => {
    const user = userEvent.setup();
    renderCards();
    expect(screen.queryByRole('region', { name: 'Courses to compare' })).not.toBeInTheDocument();

    await user.click(compareButton('GS Prelims 2027'));
    await user.click(compareButton('CSAT 2027'));

    expect(compareButton('GS Prelims 2027')).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('region', { name: 'Courses to compare' });
    expect(within(bar).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/compare?courses=gs-prelims-2027,csat-2027',
    );
  });

  it('refuses a fourth course with a message, and takes one after another is removed', async () => {
    const user = userEvent.setup();
    renderCards();
    for (const course of COURSES.slice(0, 3)) await user.click(compareButton(course.name));

    await user.click(compareButton('Ethics Notes'));

    expect(screen.getByRole('alert')).toHaveTextContent('You can compare up to 3 courses. Remove one to add another.');
    expect(compareButton('Ethics Notes')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toBeInTheDocument();

    await user.click(compareButton('CSAT 2027'));
    await user.click(compareButton('Ethics Notes'));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute(
      'href',
      '/compare?courses=gs-prelims-2027,mains-essay,ethics-notes',
    );
  });

  it('clears the comparison from the bar', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(compareButton('Mains Essay'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Courses to compare' })).not.toBeInTheDocument();
  });
});
