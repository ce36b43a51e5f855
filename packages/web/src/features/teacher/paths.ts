// The teacher's side (issue 19) lives under /teacher, on a router and a chunk of its own, so a
// player's first screen does not carry it (decision 011) and a teacher never sees the phone.

export const TEACHER_HOME = '/teacher';
export const TEACHER_FORGOT = '/teacher/forgot-password';
export const CLASSES_PATH = '/teacher/classes';
export const classPath = (gameLinkId: string) =>
  `/teacher/classes/${encodeURIComponent(gameLinkId)}`;
/** The class's weekly guide: articles, discussion questions and answers, printable. */
export const guidePath = (gameLinkId: string) => `${classPath(gameLinkId)}/guide`;
export const studentPath = (gameInstanceId: string) =>
  `/teacher/students/${encodeURIComponent(gameInstanceId)}`;

/** True for an address the teacher's side answers (the app loads its router for these). */
export const isTeacherPath = (pathname: string): boolean => /^\/teacher(\/|$)/.test(pathname);
