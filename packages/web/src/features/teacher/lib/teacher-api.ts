import { apiDownload, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { teacherBearer } from '../../../lib/teacher-session';

// The teacher's calls: the one API client, with the teacher's own token (not the player's).

export type TeacherGetOptions = Omit<RequestOptions, 'bearer' | 'body'>;

export async function teacherGet<T>(path: string, options: TeacherGetOptions = {}): Promise<T> {
  return (await apiRequest<T>('GET', path, { ...options, bearer: teacherBearer })).Results as T;
}

export async function teacherSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: TeacherGetOptions = {},
): Promise<T> {
  return (await apiRequest<T>(method, path, { ...options, body, bearer: teacherBearer }))
    .Results as T;
}

export const teacherDownload = (path: string, accept: string) =>
  apiDownload(path, undefined, { accept, bearer: teacherBearer });
