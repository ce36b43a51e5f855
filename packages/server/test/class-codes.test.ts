import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@mc/contract';
import { buildApp } from '../src/app';
import { RATE_LIMITS } from '../src/http/rate-limit';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../src/gamelinks/join-code';
import { useTestApp } from './support/app';
import { dialects } from './support/databases';
import { createLink } from './support/players';

// Issue 31: every school link has a short class code that a class types at /join; a wrong code
// says so, and only wrong codes count against the school's address.

const limits = { ...RATE_LIMITS, joinCodeFailuresPerAddress: { hits: 5, windowMs: 60_000 } };

describe.each(dialects)('class codes on %s', (dialect) => {
  const ctx = useTestApp(dialect);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({
      config: ctx.config,
      database: ctx.testDatabase.database,
      rateLimits: limits,
    });
  });
  afterAll(() => app.close());

  let addresses = 0;
  const newAddress = () => `10.3.${dialect === 'sqlite' ? 1 : 2}.${(addresses += 1)}`;
  const join = (code: string, address = newAddress()) =>
    app.inject({
      method: 'GET',
      url: '/api/m/joincode',
      query: { Code: code },
      remoteAddress: address,
    });
  const codeOf = async (gameLinkId: string) =>
    (
      await ctx.testDatabase.database.db
        .selectFrom('game_links')
        .select('join_code')
        .where('id', '=', gameLinkId)
        .executeTakeFirstOrThrow()
    ).join_code;

  it('gives every school link its own code of six characters without look-alikes', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const code = await codeOf((await createLink(app, ctx.config)).GameLinkID);
      expect(code).toHaveLength(JOIN_CODE_LENGTH);
      for (const char of code!) expect(JOIN_CODE_ALPHABET).toContain(char);
      expect(code).not.toMatch(/[0O1IL5S2Z8BUV]/);
      codes.add(code!);
    }
    expect(codes.size).toBe(20);
    const family = (await createLink(app, ctx.config, '--theme', 'family')).GameLinkID;
    expect(await codeOf(family)).toBeNull();
  });

  it('leads to the class whatever the case and spacing, and says so for a wrong code', async () => {
    const { GameLinkID } = await createLink(app, ctx.config);
    const code = (await codeOf(GameLinkID))!;
    const typed = `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`;
    const found = await join(typed);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ Success: true, Results: { GameLinkID } });
    const wrong = await join(code === 'KKKKKK' ? 'MMMMMM' : 'KKKKKK');
    expect(wrong.json()).toMatchObject({ Success: false, Messages: [ERRORS.joinCodeNotFound] });
    const empty = await join('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Messages).toEqual([ERRORS.joinCodeMissing]);
  });

  it('stops an address guessing codes, but never for right codes, however many', async () => {
    const { GameLinkID } = await createLink(app, ctx.config);
    const code = (await codeOf(GameLinkID))!;
    const school = newAddress();
    // A whole school at one address types the right code: never counted.
    const many = await Promise.all(Array.from({ length: 40 }, () => join(code, school)));
    expect(many.map((r) => r.statusCode)).toEqual(many.map(() => 200));
    // A guesser at that address: each wrong code counts, up to the limit.
    for (let guess = 0; guess < limits.joinCodeFailuresPerAddress.hits; guess++)
      expect((await join('XXXXXX', school)).json().Success).toBe(false);
    const refused = await join('XXXXXX', school);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Messages).toEqual([ERRORS.tooManyRequests]);
    // Another address is not affected.
    expect((await join(code)).json().Success).toBe(true);
  });
});
