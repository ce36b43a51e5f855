import type { TeacherLink, updateTeacherLinkBody } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teacherSend } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

export type UpdateLinkBody = z.input<typeof updateTeacherLinkBody>;

/**
 * PUT /api/t/links/{GameLinkID}: close or open the class, show or hide its leaderboard, pace it.
 * The answer is the link as it now stands, put straight into the list of classes.
 */
export function useUpdateLink(gameLinkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLinkBody) =>
      teacherSend<TeacherLink>('PUT', `/api/t/links/${encodeURIComponent(gameLinkId)}`, body),
    onSuccess: (link) =>
      queryClient.setQueryData<TeacherLink[]>(teacherKeys.links, (links) =>
        links?.map((old) => (old.GameLinkID === link.GameLinkID ? link : old)),
      ),
  });
}
