import { THEMES, type Theme } from '@mc/contract';
import {
  learningScores,
  selectAgainstPar,
  selectBadges,
  selectEndQuizScore,
  selectGame,
  type GameContent,
  type GameState,
  type ParCurve,
} from '@mc/engine';
import type { Db } from '../db/connect';
import type { CertificateDetails } from './wording';

// What a certificate is made from: the finished game's state (the player's name as they typed it,
// the net position, the weeks, the Finance Weekly answers) and the rows around it (the game's
// name, the class on the game link, when the game was last changed, i.e. finished).

export interface CertificateFacts {
  gameName: string;
  theme: Theme;
  group: CertificateDetails['group'];
  /**
   * When the last week ended: the time of the instance's last endWeek command (the end quiz and
   * survey come after it and do not move it), or its updated_at when the log has none.
   */
  finishedAt: Date;
}

/** The facts of an instance's game and link; undefined when the instance has gone. */
export async function findCertificateFacts(
  db: Db,
  instanceId: string,
): Promise<CertificateFacts | undefined> {
  const row = await db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .innerJoin('game_links', 'game_links.id', 'game_instances.game_link_id')
    .select([
      'games.name as game_name',
      'game_links.theme',
      'game_links.group_name',
      'game_links.group_year',
      'game_links.group_subject',
      'game_instances.updated_at',
    ])
    .where('game_instances.id', '=', instanceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastEndWeek = await db
    .selectFrom('instance_commands')
    .select('created_at')
    .where('instance_id', '=', instanceId)
    .where('command', 'like', '{"type":"endWeek"%')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    gameName: row.game_name,
    theme: (THEMES as readonly string[]).includes(row.theme) ? (row.theme as Theme) : 'school',
    group: { name: row.group_name, year: row.group_year, subject: row.group_subject },
    finishedAt: new Date(lastEndWeek?.created_at ?? row.updated_at),
  };
}

/** Finance Weekly across the game: right answers out of the questions answered. */
export function quizScoreOf(state: GameState): CertificateDetails['quiz'] {
  let right = 0;
  let answered = 0;
  for (const quiz of state.news.quizzes) {
    for (const answer of quiz.answers) {
      answered += 1;
      if (answer.correct) right += 1;
    }
  }
  return { right, answered };
}

/** The end quiz: right answers out of the quiz questions answered (null before any). */
export function endQuizScoreOf(state: GameState): CertificateDetails['endQuiz'] {
  const score = selectEndQuizScore(state);
  return score.questions > 0 ? { right: score.right, answered: score.questions } : null;
}

/** The money check's two scores, once both are done (issue 33); null for a game without one. */
export function moneyCheckOf(
  state: GameState,
  content: GameContent,
): CertificateDetails['moneyCheck'] {
  const scores = learningScores(state, content);
  return scores.before !== null && scores.after !== null
    ? { before: scores.before, after: scores.after, total: scores.total }
    : null;
}

export function certificateDetails(
  state: GameState,
  content: GameContent,
  facts: CertificateFacts,
  par: ParCurve,
): CertificateDetails {
  const game = selectGame(state);
  return {
    playerName: game.playerName,
    group: facts.group,
    gameName: facts.gameName,
    netPositionCents: game.netPositionCents,
    againstParCents: selectAgainstPar(state, par).againstParCents,
    weeksPlayed: Math.min(game.currentWeek, game.totalWeeks),
    quiz: quizScoreOf(state),
    endQuiz: endQuizScoreOf(state),
    finishedAt: facts.finishedAt,
    theme: facts.theme,
    badges: selectBadges(state).map((badge) => badge.title),
    moneyCheck: moneyCheckOf(state, content),
  };
}
