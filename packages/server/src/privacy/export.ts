import {
  centsToDollars as $,
  type MyCommand,
  type MyData,
  type MyGame,
  type MyTeacherView,
} from '@mc/contract';
import {
  endQuestionOf,
  selectAgainstPar,
  selectGame,
  selectProgress,
  type GameContent,
  type GameState,
} from '@mc/engine';
import { hasPassword } from '../accounts/passwords';
import type { Db } from '../db/connect';
import { headOf, INSTANCE_HEAD_COLUMNS } from '../instances/head';
import { loadInstance } from '../instances/storage';
import { presentProgress } from '../progress/present';
import { looksAtStudent } from './audit';

// Everything kept about an account, as one JSON document (issue 34, decision 030): GET
// /api/Account/export and `npm run admin -- export-player EMAIL`. Its fields come from every
// table that names the account (purge.ts deletes the same), and its games' own words from their
// states: diary answers (each saving), end quiz and survey answers, money check answers, and
// the command log. Never the password's hash, nor sign-in tokens (only their hashes are kept).

/** The player's diary answers, every saving of each, with the question. */
function diaryAnswers(state: GameState, content: GameContent): MyGame['DiaryAnswers'] {
  return state.planner.answers.map((answer) => ({
    Week: answer.week,
    Question: content.diaryQuestions.find((q) => q.week === answer.week)?.text ?? '',
    Answer: answer.answer,
    SavedInWeek: answer.savedInWeek,
  }));
}

function surveyAnswers(state: GameState, content: GameContent): MyGame['SurveyAnswers'] {
  return state.survey.answers.map((answer) => {
    const found = endQuestionOf(content, answer.questionId);
    return {
      QuestionID: answer.questionId,
      Question: found?.question.text ?? '',
      Answer: found?.question.options[answer.option] ?? null,
      OtherText: answer.otherText,
      Correct: answer.correct,
    };
  });
}

function moneyCheckAnswers(state: GameState, content: GameContent): MyGame['MoneyCheckAnswers'] {
  return state.pretest.answers.map((answer) => {
    const item = content.endOfGame.learning.find((q) => q.id === answer.itemId);
    return {
      QuestionID: answer.itemId,
      Question: item?.text ?? '',
      Answer: item?.options[answer.option] ?? null,
      Correct: answer.correct,
    };
  });
}

async function commandLog(db: Db, instanceId: string): Promise<MyCommand[]> {
  const rows = await db
    .selectFrom('instance_commands')
    .select(['seq', 'command', 'created_at'])
    .where('instance_id', '=', instanceId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({
    Seq: Number(row.seq),
    At: row.created_at,
    Command: JSON.parse(row.command) as Record<string, unknown>,
  }));
}

async function games(db: Db, userId: string): Promise<MyGame[]> {
  const rows = await db
    .selectFrom('game_instances')
    .innerJoin('games', 'games.id', 'game_instances.game_id')
    .innerJoin('players', 'players.id', 'game_instances.player_id')
    .select([
      ...INSTANCE_HEAD_COLUMNS,
      'game_instances.id',
      'game_instances.player_id',
      'game_instances.created_at',
      'game_instances.updated_at',
      'players.name as player_name',
    ])
    .where('game_instances.user_id', '=', userId)
    .orderBy('game_instances.created_at')
    .execute();
  const found: MyGame[] = [];
  // One game at a time: a family's dozen games never hold a dozen states at once.
  for (const row of rows) {
    const head = headOf(row);
    const stored = head && (await loadInstance(db, row.id, head));
    if (!stored) continue;
    const { state, content, par } = stored;
    const game = selectGame(state);
    const againstPar = selectAgainstPar(state, par);
    found.push({
      GameInstanceID: row.id,
      GameLinkID: row.game_link_id,
      GameID: row.game_id,
      PlayerID: row.player_id,
      PlayerName: row.player_name,
      Week: game.currentWeek,
      TotalWeeks: game.totalWeeks,
      IsGameComplete: game.isGameComplete,
      NetPosition: $(game.netPositionCents),
      AgainstPar: $(againstPar.againstParCents),
      IsPractice: row.is_practice === 1,
      CreatedAt: row.created_at,
      UpdatedAt: row.updated_at,
      Report: presentProgress(selectProgress(state), game, againstPar),
      DiaryAnswers: diaryAnswers(state, content),
      SurveyAnswers: surveyAnswers(state, content),
      MoneyCheckAnswers: moneyCheckAnswers(state, content),
      Commands: await commandLog(db, row.id),
    });
  }
  return found;
}

/** Everything kept about the account; undefined when there is none. */
export async function myData(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<MyData | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const identities = await db
    .selectFrom('user_identities')
    .select(['provider', 'subject', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const players = await db
    .selectFrom('players')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const memberships = await db
    .selectFrom('game_link_users')
    .innerJoin('game_links', 'game_links.id', 'game_link_users.game_link_id')
    .select([
      'game_links.id',
      'game_links.group_name',
      'game_links.group_year',
      'game_links.group_subject',
      'game_links.theme',
      'game_link_users.joined_at',
    ])
    .where('game_link_users.user_id', '=', userId)
    .orderBy('game_link_users.joined_at')
    .execute();
  const looks = await looksAtStudent(db, userId);
  return {
    ExportedAt: now.toISOString(),
    Account: {
      UserID: user.id,
      Email: user.email,
      Name: user.name,
      Surname: user.surname,
      YOB: user.yob,
      AgeBand: user.age_band,
      Gender: user.gender,
      Theme: user.theme,
      IsTrial: user.is_trial === 1,
      HasPassword: hasPassword(user.password_hash),
      CreatedAt: user.created_at,
      SignsInWith: identities.map((identity) => ({
        Provider: identity.provider,
        Subject: identity.subject,
        CreatedAt: identity.created_at,
      })),
    },
    Players: players.map((player) => ({
      PlayerID: player.id,
      Name: player.name,
      AgeBand: player.age_band,
      Gender: player.gender,
      IsAccountHolder: player.is_account_holder === 1,
      CreatedAt: player.created_at,
    })),
    Memberships: memberships.map((membership) => ({
      GameLinkID: membership.id,
      GroupName: membership.group_name,
      GroupYear: membership.group_year,
      GroupSubject: membership.group_subject,
      Theme: membership.theme,
      JoinedAt: membership.joined_at,
    })),
    Games: await games(db, userId),
    TeacherViews: looks.map((look): MyTeacherView => ({
      At: look.created_at,
      What: look.action,
      GameInstanceID: look.game_instance_id,
      Week: look.week === null ? null : Number(look.week),
    })),
  };
}
