/**
 * Staff roles and where their console lives. Shared by the learner's header (a link to the
 * console for staff), the login dialog (staff logging in at the console stay there) and the
 * console itself, which keeps its own navigation in features/admin.
 */
export const STAFF_CONSOLE_PATH = '/admin';

export type StaffRole = 'admin' | 'evaluator';

/** The stored user's role as a staff role, or null for learners (and anything unknown). */
export function staffRoleOf(role: string | null | undefined): StaffRole | null {
  return role === 'admin' || role === 'evaluator' ? role : null;
}

/** Whether a path is inside the staff console. */
export function isConsolePath(pathname: string): boolean {
  return pathname === STAFF_CONSOLE_PATH || pathname.startsWith(`${STAFF_CONSOLE_PATH}/`);
}
