import type { ClassDeleted, DeleteTeacherLinkBody, TeacherLink } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherSend } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/**
 * DELETE /api/t/links/{GameLinkID}: the class and its students' games go now (decision 030),
 * confirmed by its name. The class leaves the list of classes at once.
 */
export function useDeleteClass(gameLinkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteTeacherLinkBody) =>
      teacherSend<ClassDeleted>('DELETE', `/api/t/links/${encodeURIComponent(gameLinkId)}`, body),
    // Its other reads are left to expire unwatched: dropping them while the class page is still
    // on screen would read a class that is gone.
    onSuccess: () =>
      queryClient.setQueryData<TeacherLink[]>(teacherKeys.links, (links) =>
        links?.filter((link) => link.GameLinkID !== gameLinkId),
      ),
  });
}
