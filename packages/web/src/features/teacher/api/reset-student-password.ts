import type { TeacherResetLink } from '@mc/contract';
import { useMutation } from '@tanstack/react-query';
import { teacherSend } from '../lib/teacher-api';

/** POST /api/t/players/{PlayerID}/reset-password: a one-time link to hand the student. */
export const useResetStudentPassword = (playerId: string) =>
  useMutation({
    mutationFn: () =>
      teacherSend<TeacherResetLink>(
        'POST',
        `/api/t/players/${encodeURIComponent(playerId)}/reset-password`,
        {},
      ),
  });
