import type { Replay, StudentInbox, StudentWeeks } from '@mc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teacherGet, type TeacherGetOptions } from '../lib/teacher-api';
import { teacherKeys } from '../lib/query-keys';

/** GET /api/t/instances/{GameInstanceID}/{what}: one of the teacher's reads of a student's game. */
const studentGet = <T>(gameInstanceId: string, what: string, options: TeacherGetOptions) =>
  teacherGet<T>(`/api/t/instances/${encodeURIComponent(gameInstanceId)}/${what}`, options);

/** GET …/weeks: each finished week and where its money went. */
export const useStudentWeeks = (gameInstanceId: string) =>
  useQuery({
    queryKey: teacherKeys.weeks(gameInstanceId),
    queryFn: ({ signal }) => studentGet<StudentWeeks>(gameInstanceId, 'weeks', { signal }),
  });

/** GET …/inbox: the bills and messages the student sees now. */
export const useStudentInbox = (gameInstanceId: string) =>
  useQuery({
    queryKey: teacherKeys.inbox(gameInstanceId),
    queryFn: ({ signal }) => studentGet<StudentInbox>(gameInstanceId, 'inbox', { signal }),
  });

/**
 * GET …/replay?week=N: the game as it stood at the end of week N. A finished week never changes,
 * so a replay once read stays; the last one shows while the next loads, so stepping does not
 * flash an empty panel.
 */
export const useReplay = (gameInstanceId: string, week: number | null) =>
  useQuery({
    queryKey: teacherKeys.replay(gameInstanceId, week ?? 0),
    enabled: week !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      studentGet<Replay>(gameInstanceId, 'replay', { query: { week: week ?? 0 }, signal }),
  });
