/**
 * Who sees what in the console. Admins reach everything; evaluators (faculty who mark mains
 * answers) reach only the evaluation queue, as the server allows them only those calls.
 */
import {
  CircleHelp,
  ClipboardCheck,
  ClipboardCopy,
  Clapperboard,
  FileText,
  Flag,
  GraduationCap,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Library,
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessageSquareQuote,
  PanelsTopLeft,
  PenLine,
  PictureInPicture2,
  Receipt,
  Scale,
  ShoppingBag,
  Sparkles,
  Tags,
  Trophy,
  Users,
} from 'lucide-react';
import { STAFF_CONSOLE_PATH, type StaffRole } from '@/lib/auth/staff';
import type { ResourceName } from '../model/fields';

export interface NavItem {
  label: string;
  /** Absolute path of the page. */
  path: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
  /** A generic resource page (list, new, edit) is served at this path. */
  resource?: ResourceName;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export const ADMIN_HOME = STAFF_CONSOLE_PATH;
export const EVALUATION_PATH = '/admin/evaluation';
export const SECOND_MARKING_PATH = '/admin/evaluation/second-marking';
/** Learners' reports of errors in questions (docs/product.md, "Reporting an error in a question"). */
export const REPORTED_QUESTIONS_PATH = '/admin/content/question-reports';
/** Learners' challenges of answer keys after a live test (docs/product.md, "Key challenges"). */
export const KEY_CHALLENGES_PATH = '/admin/content/key-challenges';

const ADMIN: readonly StaffRole[] = ['admin'];
const STAFF: readonly StaffRole[] = ['admin', 'evaluator'];

export const NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Overview',
    items: [{ label: 'Dashboard', path: ADMIN_HOME, icon: LayoutDashboard, roles: ADMIN }],
  },
  {
    label: 'Catalogue',
    items: [
      { label: 'Sections', path: '/admin/catalog/sections', icon: PanelsTopLeft, roles: ADMIN, resource: 'categories' },
      { label: 'Types', path: '/admin/catalog/types', icon: Tags, roles: ADMIN, resource: 'types' },
      {
        label: 'Subscriptions',
        path: '/admin/catalog/subscriptions',
        icon: ShoppingBag,
        roles: ADMIN,
        resource: 'subscriptions',
      },
      { label: 'Libraries', path: '/admin/catalog/libraries', icon: Library, roles: ADMIN, resource: 'libraries' },
      {
        label: 'Optional subjects',
        path: '/admin/catalog/optional-subjects',
        icon: GraduationCap,
        roles: ADMIN,
        resource: 'optional-subjects',
      },
    ],
  },
  {
    label: 'Content',
    items: [
      { label: 'Notes', path: '/admin/content/notes', icon: FileText, roles: ADMIN, resource: 'notes' },
      {
        label: 'Prelims tests',
        path: '/admin/content/prelims-tests',
        icon: ListChecks,
        roles: ADMIN,
        resource: 'prelims-tests',
      },
      {
        label: 'Mains tests',
        path: '/admin/content/mains-tests',
        icon: PenLine,
        roles: ADMIN,
        resource: 'mains-tests',
      },
      { label: 'Videos', path: '/admin/content/videos', icon: Clapperboard, roles: ADMIN, resource: 'videos' },
      { label: 'Reported questions', path: REPORTED_QUESTIONS_PATH, icon: Flag, roles: ADMIN },
      { label: 'Key challenges', path: KEY_CHALLENGES_PATH, icon: Scale, roles: ADMIN },
    ],
  },
  {
    label: 'Evaluation',
    items: [
      { label: 'Mains answers', path: EVALUATION_PATH, icon: ClipboardCheck, roles: STAFF },
      { label: 'Second marking', path: SECOND_MARKING_PATH, icon: ClipboardCopy, roles: STAFF },
    ],
  },
  {
    label: 'Marketing',
    items: [
      {
        label: 'Carousel slides',
        path: '/admin/marketing/carousels',
        icon: Images,
        roles: ADMIN,
        resource: 'carousels',
      },
      { label: 'Banners', path: '/admin/marketing/banners', icon: Megaphone, roles: ADMIN, resource: 'banners' },
      { label: 'Offerings', path: '/admin/marketing/offerings', icon: Sparkles, roles: ADMIN, resource: 'offerings' },
      {
        label: 'Testimonials',
        path: '/admin/marketing/testimonials',
        icon: MessageSquareQuote,
        roles: ADMIN,
        resource: 'testimonials',
      },
      {
        label: 'Top performers',
        path: '/admin/marketing/top-performers',
        icon: Trophy,
        roles: ADMIN,
        resource: 'top-performers',
      },
      { label: 'FAQ', path: '/admin/marketing/faqs', icon: CircleHelp, roles: ADMIN, resource: 'faqs' },
      {
        label: 'Pop-over ads',
        path: '/admin/marketing/popover-ads',
        icon: PictureInPicture2,
        roles: ADMIN,
        resource: 'popover-ads',
      },
    ],
  },
  {
    label: 'Sales',
    items: [
      { label: 'Leads', path: '/admin/leads', icon: Inbox, roles: ADMIN },
      { label: 'Learners', path: '/admin/learners', icon: Users, roles: ADMIN },
      { label: 'Orders', path: '/admin/orders', icon: Receipt, roles: ADMIN },
    ],
  },
  {
    label: 'System',
    items: [{ label: 'Audit log', path: '/admin/audit', icon: History, roles: ADMIN }],
  },
];

/** The groups and pages `role` may open, in order; groups left empty are dropped. */
export function navigationFor(role: StaffRole): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.roles.includes(role)),
  })).filter((group) => group.items.length > 0);
}

/** Where the console opens for `role`: the dashboard, or straight to the evaluation queue. */
export function homePathFor(role: StaffRole): string {
  return role === 'admin' ? ADMIN_HOME : EVALUATION_PATH;
}

/** The page a path belongs to (its own, or the longest one it is under: /admin/learners/7 → Learners). */
export function navItemFor(pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: NavItem | undefined;
  for (const item of NAVIGATION.flatMap((group) => group.items)) {
    // The dashboard is the console's root: it owns its own path only, not every path below it.
    const matches = path === item.path || (item.path !== ADMIN_HOME && path.startsWith(`${item.path}/`));
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}

/** Whether `role` may open `pathname` (evaluators are kept to the evaluation pages). */
export function canOpen(role: StaffRole, pathname: string): boolean {
  return navItemFor(pathname)?.roles.includes(role) ?? role === 'admin';
}

/** The path of a resource's list page. */
export function resourcePath(name: ResourceName): string | undefined {
  return NAVIGATION.flatMap((group) => group.items).find((item) => item.resource === name)?.path;
}

/** A prelims test's question bank (':id' gives the route's pattern). */
export function questionBankPath(testId: number | ':id'): string {
  return `/admin/content/prelims-tests/${testId}/questions`;
}

/** A prelims test's item statistics (':id' gives the route's pattern). */
export function itemStatsPath(testId: number | ':id'): string {
  return `/admin/content/prelims-tests/${testId}/item-stats`;
}
