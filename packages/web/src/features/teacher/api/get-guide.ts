import type { ClassGuide } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { teacherGet } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/links/{GameLinkID}/guide: the class's weekly guide, with the answers. */
export const useClassGuide = (gameLinkId: string) =>
  useQuery({
    queryKey: teacherKeys.guide(gameLinkId),
    queryFn: ({ signal }) =>
      teacherGet<ClassGuide>(`/api/t/links/${encodeURIComponent(gameLinkId)}/guide`, { signal }),
    // The guide is content: it does not change while the page is open.
    staleTime: Infinity,
  });
