import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { listAnswer, type Note, noteSchema } from './schemas';

export async function getNotesLibrary(subscriptionId: number, signal?: AbortSignal): Promise<Note[]> {
  const answer = await apiGet('/v1/modules/note-library/notes/list', listAnswer(noteSchema), {
    query: { subscriptionId },
    signal,
  });
  return answer.responseResult;
}

export function notesLibraryQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: libraryKeys.notes(subscriptionId),
    queryFn: ({ signal }) => getNotesLibrary(subscriptionId, signal),
  });
}

export function useNotesLibrary(subscriptionId: number) {
  return useQuery(notesLibraryQueryOptions(subscriptionId));
}
