import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import type { Note, Video } from '../api/schemas';
import { useLanguageFilter } from '../hooks/use-language-filter';
import { filterByLanguage } from '../rules/content-language';
import { EmptyInLanguage, LanguageFilter } from './LanguageFilter';
import { NoteCard } from './NoteCard';
import { VideoCard } from './VideoCard';

function note(id: number, name: string, languages: string[]): Note {
  return {
    id,
    name,
    description: '',
    thumbnail: null,
    year: 2027,
    isSubscribed: true,
    topicWiseAttachment: { file_path: `demo/docs/notes/${id}-topic.pdf` },
    sourceWiseAttachment: null,
    primaryWiseAttachment: null,
    languages,
  };
}

const video: Video = {
  id: 9,
  name: 'Lecture 01: Geography of Uttar Pradesh',
  description: '',
  posters: [],
  gDriveVideoLink: null,
  pdfAttachment: null,
  durationSeconds: null,
  isSubscribed: true,
  languages: ['en', 'hi'],
};

const ENGLISH = note(1, 'Indian Polity: Constitution, Rights and the Basic Structure', ['en']);
const HINDI = note(2, 'भारतीय राजव्यवस्था: संविधान की प्रस्तावना और मौलिक अधिकार', ['hi']);
const NOTES = [ENGLISH, HINDI, note(3, 'Current Affairs: Cooperative Federalism', ['en', 'hi'])];

/** A library as the pages put it together: the filter, then the cards shown or the empty state. */
function Library({ notes }: { notes: Note[] }) {
  const [language, setLanguage] = useLanguageFilter();
  const shown = filterByLanguage(notes, language);
  return (
    <>
      <LanguageFilter value={language} onChange={setLanguage} shown={shown.length} total={notes.length} />
      {language !== 'all' && shown.length === 0 ? (
        <EmptyInLanguage filter={language} onShowAll={() => setLanguage('all')} />
      ) : (
        <ul>
          {shown.map((item) => (
            <li key={item.id}>
              <NoteCard note={item} subscribeHref="/notes/1" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

describe('language badge', () => {
  it('says English, हिन्दी or Bilingual on the cards, and the whole phrase to screen readers', () => {
    renderWithRouter(
      <>
        {NOTES.map((item) => (
          <NoteCard key={item.id} note={item} subscribeHref="/notes/1" />
        ))}
        <VideoCard video={video} onPlay={() => undefined} loading={false} />
      </>,
    );
    const polity = screen.getByRole('article', { name: /Indian Polity/ });
    expect(within(polity).getByText('English')).toBeInTheDocument();
    expect(within(polity).getByText('In English')).toHaveClass('sr-only');
    const hindi = screen.getByRole('article', { name: /भारतीय राजव्यवस्था/ });
    expect(within(hindi).getByText('हिन्दी')).toBeInTheDocument();
    expect(within(hindi).getByText('In Hindi')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /Current Affairs/ })).getByText('Bilingual')).toBeInTheDocument();
    const lecture = screen.getByRole('article', { name: /Geography of Uttar Pradesh/ });
    expect(within(lecture).getByText('Bilingual')).toBeInTheDocument();
    expect(within(lecture).getByText('In English and Hindi')).toBeInTheDocument();
  });

  it('reads in Hindi: अंग्रेज़ी, हिन्दी, द्विभाषी', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(
      <>
        {NOTES.map((item) => (
          <NoteCard key={item.id} note={item} subscribeHref="/notes/1" />
        ))}
      </>,
    );
    expect(within(screen.getByRole('article', { name: /Indian Polity/ })).getByText('अंग्रेज़ी')).toBeInTheDocument();
    const hindi = screen.getByRole('article', { name: /भारतीय राजव्यवस्था/ });
    expect(within(hindi).getByText('हिन्दी')).toBeInTheDocument();
    expect(within(hindi).getByText('हिन्दी में')).toBeInTheDocument();
    const both = screen.getByRole('article', { name: /Current Affairs/ });
    expect(within(both).getByText('द्विभाषी')).toBeInTheDocument();
    expect(within(both).getByText('अंग्रेज़ी और हिन्दी में')).toBeInTheDocument();
  });

  it('names a test in English and Marathi to a Marathi reader, and Marathi alone as मराठी', async () => {
    await act(() => i18n.changeLanguage('mr'));
    renderWithRouter(
      <>
        <NoteCard note={note(4, 'MPSC: Maharashtra Geography', ['en', 'mr'])} subscribeHref="/notes/1" />
        <NoteCard note={note(5, 'महाराष्ट्राचा भूगोल', ['mr'])} subscribeHref="/notes/1" />
      </>,
    );
    const both = screen.getByRole('article', { name: /MPSC/ });
    expect(within(both).getByText('द्विभाषिक')).toBeInTheDocument();
    expect(within(both).getByText('इंग्रजी आणि मराठी या भाषांमध्ये')).toHaveClass('sr-only');
    const marathi = screen.getByRole('article', { name: /महाराष्ट्राचा भूगोल/ });
    expect(within(marathi).getByText('मराठी')).toBeInTheDocument();
    expect(within(marathi).getByText('मराठी भाषेत')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('language filter', () => {
  it('is a labelled group of a choice per language of the registry, All languages first and chosen', () => {
    renderWithRouter(<Library notes={NOTES} />, { path: '/notes/library/abc' });
    const group = screen.getByRole('group', { name: 'Language' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'All languages',
      'English',
      'Hindi',
      'Marathi',
    ]);
    expect(within(group).getByRole('radio', { name: 'All languages' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows a bilingual item under Hindi and under English, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<Library notes={NOTES} />, { path: '/notes/library/abc' });
    await user.click(screen.getByRole('radio', { name: 'Hindi' }));
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual([
      expect.stringContaining('भारतीय राजव्यवस्था'),
      expect.stringContaining('Current Affairs'),
    ]);
    expect(router.state.location.search).toBe('?language=hi');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: /भारतीय राजव्यवस्था/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All languages' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('works from the keyboard: Tab into the group, arrows between the choices', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Library notes={NOTES} />, { path: '/notes/library/abc' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All languages' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Hindi' })).toBeChecked();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when nothing is in the language, and offers every language again', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Library notes={[ENGLISH]} />, { path: '/notes/library/abc?language=hi' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing in this library is in Hindi yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all languages' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('reads in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<Library notes={[HINDI]} />, { path: '/notes/library/abc?language=en' });
    const group = screen.getByRole('group', { name: 'भाषा' });
    expect(within(group).getByRole('radio', { name: 'अंग्रेज़ी' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'सभी भाषाएँ' })).toBeInTheDocument();
    expect(screen.getByText('इस लाइब्रेरी में अभी अंग्रेज़ी में कुछ नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी भाषाएँ दिखाएँ' })).toBeInTheDocument();
  });
});
