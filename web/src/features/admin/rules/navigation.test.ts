import { describe, expect, it } from 'vitest';
import { staffRoleOf } from '@/lib/auth/staff';
import { canOpen, homePathFor, navigationFor, navItemFor } from './navigation';

const labels = (role: 'admin' | 'evaluator') =>
  navigationFor(role).flatMap((group) => group.items.map((item) => item.label));

describe('role-based navigation', () => {
  it('shows admins every section', () => {
    expect(navigationFor('admin').map((group) => group.label)).toEqual([
      'Overview',
      'Catalogue',
      'Content',
      'Evaluation',
      'Marketing',
      'Sales',
      'System',
    ]);
    expect(labels('admin')).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Subscriptions',
        'Prelims tests',
        'Mains answers',
        'Leads',
        'Orders',
        'Audit log',
      ]),
    );
  });

  it('shows evaluators only the evaluation of mains answers', () => {
    expect(navigationFor('evaluator')).toEqual([expect.objectContaining({ label: 'Evaluation' })]);
    expect(labels('evaluator')).toEqual(['Mains answers', 'Second marking']);
  });

  it('opens the console on the dashboard for admins and on the queue for evaluators', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('evaluator')).toBe('/admin/evaluation');
  });

  it('keeps evaluators out of admin pages, however deep', () => {
    expect(canOpen('evaluator', '/admin/evaluation')).toBe(true);
    expect(canOpen('evaluator', '/admin/evaluation/')).toBe(true);
    expect(canOpen('evaluator', '/admin')).toBe(false);
    expect(canOpen('evaluator', '/admin/catalog/subscriptions/4')).toBe(false);
    expect(canOpen('evaluator', '/admin/learners/12')).toBe(false);
    expect(canOpen('admin', '/admin/learners/12')).toBe(true);
  });

  it('names the page a path belongs to by its longest match', () => {
    expect(navItemFor('/admin/content/prelims-tests/3/questions')?.label).toBe('Prelims tests');
    expect(navItemFor('/admin')?.label).toBe('Dashboard');
    expect(navItemFor('/admin/no-such-page')).toBeUndefined();
  });

  it('lets in only staff roles', () => {
    expect(staffRoleOf('admin')).toBe('admin');
    expect(staffRoleOf('evaluator')).toBe('evaluator');
    expect(staffRoleOf('student')).toBeNull();
    expect(staffRoleOf(undefined)).toBeNull();
  });
});
