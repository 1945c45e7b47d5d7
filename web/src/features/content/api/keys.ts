/** Query keys of the dynamic-content calls, from one factory so invalidation can target them. */
export const contentKeys = {
  all: ['content'] as const,
  list: (name: string) => [...contentKeys.all, name] as const,
};
