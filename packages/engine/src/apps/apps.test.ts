import { describe, expect, it } from 'vitest';
import { selectApps } from '../index';
import { TestGame } from '../../test/fixtures/game';
import { content } from '../../test/fixtures/content';

describe('apps', () => {
  it('has the twelve apps with their ids and priorities, some disabled by the scenario', () => {
    const game = new TestGame();
    const apps = selectApps(game.state, content);
    expect(apps.map((a) => [a.gameAppId, a.name, a.isDisabled])).toEqual([
      [1, 'Email', false],
      [2, 'Banking', false],
      [3, 'Messages', false],
      [4, 'Planner', true],
      [5, 'Cashbox', false],
      [6, 'Credit', false],
      [7, 'MyStuff', true],
      [8, 'JobFinder', true],
      [9, 'uShop', true],
      [10, 'iBuy', true],
      [11, 'Shares', true],
      [12, 'FinanceWeekly', true],
    ]);
    expect(new Set(apps.map((a) => a.id)).size).toBe(12);
  });

  it('counts unread emails and texts as updates', () => {
    const game = new TestGame();
    const apps = selectApps(game.state, content);
    const email = apps.find((a) => a.name === 'Email')!;
    expect(email.hasUpdate).toBe(true);
    expect(email.updateCount).toBe(
      game.state.communications.list.filter((c) => c.type !== 'TextMessageInstance').length,
    );
    expect(apps.find((a) => a.name === 'Messages')!.updateCount).toBe(1);
  });

  it('marks an app accessed', () => {
    const game = new TestGame();
    const banking = selectApps(game.state, content).find((a) => a.name === 'Banking')!;
    expect(banking.hasBeenAccessed).toBe(false);
    game.do({ type: 'markAppAccessed', appInstanceId: banking.id });
    expect(selectApps(game.state, content).find((a) => a.name === 'Banking')!.hasBeenAccessed).toBe(
      true,
    );
    expect(game.reject({ type: 'markAppAccessed', appInstanceId: 'nope' }).code).toBe(
      'apps/not-found',
    );
  });
});
