// uShop: "This week's hot items", a weekly stock the same for every player of a game (stock.ts),
// at most a few of each per player, bought new and paid at once (items/buy.ts).
import { ITEM_MESSAGES } from '@mc/contract/apps/items';
import { command, defineModule } from '../game/module';
import { publicId } from '../game/ids';
import { reject, type Rejection } from '../game/result';
import { emit, update, type Tx } from '../game/tx';
import { buyItem, PURCHASE_REJECTIONS, purchaseProblem } from '../items/buy';
import { WORLD } from '../ledger/ledger';
import { secondHandCents } from '../items/value';
import { boughtThisWeek } from './selectors';
import { stockIn } from './stock';
import type { UShopState } from './types';

type UShopEvent = { type: 'itemBought'; itemInstanceId: string };

export interface BuyFromShopCommand {
  itemId: string;
  fromAccountId: string | null;
}

function buyFromShop(tx: Tx, { itemId, fromAccountId }: BuyFromShopCommand): Rejection | void {
  const line = stockIn(tx.content, tx.state.gameSeed, tx.state.week).find(
    (l) => l.type.id === itemId,
  );
  if (!line) return reject('ushop/not-in-stock', ITEM_MESSAGES.notInShop);
  const bought = boughtThisWeek(tx.state, itemId);
  if (bought >= line.quantity) return reject('ushop/sold-out', ITEM_MESSAGES.soldOut);
  const purchase = {
    type: line.type,
    priceCents: line.type.priceCents,
    valueCents: secondHandCents(line.type),
    fromAccountId,
    sellerKey: WORLD.shop,
    description: `uShop: ${line.type.title}`,
  };
  const problem = purchaseProblem(tx, purchase);
  if (problem) return problem;
  const item = buyItem(tx, purchase);
  update(tx, 'ushop', (slice) => {
    const counts = slice.week === tx.state.week ? slice.bought : {};
    return { week: tx.state.week, bought: { ...counts, [itemId]: bought + 1 } };
  });
  emit(tx, { type: 'itemBought', itemInstanceId: publicId(tx.state, item.id) });
}

export const ushopModule = defineModule<UShopEvent>()({
  key: 'ushop',
  initial: (): UShopState => ({ week: 1, bought: {} }),
  commands: { buyFromShop: command(buyFromShop) },
  rejections: ['ushop/not-in-stock', 'ushop/sold-out', ...PURCHASE_REJECTIONS],
  apps: { uShop: { updateCount: () => 0 } },
  invariants(state) {
    const problems: string[] = [];
    if (state.ushop.week > state.week) problems.push('uShop counts a week not begun');
    for (const [id, n] of Object.entries(state.ushop.bought))
      if (!Number.isInteger(n) || n < 0) problems.push(`uShop bought ${n} of ${id}`);
    return problems;
  },
  random: [
    {
      weight: 1.5,
      next: (player, state, content) => {
        const line = player.pick(stockIn(content, state.gameSeed, state.week));
        if (!line) return undefined;
        return {
          type: 'buyFromShop',
          itemId: player.chance(0.05) ? 'no-such-thing' : line.type.id,
          fromAccountId: player.anyAccountId(state),
        };
      },
    },
  ],
});
