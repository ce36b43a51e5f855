import { describe, expect, it } from 'vitest';
import {
  DIARY_ANSWER_MAX,
  DIARY_SAVES_PER_QUESTION,
  ERRORS,
  OTHER_TEXT_MAX,
  PLANNER_MESSAGES,
  type DiaryAnswerResult,
  type DiaryQuestion,
  type SurveyAnswerResult,
  type SurveyQuestion,
} from '@mc/contract';
import { GAME_BYTES_MAX, STORED_BYTES } from '../src/instances/commands';
import { useTestApp, type TestContext } from './support/app';
import { dialects } from './support/databases';
import {
  openEverydayAccount,
  playWeek,
  startGame,
  storedVersion,
  type GameClient,
} from './support/game';

// A hostile player against the bound on what one game stores (issue 34, decision 031): every
// week's diary answer saved as often as the server takes it, each time 500 characters of 3 bytes
// (the most an answer can take), then once more; every answer of the end quiz and survey with 200
// characters of "other" words. What the database holds for the game (its row, its command log
// and its pages) must stay under the bound the README states, and the diary's part under its
// share of it.

/** A row's bytes: its text as UTF-8, 8 for each number. */
function rowBytes(row: Record<string, unknown>): number {
  let bytes = 0;
  for (const value of Object.values(row)) {
    if (typeof value === 'string') bytes += Buffer.byteLength(value, 'utf8');
    else if (typeof value === 'number' || typeof value === 'bigint') bytes += 8;
  }
  return bytes;
}

const sum = (rows: Record<string, unknown>[]) => rows.reduce((n, row) => n + rowBytes(row), 0);

/** What the database holds for one game, in bytes, and the diary's part of it. */
async function storedBytes(ctx: TestContext, instanceId: string) {
  const { db } = ctx.app;
  const instance = await db
    .selectFrom('game_instances')
    .selectAll()
    .where('id', '=', instanceId)
    .execute();
  const commands = await db
    .selectFrom('instance_commands')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .execute();
  const pages = await Promise.all(
    (['ledger_pages', 'message_pages', 'diary_pages'] as const).map((table) =>
      db.selectFrom(table).selectAll().where('instance_id', '=', instanceId).execute(),
    ),
  );
  const diaryPages = pages[2]!;
  const typeOf = (row: { command: string }) => (JSON.parse(row.command) as { type: string }).type;
  const diarySaves = commands.filter((row) => typeOf(row) === 'saveDiaryAnswer');
  const endCommands = commands.filter((row) => typeOf(row).includes('Survey'));
  return {
    total: sum(instance) + sum(commands) + pages.reduce((n, rows) => n + sum(rows), 0),
    diary: sum(diarySaves) + sum(diaryPages),
    diarySaves: diarySaves.length,
    diaryPages: diaryPages.length,
    endCommands: endCommands.length,
    otherCommands: commands.length - diarySaves.length - endCommands.length,
  };
}

/** 500 characters of 3 bytes each (the euro sign), told apart by their week and take. */
const longest = (week: number, take: number) => {
  const mark = `Week ${week}, take ${take}: `;
  return `${mark}${'€'.repeat(DIARY_ANSWER_MAX - mark.length)}`;
};

describe.each(dialects)('A hostile player against the storage bound on %s', (dialect) => {
  const ctx = useTestApp(dialect);

  const answer = (client: GameClient, Week: number, Answer: string) =>
    client.post<DiaryAnswerResult>('/api/i/planner', { Week, Answer });

  it("keeps each week's diary to its saves and the whole game under the bound", async () => {
    const { client, link, instanceId } = await startGame(ctx, '--weeks', '27', '--quizzes', 'none');
    await openEverydayAccount(client, link.GameID);
    let week = 1;
    let complete = false;
    while (!complete) {
      for (let take = 1; take <= DIARY_SAVES_PER_QUESTION; take += 1) {
        const saved = await answer(client, week, longest(week, take));
        expect(saved.status, `week ${week}, take ${take}`).toBe(200);
      }
      // One more edit is refused with the limit's words and stores nothing; the last answer
      // saved stays. An earlier week's answer, saved to its limit already, is refused too.
      const version = await storedVersion(ctx, instanceId);
      const refused = await answer(client, week, longest(week, DIARY_SAVES_PER_QUESTION + 1));
      expect(refused.status).toBe(400);
      expect(refused.body.Messages).toEqual([PLANNER_MESSAGES.saveLimit]);
      if (week > 1) {
        const earlier = await answer(client, week - 1, 'One more thought on last week.');
        expect(earlier.body.Messages).toEqual([PLANNER_MESSAGES.saveLimit]);
      }
      // The same words again are no save: answered, and nothing stored.
      const again = await answer(client, week, longest(week, DIARY_SAVES_PER_QUESTION));
      expect(again.status).toBe(200);
      expect(again.body.Results.Question.Answer).toBe(longest(week, DIARY_SAVES_PER_QUESTION));
      // Half an emoji is no writing (and would take 6 bytes a character).
      const broken = await answer(client, week, `Half an emoji: ${'\ud83d'.repeat(400)}`);
      expect(broken.status).toBe(400);
      expect(broken.body.Messages).toEqual([ERRORS.invalidRequest]);
      expect(await storedVersion(ctx, instanceId)).toBe(version);
      const played = await playWeek(client);
      complete = played.started.Results.IsGameComplete;
      week += 1;
    }
    expect(week - 1).toBe(27);
    const past = (await client.get<DiaryQuestion[]>('/api/i/planner/questions')).body.Results;
    expect(past).toHaveLength(26);
    for (const question of past)
      expect(question.Answer).toBe(longest(question.Week, DIARY_SAVES_PER_QUESTION));

    // The end quiz and survey, each answer with as many "other" words as it takes.
    const other = '€'.repeat(OTHER_TEXT_MAX);
    for (let asked = 0; asked < 40; asked += 1) {
      const question = await client.get<SurveyQuestion>('/api/i/survey');
      if (question.status !== 200) break;
      const options = question.body.Results.Options;
      const submitted = await client.post<SurveyAnswerResult>('/api/i/survey/submit', {
        SurveyQuestionOptionID: (options.find((o) => o.IsOther) ?? options[0]!).ID,
        OtherText: other,
        TimeLeft: 30,
      });
      expect(submitted.status).toBe(200);
      if (submitted.body.Results.IsSurveyComplete) break;
    }

    const bytes = await storedBytes(ctx, instanceId);
    // Every week's answer saved as often as the server takes it, and each save kept once in the
    // log and once as a page (all but the last, which the game's row holds).
    expect(bytes.diarySaves).toBe(27 * DIARY_SAVES_PER_QUESTION);
    expect(bytes.diaryPages).toBe(27 * DIARY_SAVES_PER_QUESTION - 1);
    expect(bytes.endCommands).toBeGreaterThanOrEqual(2 * 23);
    // The diary took all the room it has (two copies of 1,500 bytes a save) and no more.
    expect(bytes.diary).toBeGreaterThan(bytes.diarySaves * 3_000);
    expect(bytes.diary).toBeLessThanOrEqual(bytes.diarySaves * STORED_BYTES.diarySave);
    // The whole game within what the bound allows for the commands it stored, and under the bound.
    const allowed =
      STORED_BYTES.game +
      bytes.diarySaves * STORED_BYTES.diarySave +
      bytes.endCommands * STORED_BYTES.endCommand +
      bytes.otherCommands * STORED_BYTES.command;
    expect(bytes.total).toBeLessThanOrEqual(allowed);
    expect(bytes.total).toBeLessThanOrEqual(GAME_BYTES_MAX);
  });
});
