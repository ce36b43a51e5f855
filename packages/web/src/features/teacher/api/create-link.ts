import type { createTeacherLinkBody, TeacherLink } from '@mc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teacherSend } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

export type CreateLinkBody = z.input<typeof createTeacherLinkBody>;

/** POST /api/t/links: a new class on a new game; the list of classes is read again. */
export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLinkBody) => teacherSend<TeacherLink>('POST', '/api/t/links', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.links }),
  });
}
