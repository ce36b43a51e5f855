import { beforeAll, describe, expect, it } from 'vitest';
import type { GameInstanceSummary } from '@mc/contract';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { createLink, signUp } from './support/players';

// One world per class (issue 29): every student of a class link plays the link's persona,
// whatever their year of birth, chosen by the link's year level (Years 7-10 the 15-year-old,
// 11-12 the 16-year-old, none the 18-year-old) or named when the link is made; a trial who joins
// plays it too. A family member plays the persona of their age band (issue 12). The instance
// keeps its scenario and the server plays it with that scenario's content.

const YEAR = new Date().getFullYear();

describe.each(dialects)('personas on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  let school: { GameLinkID: string; GameID: string };
  let family: { GameLinkID: string; GameID: string };

  beforeAll(async () => {
    school = await createLink(ctx.app, ctx.config, '--group', '10P', '--year', 'Year 10');
    family = await createLink(ctx.app, ctx.config, '--theme', 'family');
  });

  async function newGame(auth: Record<string, string>, gameId: string, playerId?: string) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/games',
      headers: auth,
      payload: playerId ? { GameID: gameId, PlayerID: playerId } : { GameID: gameId },
    });
    expect(created.statusCode, created.body).toBe(200);
    return (created.json().Results as GameInstanceSummary).ID;
  }

  /** The stored state's scenario, age, cash and the ids of what week 1 brought. */
  async function played(auth: Record<string, string>, instanceId: string) {
    const cash = await ctx.app.inject({
      url: `/api/i/cashbox?GameInstanceID=${instanceId}`,
      headers: auth,
    });
    expect(cash.statusCode, cash.body).toBe(200);
    const row = await ctx.app.db
      .selectFrom('game_instances')
      .select('state')
      .where('id', '=', instanceId)
      .executeTakeFirstOrThrow();
    const state = JSON.parse(row.state) as {
      scenarioId: string;
      player: { ageYears: number; name: string };
      communications: {
        list: { source: { kind: string; eventId?: string; offerId?: string; subject?: string } }[];
      };
    };
    return {
      scenarioId: state.scenarioId,
      ageYears: state.player.ageYears,
      week1: state.communications.list.flatMap((c) =>
        c.source.offerId ? [c.source.offerId] : c.source.eventId ? [c.source.eventId] : [],
      ),
      notices: state.communications.list.flatMap((c) =>
        c.source.kind === 'notice' && c.source.subject ? [c.source.subject] : [],
      ),
    };
  }

  it.each([
    [['--year', '10'], '14-15', 'starter-hobart-home-14-15', 15, 'story-home-chores-deal'],
    [['--year', 'Year 11'], '16-17', 'starter-hobart-home-16-17', 16, 'story-home-chores-deal'],
    [[], '18', 'starter-hobart-share-house', 18, 'story-house-kitty'],
    [
      ['--year', '10', '--persona', '18'],
      '18',
      'starter-hobart-share-house',
      18,
      'story-house-kitty',
    ],
  ])(
    'gives every student of a link made with %j one persona, %s, whatever their age',
    async (args, persona, scenarioId, age, week1Beat) => {
      const link = await createLink(ctx.app, ctx.config, '--group', 'Mixed', ...args);
      expect(link).toMatchObject({ Persona: persona });
      // In 2026: born 2011 is 15, born 2009 is 17, born 2007 is 19.
      for (const yob of [YEAR - 15, YEAR - 17, YEAR - 19]) {
        const student = await signUp(ctx.app, link.GameLinkID, { YOB: String(yob) });
        const instanceId = await newGame(student.auth, link.GameID);
        const instance = await played(student.auth, instanceId);
        expect(instance).toMatchObject({ scenarioId, ageYears: age });
        expect(instance.week1).toContain(week1Beat);
      }
      const student = await signUp(ctx.app, link.GameLinkID, { YOB: String(YEAR - 16) });
      const instanceId = await newGame(student.auth, link.GameID);
      // The game's bank products are listed for every player of it, whatever their persona.
      const types = await ctx.app.inject({
        url: `/api/g/banking?GameID=${link.GameID}`,
        headers: student.auth,
      });
      expect(types.json().Results.length).toBeGreaterThan(0);
      // The player's own list of cards says up front when they are too young for one.
      const cards = await ctx.app.inject({
        url: `/api/g/creditcards?GameInstanceID=${instanceId}`,
        headers: student.auth,
      });
      expect(cards.statusCode, cards.body).toBe(200);
      const refusals = (cards.json().Results as { Refusal?: string }[]).map((c) => c.Refusal);
      expect(new Set(refusals)).toEqual(
        new Set([age < 18 ? 'You must be 18 or older to get a credit card.' : undefined]),
      );
    },
  );

  it("gives a family member the persona of their age band: '16 - 18' plays the 16-17", async () => {
    const holder = await signUp(ctx.app, family.GameLinkID, {
      YOB: '',
      Surname: 'Okoro',
      Age: '35 - 54',
      Gender: 'f',
      Name: 'Ada',
    });
    const add = async (Name: string, Age: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/m/family/addfamilymember',
          headers: holder.auth,
          payload: { GameLinkID: family.GameLinkID, Name, Age, Gender: 'm' },
        })
      ).json().Results.ID as string;
    const teen = await add('Obi', '16 - 18');
    const kid = await add('Emeka', '12 - 15');
    const adult = await add('Chidi', '19 - 34');
    const scenarioOf = async (member: string) =>
      (await played(holder.auth, await newGame(holder.auth, family.GameID, member))).scenarioId;
    expect(await scenarioOf(teen)).toBe('starter-hobart-home-16-17');
    expect(await scenarioOf(kid)).toBe('starter-hobart-home-14-15');
    const young = await played(holder.auth, await newGame(holder.auth, family.GameID, adult));
    expect(young.scenarioId).toBe('starter-hobart-share-house');
    // A parent plays the young adult starting out as a role, and the game says so first; a
    // 19-to-34-year-old is near enough the role's age to be told nothing more.
    const role = 'Your role in the Money Challenge';
    const mum = await add('Ngozi', '35 - 54');
    const parent = await played(holder.auth, await newGame(holder.auth, family.GameID, mum));
    expect(parent.scenarioId).toBe('starter-hobart-share-house');
    expect(parent.notices).toContain(role);
    expect(young.notices).not.toContain(role);
  });

  it("gives a trial, whose age is unknown, the class's persona", async () => {
    const trial = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Trial',
      payload: { Email: `trial.${Date.now()}@school.edu.au`, Name: 'Robin' },
    });
    const auth = { authorization: `Bearer ${trial.json().Results.access_token as string}` };
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/m/gamelinks',
      headers: auth,
      payload: { GameLinkID: school.GameLinkID },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const instance = await played(auth, await newGame(auth, school.GameID));
    expect(instance).toMatchObject({ scenarioId: 'starter-hobart-home-14-15', ageYears: 15 });
  });
});
