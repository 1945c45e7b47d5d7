import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNotesLibrary } from '../api/get-notes-library';
import { NoteCard } from '../components/NoteCard';
import { LibraryPage } from '../components/LibraryPage';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { listFailureMessage } from '../rules/failure-message';
import { NO_NOTES, NOTES_LOAD_FAILED } from '../rules/messages';

/** Notes Library: the notes of one subscription, with their PDFs. */
export function NotesLibraryPage() {
  useDocumentTitle(pageTitle('Notes Library – All notes available in your subscription'));
  const subscriptionId = useLibrarySubscription('/notes');
  const { isLoggedIn } = useAuth();
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title="Notes Library"
      description="All notes available in your subscription"
      // Learners come from their subscriptions; visitors from the notes list.
      back={{ to: isLoggedIn ? '/my-subscriptions' : '/notes', label: 'Back to Subscriptions' }}
    >
      <NotesGrid subscriptionId={subscriptionId} />
    </LibraryPage>
  );
}

function NotesGrid({ subscriptionId }: { subscriptionId: number }) {
  const { data: notes, isPending, isError, error, refetch } = useNotesLibrary(subscriptionId);
  if (isPending) return <LibraryGridSkeleton label="Loading notes" />;
  if (isError) {
    return <SectionError message={listFailureMessage(error, NOTES_LOAD_FAILED)} onRetry={() => void refetch()} />;
  }
  if (notes.length === 0) return <EmptyLibrary message={NO_NOTES} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {notes.map((note) => (
        <li key={note.id}>
          <NoteCard note={note} subscribeHref={`/notes/${subscriptionId}`} />
        </li>
      ))}
    </ul>
  );
}
