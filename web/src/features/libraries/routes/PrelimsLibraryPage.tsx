import { useTranslation } from 'react-i18next';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrelimsLibrary } from '../api/get-prelims-library';
import type { PrelimsTest } from '../api/schemas';
import { FilteredByLanguage } from '../components/LanguageFilter';
import { LibraryPage } from '../components/LibraryPage';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { PrelimsTestCard } from '../components/PrelimsTestCard';
import { SignInWall } from '../components/SignInWall';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { listFailureMessage } from '../rules/failure-message';

/** The prelims test library of a subscription. */
export function PrelimsLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('libraries.prelims.page.documentTitle')));
  const subscriptionId = useLibrarySubscription('/prelims-tests');
  const { isLoggedIn } = useAuth();
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title={t('libraries.prelims.page.title')}
      description={t('libraries.prelims.page.description')}
      back={{ to: '/prelims-tests', label: t('libraries.prelims.page.back') }}
    >
      {isLoggedIn ? (
        <PrelimsTests subscriptionId={subscriptionId} />
      ) : (
        <SignInWall message="libraries.common.loginToViewTests" toastId="login-to-view-tests" />
      )}
    </LibraryPage>
  );
}

function PrelimsTests({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const { data: tests, isPending, isError, error, refetch } = usePrelimsLibrary(subscriptionId);
  if (isPending) return <LibraryGridSkeleton label={t('libraries.tests.loading')} />;
  if (isError) {
    return (
      <SectionError
        message={listFailureMessage(error, t('libraries.tests.loadFailed'), t)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (tests.length === 0) return <EmptyLibrary message={t('libraries.tests.empty')} />;
  return <FilteredTests tests={tests} subscriptionId={subscriptionId} />;
}

/** The tests in the chosen language (docs/product.md, "Languages of notes, tests and videos"). */
function FilteredTests({ tests, subscriptionId }: { tests: PrelimsTest[]; subscriptionId: number }) {
  return (
    <FilteredByLanguage items={tests}>
      {(shown) => (
        <ul className="grid gap-6 lg:grid-cols-2">
          {shown.map((test) => (
            <li key={test.id}>
              <PrelimsTestCard
                test={test}
                subscriptionId={subscriptionId}
                subscribeHref={`/prelims-tests/${subscriptionId}`}
              />
            </li>
          ))}
        </ul>
      )}
    </FilteredByLanguage>
  );
}
