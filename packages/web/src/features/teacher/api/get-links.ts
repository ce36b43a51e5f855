import type { TeacherLink } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/links: the teacher's classes, newest first. */
export const getLinks = (signal?: AbortSignal) =>
  teacherGet<TeacherLink[]>('/api/t/links', { signal });

export const useLinks = () =>
  useQuery({ queryKey: teacherKeys.links, queryFn: ({ signal }) => getLinks(signal) });

/** One class, read from the list (the API has no read of a single link). */
export function useLink(gameLinkId: string) {
  const links = useLinks();
  return { ...links, data: links.data?.find((link) => link.GameLinkID === gameLinkId) };
}
