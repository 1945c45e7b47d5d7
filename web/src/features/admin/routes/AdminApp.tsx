import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { EnglishOnly } from '@/i18n/EnglishOnly';
import { useAuth } from '@/lib/auth/auth-context';
import { AdminLayout } from '../components/layout/AdminLayout';
import { StaffLoginPage, StaffOnlyPage } from '../components/layout/GatePage';
import { SubscriptionLinks } from '../components/subscription/SubscriptionLinks';
import { PageTitle } from '../components/ui/PageTitle';
import { VideoFilePanel } from '../components/video/VideoFilePanel';
import { discussionFile, LECTURE_FILE } from '../api/video-file';
import type { ResourceName } from '../model/fields';
import type { ResourceSpec } from '../model/resource';
import {
  categoriesSpec,
  librariesSpec,
  optionalSubjectsSpec,
  subscriptionsSpec,
  typesSpec,
} from '../model/specs/catalog';
import { mainsTestsSpec, notesSpec, prelimsTestsSpec, videosSpec } from '../model/specs/content';
import { enquiriesSpec } from '../model/specs/leads';
import {
  bannersSpec,
  carouselsSpec,
  faqsSpec,
  offeringsSpec,
  popoverAdsSpec,
  testimonialsSpec,
  topPerformersSpec,
} from '../model/specs/marketing';
import { type StaffRole, staffRoleOf } from '@/lib/auth/staff';
import {
  ADMIN_HOME,
  canOpen,
  EVALUATION_PATH,
  SECOND_MARKING_PATH,
  homePathFor,
  itemStatsPath,
  NAVIGATION,
  questionBankPath,
  KEY_CHALLENGES_PATH,
  REPORTED_QUESTIONS_PATH,
} from '../rules/navigation';
import { SeriesEvaluators } from '../components/evaluation/SeriesEvaluators';
import { AnnotatePage } from './AnnotatePage';
import { AuditPage } from './AuditPage';
import { DashboardPage } from './DashboardPage';
import { EvaluationPage } from './EvaluationPage';
import { ItemStatsPage } from './ItemStatsPage';
import { KeyChallengesPage } from './KeyChallengesPage';
import { LeadsPage } from './LeadsPage';
import { LearnerPage } from './LearnerPage';
import { LearnersPage } from './LearnersPage';
import { OrdersPage } from './OrdersPage';
import { QuestionBankPage } from './QuestionBankPage';
import { ReportedQuestionsPage } from './ReportedQuestionsPage';
import { SecondMarkingPage } from './SecondMarkingPage';
import { ResourceEditPage } from './ResourceEditPage';
import { ResourceListPage } from './ResourceListPage';

/** What opens below a saved record's form: a subscription's libraries and tags, a test's question bank. */
const SPECS: Record<ResourceName, ResourceSpec> = {
  categories: categoriesSpec,
  types: typesSpec,
  subscriptions: { ...subscriptionsSpec, extras: (record) => <SubscriptionLinks subscriptionId={record.id} /> },
  libraries: {
    ...librariesSpec,
    extras: (record) => (record.kind === 'mains-tests' ? <SeriesEvaluators libraryId={record.id} /> : null),
  },
  'optional-subjects': optionalSubjectsSpec,
  notes: notesSpec,
  'prelims-tests': {
    ...prelimsTestsSpec,
    extras: (record) => (
      <>
        <Link
          to={questionBankPath(record.id)}
          className="card flex items-center justify-between gap-4 p-5 hover:shadow-card-hover"
        >
          <span>
            <span className="block font-display text-lg font-bold text-navy-900">Question bank</span>
            <span className="text-sm text-slate-600">Add, edit and import this test’s questions.</span>
          </span>
          <span className="btn btn-navy">Open</span>
        </Link>
        <Link
          to={itemStatsPath(record.id)}
          className="card flex items-center justify-between gap-4 p-5 hover:shadow-card-hover"
        >
          <span>
            <span className="block font-display text-lg font-bold text-navy-900">Item statistics</span>
            <span className="text-sm text-slate-600">
              How learners did on each question: difficulty, discrimination and the options they chose.
            </span>
          </span>
          <span className="btn btn-navy">Open</span>
        </Link>
        <VideoFilePanel record={record} slot={discussionFile('prelims-tests')} />
      </>
    ),
  },
  'mains-tests': {
    ...mainsTestsSpec,
    extras: (record) => <VideoFilePanel record={record} slot={discussionFile('mains-tests')} />,
  },
  videos: { ...videosSpec, extras: (record) => <VideoFilePanel record={record} slot={LECTURE_FILE} /> },
  carousels: carouselsSpec,
  banners: bannersSpec,
  offerings: offeringsSpec,
  testimonials: testimonialsSpec,
  'top-performers': topPerformersSpec,
  faqs: faqsSpec,
  enquiries: enquiriesSpec,
  'popover-ads': popoverAdsSpec,
};

/** Route paths are relative to /admin, where the router mounts the console. */
function relative(path: string): string {
  return path.slice(ADMIN_HOME.length + 1);
}

const RESOURCE_PAGES = NAVIGATION.flatMap((group) => group.items).flatMap((item) =>
  item.resource ? [{ path: item.path, spec: SPECS[item.resource] }] : [],
);

/** A path the console does not have, or one the role may not open. */
function Elsewhere({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const forbidden = !canOpen(role, pathname);
  return (
    <div className="card mx-auto max-w-lg p-8 text-center">
      <PageTitle
        title={forbidden ? 'For admins only' : 'Page not found'}
        description={
          forbidden ? 'Your account can open the evaluation of mains answers.' : 'The console has no such page.'
        }
      />
      <Link to={homePathFor(role)} className="btn btn-navy">
        {forbidden ? 'Go to mains answers' : 'Go to the console’s start'}
      </Link>
    </div>
  );
}

/**
 * Goes elsewhere at once. (The router's own <Navigate> and <Routes> would join the learners'
 * first-load bundle, where react-router lives; useRoutes and useNavigate are there already.)
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** The console's pages for a role, relative to /admin. Evaluators get the evaluation queue only. */
function consoleRoutes(role: StaffRole): RouteObject[] {
  const admin = role === 'admin';
  const shared: RouteObject[] = [
    { path: relative(EVALUATION_PATH), element: <EvaluationPage /> },
    { path: relative(SECOND_MARKING_PATH), element: <SecondMarkingPage /> },
    { path: `${relative(EVALUATION_PATH)}/:uploadId`, element: <AnnotatePage /> },
    { path: '*', element: <Elsewhere role={role} /> },
  ];
  if (!admin) return shared;
  // Keys make a page start afresh when another resource's page replaces it (search text, dialogs).
  const resources = RESOURCE_PAGES.flatMap(({ path, spec }): RouteObject[] => [
    { path: relative(path), element: <ResourceListPage key={path} spec={spec} basePath={path} /> },
    {
      path: `${relative(path)}/new`,
      element: <ResourceEditPage key={`${path}/new`} spec={spec} basePath={path} creating />,
    },
    { path: `${relative(path)}/:id`, element: <ResourceEditPage key={`${path}/edit`} spec={spec} basePath={path} /> },
  ]);
  return [
    ...shared,
    ...resources,
    { path: relative(questionBankPath(':id')), element: <QuestionBankPage /> },
    { path: relative(itemStatsPath(':id')), element: <ItemStatsPage /> },
    { path: relative(REPORTED_QUESTIONS_PATH), element: <ReportedQuestionsPage /> },
    { path: relative(KEY_CHALLENGES_PATH), element: <KeyChallengesPage /> },
    { path: 'leads', element: <LeadsPage /> },
    { path: 'learners', element: <LearnersPage /> },
    { path: 'learners/:id', element: <LearnerPage /> },
    { path: 'orders', element: <OrdersPage /> },
    { path: 'audit', element: <AuditPage /> },
  ];
}

function ConsoleRoutes({ role }: { role: StaffRole }) {
  const routes = useMemo(() => consoleRoutes(role), [role]);
  return useRoutes(routes);
}

/** Who may enter, and the console's frame around what they may see. */
function StaffOnly({ page }: { page: (role: StaffRole) => ReactNode }) {
  const { isLoggedIn, user } = useAuth();
  if (!isLoggedIn) return <StaffLoginPage />;
  const role = staffRoleOf(user?.role);
  if (!role) return <StaffOnlyPage />;
  return <AdminLayout role={role}>{page(role)}</AdminLayout>;
}

/**
 * The staff console (issue 8), mounted by the app's router under /admin as its own chunk. A
 * visitor is asked to log in, a learner is told it is for staff, admins get every page and
 * evaluators the evaluation queue. The server checks every call the same way.
 */
export function AdminApp() {
  return (
    <EnglishOnly>
      <StaffOnly page={(role) => <ConsoleRoutes role={role} />} />
    </EnglishOnly>
  );
}

/** /admin itself: the dashboard for admins; evaluators go on to their queue. */
export function AdminHome() {
  return (
    <EnglishOnly>
      <StaffOnly page={(role) => (role === 'admin' ? <DashboardPage /> : <Redirect to={EVALUATION_PATH} />)} />
    </EnglishOnly>
  );
}
