import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrelimsLibrary } from '../api/get-prelims-library';
import { LibraryPage } from '../components/LibraryPage';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { PrelimsTestCard } from '../components/PrelimsTestCard';
import { SignInWall } from '../components/SignInWall';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { listFailureMessage } from '../rules/failure-message';
import { LOGIN_TO_VIEW_TESTS, NO_TESTS, TESTS_LOAD_FAILED } from '../rules/messages';

/** The prelims test library of a subscription. */
export function PrelimsLibraryPage() {
  useDocumentTitle(pageTitle('Prelims Tests Library'));
  const subscriptionId = useLibrarySubscription('/prelims-tests');
  const { isLoggedIn } = useAuth();
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title="Prelims Tests Library"
      description="Question papers, explanations, discussion videos and the tests themselves."
      back={{ to: '/prelims-tests', label: 'Back to Prelims Tests' }}
    >
      {isLoggedIn ? (
        <PrelimsTests subscriptionId={subscriptionId} />
      ) : (
        <SignInWall message={LOGIN_TO_VIEW_TESTS} toastId="login-to-view-tests" />
      )}
    </LibraryPage>
  );
}

function PrelimsTests({ subscriptionId }: { subscriptionId: number }) {
  const { data: tests, isPending, isError, error, refetch } = usePrelimsLibrary(subscriptionId);
  if (isPending) return <LibraryGridSkeleton label="Loading tests" />;
  if (isError) {
    return <SectionError message={listFailureMessage(error, TESTS_LOAD_FAILED)} onRetry={() => void refetch()} />;
  }
  if (tests.length === 0) return <EmptyLibrary message={NO_TESTS} />;
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {tests.map((test) => (
        <li key={test.id}>
          <PrelimsTestCard test={test} subscribeHref={`/prelims-tests/${subscriptionId}`} />
        </li>
      ))}
    </ul>
  );
}
