/** Query keys of the form-choice lists, from one factory so invalidation can target them. */
export const choiceKeys = {
  all: ['choices'] as const,
  list: (name: 'target-years' | 'display-optionals') => [...choiceKeys.all, name] as const,
};
