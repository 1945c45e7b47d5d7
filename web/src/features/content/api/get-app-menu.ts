import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { appMenuAnswer, type AppMenuItem } from './schemas';

/** Menu entries managed by staff (not shown yet). */
export async function getAppMenu(signal?: AbortSignal): Promise<AppMenuItem[]> {
  const answer = await fetchDynamicContent('app-menu', appMenuAnswer, signal);
  return answer.appMenu;
}

export function appMenuQueryOptions() {
  return queryOptions({ queryKey: contentKeys.list('app-menu'), queryFn: ({ signal }) => getAppMenu(signal) });
}

export function useAppMenu() {
  return useQuery(appMenuQueryOptions());
}
