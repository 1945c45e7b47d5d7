import { ACCOUNT_SCOPE } from '@/lib/query-client';

/**
 * What a library shows depends on who asks (isSubscribed, the file paths, the learner's own
 * answers), so every key starts with the account scope: a login or logout refetches or drops it.
 */
export const libraryKeys = {
  all: [ACCOUNT_SCOPE, 'libraries'] as const,
  notes: (subscriptionId: number) => [...libraryKeys.all, 'notes', subscriptionId] as const,
  prelims: (subscriptionId: number) => [...libraryKeys.all, 'prelims', subscriptionId] as const,
  mainsSeries: (subscriptionId: number) => [...libraryKeys.all, 'mains-series', subscriptionId] as const,
  mainsTests: (subscriptionId: number, seriesId: number) =>
    [...libraryKeys.all, 'mains-tests', subscriptionId, seriesId] as const,
  videoLibraries: (subscriptionId: number) => [...libraryKeys.all, 'video-libraries', subscriptionId] as const,
  videos: (subscriptionId: number, videoLibraryId: number) =>
    [...libraryKeys.all, 'videos', subscriptionId, videoLibraryId] as const,
};
