// Old messages move to sealed archive pages; the player sees nothing change.
import { describe, expect, it } from 'vitest';
import {
  liveState,
  migrateState,
  selectApps,
  selectEmails,
  selectTextThreads,
  STATE_VERSION,
  withSealedPages,
  type GameState,
} from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content } from '../../test/fixtures/content';
import { ARCHIVE_AFTER_WEEKS, MESSAGES_PER_ARCHIVE_PAGE } from './types';

function playWeeks(weeks: number): TestGame {
  const game = new TestGame();
  game.open('everyday', 20_000);
  for (let i = 0; i < weeks; i++) game.nextWeek();
  return game;
}

const emailBadge = (state: GameState) =>
  selectApps(state, content).find((a) => a.name === 'Email')!.updateCount;

describe('the message archive', () => {
  it('takes messages a few weeks old and shows every message as before', () => {
    const game = new TestGame();
    const before = selectEmails(game.state, content).map((m) => m.id);
    game.open('everyday', 20_000);
    for (let i = 0; i < ARCHIVE_AFTER_WEEKS; i++) game.nextWeek();
    const { list, archive } = game.state.communications;
    expect(archive.flat().length).toBeGreaterThan(0);
    expect(list.every((c) => c.week + ARCHIVE_AFTER_WEEKS > game.state.week)).toBe(true);
    const after = selectEmails(game.state, content).map((m) => m.id);
    expect(after.slice(-before.length)).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
  });

  it('seals full pages, which later weeks never change', () => {
    const game = playWeeks(16);
    const { archive } = game.state.communications;
    expect(archive.length).toBeGreaterThan(1);
    const sealed = archive.slice(0, -1);
    for (const page of sealed) expect(page).toHaveLength(MESSAGES_PER_ARCHIVE_PAGE);
    game.nextWeek();
    game.nextWeek();
    sealed.forEach((page, i) => expect(game.state.communications.archive[i]).toBe(page));
  });

  it('lets the player read and delete an archived message', () => {
    const game = new TestGame();
    game.open('everyday', 20_000);
    for (let i = 0; i < ARCHIVE_AFTER_WEEKS; i++) game.nextWeek();
    const archived = game.state.communications.archive.flat().find((c) => !c.isRead)!;
    const view = selectEmails(game.state, content).find(
      (m) => !m.isRead && m.week === archived.week,
    )!;
    const badge = emailBadge(game.state);
    game.do({ type: 'readCommunication', communicationId: view.id });
    expect(selectEmails(game.state, content).find((m) => m.id === view.id)!.isRead).toBe(true);
    expect(emailBadge(game.state)).toBe(badge - 1);
    game.do({ type: 'deleteCommunication', communicationId: view.id });
    expect(selectEmails(game.state, content).some((m) => m.id === view.id)).toBe(false);
    expect(game.reject({ type: 'readCommunication', communicationId: view.id }).code).toBe(
      'comms/not-found',
    );
    expect(selectTextThreads(game.state, content).length).toBeGreaterThan(0);
  });

  it('is stored apart: the live state and the sealed pages give the whole state back', () => {
    const state = playWeeks(24).state;
    const live = liveState(state);
    expect(live.communications.archive.length).toBeLessThanOrEqual(1);
    expect(live.ledger.pages.length).toBe(1);
    const whole = withSealedPages(
      live,
      state.ledger.pages.slice(0, -1),
      state.communications.archive.slice(0, -1),
    );
    expect(whole).toEqual(state);
    expect(JSON.stringify(live).length).toBeLessThan(JSON.stringify(state).length / 2);
  });

  it('is added to games stored before it existed', () => {
    const game = new TestGame();
    game.open('everyday', 20_000);
    game.nextWeek();
    game.do({ type: 'endWeek' });
    const state = game.state;
    const { archive: _a, deletedIds: _d, readIds: _r, ...oldInbox } = state.communications;
    const { startingPosting: _s, ...oldEndOfWeek } = state.endOfWeek;
    const old = {
      ...state,
      version: 1,
      communications: oldInbox,
      endOfWeek: {
        ...oldEndOfWeek,
        summaries: oldEndOfWeek.summaries.map(({ firstPosting: _f, ...rest }) => rest),
      },
    } as unknown as GameState;
    const migrated = migrateState(old);
    expect(migrated.version).toBe(STATE_VERSION);
    expect(migrated.communications).toEqual(state.communications);
    // A version-1 week is taken to start at its first posting.
    const [week1, week2] = migrated.endOfWeek.summaries.map((s) => s.firstPosting);
    expect(week1).toBe(0);
    expect(state.ledger.pages[0]![week2!]![0]).toBe(2);
    expect(state.ledger.pages[0]![week2! - 1]![0]).toBe(1);
    expect(migrateState(state)).toBe(state);
  });
});
