import { THEMES } from './constants';

// The teacher's side's words (issue 19), apart from its schemas: the game's own screens read a
// few of them (a closed class, the teacher's pacing), and this file needs no zod, so those
// screens do not load it (decision 011).

const PAUSED_OPENING = 'Your teacher has paused the class';

export const TEACHER_MESSAGES = {
  signInWith: 'Choose how students sign in from the list.',
  emailDomains: 'Email domains, separated by commas, such as school.edu.au.',
  /** A reset link asked for a student who signs in with the school's accounts. */
  noPasswordToReset:
    'This student signs in with their school account, so there is no password to reset. They use the "Sign in with" button.',
  /** 403 on every /api/t/ call made with a player's token. */
  notTeacher: 'This is for teachers: sign in with a teacher account.',
  /** 403 on every call of the game made with a teacher's token. */
  teacherAtPlayerRoute: "That's a teacher's account: teachers sign in at /teacher.",
  /** /teacher's sign-in with a player's account. */
  playerAtTeacherSignIn:
    "That's a player's account. Students sign in through their class's game link.",
  groupName: 'Give the class a name (up to 100 characters).',
  groupYear: 'The year level is at most 20 characters.',
  groupSubject: 'The subject is at most 100 characters.',
  theme: `Theme must be one of ${THEMES.join(', ')}.`,
  totalWeeks: 'TotalWeeks must be 26 or 27.',
  maxPlayers: 'MaxPlayers must be a whole number from 1 to 200.',
  maxGames: 'MaxGames must be a whole number from 1 to 10.',
  weeksOpen: "WeeksOpen must be a whole number from 1 to the game's weeks, or null for no limit.",
  nothingToChange: 'Say what to change: IsGameActive, LeaderboardVisible or WeeksOpen.',
  replayWeek: 'week must be a week the student has finished.',
  /** DELETE /api/t/links/{GameLinkID} without the class's name typed as shown. */
  confirmDelete:
    "Type the class's name exactly as shown to delete it: its students' games and answers go for good.",
  /** DELETE by a teacher the class was given to (403). */
  onlyOwnerDeletes: 'Only the teacher who created this class can delete it.',
  /** 200: the class is gone. */
  classDeleted: "The class and its students' games have been deleted.",
  noSuchPlayer: 'There is no such player in your classes.',
  /** Any move in a game of a class its teacher has closed (reads still work: they may look). */
  classClosed:
    'Your teacher has closed this class for now, so nothing in the game can change. You can still look around; your game is saved.',
  /**
   * A player who has reached the week their teacher opened up to, trying to start the next: the
   * teacher's week first (a student already past it, the limit lowered later, is told both).
   */
  paused: (weeksOpen: number, week: number = weeksOpen) =>
    week <= weeksOpen
      ? `${PAUSED_OPENING} after week ${weeksOpen}. Week ${weeksOpen + 1} opens when your teacher says so.`
      : `${PAUSED_OPENING} at week ${weeksOpen}. You've finished week ${week}: week ${week + 1} opens when your teacher says so.`,
} as const;

/** Whether a refusal to start the week is the teacher's pacing (the start screen waits calmly). */
export const isPausedMessage = (message: string) => message.startsWith(PAUSED_OPENING);
