// Everyday spending as the player sees it in My Bank: what leaves which source each week, the
// subscriptions (with whether they still renew) and what is owed to the lender.
import type { EverydaySpending, GameContent } from '../game/content';
import { publicId } from '../game/ids';
import type { GameState } from '../game/state';
import { isNominated, everydaySource } from './source';
import { owedToLender, spendingLines } from './spend';
import type { SubscriptionEnd } from './types';

export interface EverydayItemView {
  id: string;
  title: string;
  payee: string;
  category: EverydaySpending['category'];
  amountCents: number;
  everyWeeks: number;
  isSubscription: boolean;
  /** Still charged on its schedule (a subscription stops when it ends). */
  isActive: boolean;
  endedWeek: number | null;
  endReason: SubscriptionEnd | null;
}

export interface EverydayView {
  /** The source that pays at the end of this week. */
  sourceId: string;
  sourceTitle: string;
  /** False while the default (cash, or the first transaction account) pays. */
  isChosen: boolean;
  /** A week's spending on groceries, fares and the like (subscriptions not included). */
  weeklyCents: number;
  items: EverydayItemView[];
  lender: { name: string; owedCents: number; limitCents: number };
}

export function selectEveryday(state: GameState, content: GameContent): EverydayView {
  const source = everydaySource(state);
  const lines = spendingLines(state, content);
  const items = lines.map(({ item, amountCents }): EverydayItemView => {
    const ended = state.everyday.ended[item.id];
    return {
      id: item.id,
      title: item.title,
      payee: item.payee,
      category: item.category,
      amountCents,
      everyWeeks: item.everyWeeks,
      isSubscription: item.cancellable,
      isActive: ended === undefined,
      endedWeek: ended?.week ?? null,
      endReason: ended?.reason ?? null,
    };
  });
  const lender = content.scenario.everydayLender;
  return {
    sourceId: publicId(state, source.id),
    sourceTitle: source.title,
    isChosen: isNominated(state),
    weeklyCents: lines
      .filter(({ item }) => !item.cancellable && item.everyWeeks === 1)
      .reduce((sum, line) => sum + line.amountCents, 0),
    items,
    lender: { name: lender.name, owedCents: owedToLender(state), limitCents: lender.limitCents },
  };
}
