import { clearTeacherSession, teacherToken } from '../../../lib/teacher-session';

/**
 * Signs the teacher out: the token is revoked on the server (sent directly, so an expired token
 * does not turn signing out into an error) and forgotten here. The player's session is left be.
 */
export async function teacherSignOut(): Promise<void> {
  const token = teacherToken();
  clearTeacherSession();
  if (!token) return;
  try {
    await fetch('/api/account/logout', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
  } catch {
    // Offline: the token still expires on its own.
  }
}
