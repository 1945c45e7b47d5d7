import { ACCOUNT_SCOPE } from '@/lib/query-client';
import type { RefSource, ResourceName } from '../model/fields';
import type { ListParams } from './list-params';

/**
 * What the console reads is the logged-in staff member's view: every key starts with the
 * account scope, so logging out (or a 401) drops it with the rest of the session's data.
 */
const all = [ACCOUNT_SCOPE, 'admin'] as const;

export const adminKeys = {
  all,
  resource: (name: ResourceName) => [...all, 'resource', name] as const,
  list: (name: ResourceName, params: ListParams) => [...all, 'resource', name, 'list', params] as const,
  item: (name: ResourceName, id: number) => [...all, 'resource', name, 'item', id] as const,
  choices: (ref: RefSource) => [...all, 'resource', ref.resource, 'choices', ref.filter ?? {}] as const,
  subscriptionLinks: (id: number) => [...all, 'resource', 'subscriptions', 'links', id] as const,
  questions: (testId: number) => [...all, 'questions', testId] as const,
  itemStats: (testId: number) => [...all, 'item-stats', testId] as const,
  reports: () => [...all, 'question-reports'] as const,
  reportList: (status: string) => [...all, 'question-reports', status] as const,
  challenges: () => [...all, 'key-challenges'] as const,
  challengeList: (status: string) => [...all, 'key-challenges', status] as const,
  dashboard: (days: number) => [...all, 'dashboard', days] as const,
  audit: (entity: string) => [...all, 'audit', entity] as const,
  answers: () => [...all, 'answers'] as const,
  answerList: (status: string) => [...all, 'answers', status] as const,
  learners: () => [...all, 'learners'] as const,
  learnerList: (params: ListParams) => [...all, 'learners', 'list', params] as const,
  learner: (id: number) => [...all, 'learners', 'item', id] as const,
  learnerWork: (id: number, kind: 'prelims-attempts' | 'mains-answers', page: number, pageSize: number) =>
    [...all, 'learners', 'item', id, kind, page, pageSize] as const,
  orders: () => [...all, 'orders'] as const,
  orderList: (params: ListParams) => [...all, 'orders', 'list', params] as const,
};
