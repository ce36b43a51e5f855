import { describe, expect, it } from 'vitest';
import { selectBills, selectGame, selectWeekSoFar, selectWeekSummary } from '../index';
import { TestGame } from '../../test/fixtures/game';

describe('the week so far', () => {
  it("explains the drop as a week opens: last week's finish, then the bills that arrived", () => {
    const game = new TestGame();
    game.open('everyday', 20_000);
    game.do({ type: 'endWeek' });
    const lastWeek = selectWeekSummary(game.state)!;
    game.do({ type: 'startWeek' });
    const soFar = selectWeekSoFar(game.state);
    expect(soFar.startingNetCents).toBe(lastWeek.finishingNetPositionCents);
    const moved = soFar.movements.reduce((total, m) => total + m.amountCents, 0);
    expect(soFar.startingNetCents + moved).toBe(selectGame(game.state).netPositionCents);
    const arrived = selectBills(game.state).filter(
      (bill) => bill.openingWeek === 2 && !bill.isOptional,
    );
    expect(arrived.length).toBeGreaterThan(0);
    const bills = soFar.movements.find((m) => m.category === 'bills');
    expect(bills?.amountCents).toBe(-arrived.reduce((total, bill) => total + bill.amountCents, 0));
  });
});
