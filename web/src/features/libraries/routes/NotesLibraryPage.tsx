import { useTranslation } from 'react-i18next';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNotesLibrary } from '../api/get-notes-library';
import type { Note } from '../api/schemas';
import { FilteredByLanguage } from '../components/LanguageFilter';
import { NoteCard } from '../components/NoteCard';
import { LibraryPage } from '../components/LibraryPage';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { listFailureMessage } from '../rules/failure-message';

/** Notes Library: the notes of one subscription, with their PDFs. */
export function NotesLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('libraries.notes.page.documentTitle')));
  const subscriptionId = useLibrarySubscription('/notes');
  const { isLoggedIn } = useAuth();
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title={t('libraries.notes.page.title')}
      description={t('libraries.notes.page.description')}
      // Learners come from their subscriptions; visitors from the notes list.
      back={{ to: isLoggedIn ? '/my-subscriptions' : '/notes', label: t('libraries.notes.page.back') }}
    >
      <NotesGrid subscriptionId={subscriptionId} />
    </LibraryPage>
  );
}

function NotesGrid({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const { data: notes, isPending, isError, error, refetch } = useNotesLibrary(subscriptionId);
  if (isPending) return <LibraryGridSkeleton label={t('libraries.notes.page.loading')} />;
  if (isError) {
    return (
      <SectionError
        message={listFailureMessage(error, t('libraries.notes.page.loadFailed'), t)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (notes.length === 0) return <EmptyLibrary message={t('libraries.notes.page.empty')} />;
  return <FilteredNotes notes={notes} subscriptionId={subscriptionId} />;
}

/** The notes in the chosen language (docs/product.md, "Languages of notes, tests and videos"). */
function FilteredNotes({ notes, subscriptionId }: { notes: Note[]; subscriptionId: number }) {
  return (
    <FilteredByLanguage items={notes}>
      {(shown) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} subscribeHref={`/notes/${subscriptionId}`} />
            </li>
          ))}
        </ul>
      )}
    </FilteredByLanguage>
  );
}
