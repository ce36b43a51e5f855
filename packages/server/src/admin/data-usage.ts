// The data commands' part of `npm run admin -- help` (a module of its own: commands.ts prints
// it, and data-commands.ts needs commands.ts).

export const DATA_USAGE = `  export-player EMAIL
      Prints everything kept about that player's account as JSON (what GET /api/Account/export
      gives them): the account without its password, players, classes, each game with its diary,
      survey and money check answers and its command log, and teachers' looks at their games.
  delete-player EMAIL
      Deletes that player's account at once, with its family members, every game it played
      (off every leaderboard), its memberships and sign-ins. Teachers' accounts: delete-teacher.
  delete-teacher EMAIL
      Deletes that teacher's account at once, with their place in the classes they were given
      and their sign-ins. Refused while they own a class that is still kept (its students' data
      goes with the class: deleted from the class page, or after DATA_RETENTION_DAYS).
  audit ID
      Lists who looked at the students' games of a game link: each teacher's opening of a
      student's weeks or replay, reset link and export of the class, oldest first.`;
