// Buying and selling shares (spec part 2, sections 2, 5 and 9): at this week's price, 1 to what
// is left of the company's TotalShares (buying) or 1 to what is held (selling); brokerage is the
// fee rate times the cost, added when buying, taken off when selling. Bought from cash or a bank
// account that covers cost and brokerage; sold into a bank account.
import { SHARE_MESSAGES } from '@mc/contract/apps/shares';
import { formatBalance as money } from '@mc/contract';
import { MONEY_MESSAGES } from '@mc/contract/engine-constants';
import { deliver } from '../communications/deliver';
import {
  countDebit,
  defaultIncomingAccount,
  isBankAccount,
  isEverydayMoney,
  resolveMoneyAccount,
  spendable,
} from '../game/money-accounts';
import { reject, type Rejection } from '../game/result';
import { emit, postEntries, update, type Tx } from '../game/tx';
import { balanceOf, WORLD } from '../ledger/ledger';
import { marketCompanies, priceIn } from './prices';
import { shareKey } from './types';

export { SHARE_MESSAGES };

/** Brokerage as a share of the cost (decision 017). */
export const BROKERAGE_RATE = 0.02;

export function brokerageCents(costCents: number): number {
  return Math.round(costCents * BROKERAGE_RATE);
}

export const SHARE_REJECTIONS = [
  'shares/no-company',
  'shares/at-least-one',
  'shares/none-left',
  'shares/too-many',
  'shares/not-held',
  'shares/select-account',
  'shares/insufficient-funds',
] as const;

export function heldShares(state: Tx['state'], code: string): number {
  return state.shares.holdings.find((h) => h.code === code)?.shares ?? 0;
}

export interface TradeCommand {
  code: string;
  count: number;
  accountId: string | null;
}

export function buyShares(tx: Tx, { code, count, accountId }: TradeCommand): Rejection | void {
  const company = marketCompanies(tx.content).find((c) => c.code === code);
  if (!company) return reject('shares/no-company', SHARE_MESSAGES.noCompany);
  const held = heldShares(tx.state, code);
  if (held >= company.totalShares) return reject('shares/none-left', SHARE_MESSAGES.noneLeft);
  if (!Number.isSafeInteger(count) || count < 1)
    return reject('shares/at-least-one', SHARE_MESSAGES.atLeastOneToBuy);
  if (held + count > company.totalShares) return reject('shares/too-many', SHARE_MESSAGES.tooMany);
  const source = resolveMoneyAccount(tx.state, accountId);
  if (!source || !isEverydayMoney(source))
    return reject('shares/select-account', MONEY_MESSAGES.selectAccount);
  const cost = priceIn(tx.content, tx.state.gameSeed, code, tx.state.week) * count;
  const fee = brokerageCents(cost);
  if (cost + fee > spendable(tx.state, source))
    return reject('shares/insufficient-funds', MONEY_MESSAGES.selectedAccountFunds);
  postEntries(tx, `Shares: ${count} ${code} and brokerage`, [
    [WORLD.brokerage, fee],
    [source.key, -(cost + fee)],
    [shareKey(code), cost],
  ]);
  countDebit(tx, source, cost + fee);
  update(tx, 'shares', (slice) => {
    const others = slice.holdings.filter((h) => h.code !== code);
    const before = slice.holdings.find((h) => h.code === code);
    return {
      ...slice,
      holdings: [
        ...others,
        {
          code,
          shares: (before?.shares ?? 0) + count,
          costCents: (before?.costCents ?? 0) + cost + fee,
        },
      ],
    };
  });
  emit(tx, { type: 'sharesBought', code, count });
}

export function sellShares(tx: Tx, { code, count, accountId }: TradeCommand): Rejection | void {
  const company = marketCompanies(tx.content).find((c) => c.code === code);
  if (!company) return reject('shares/no-company', SHARE_MESSAGES.noCompany);
  if (!Number.isSafeInteger(count) || count < 1)
    return reject('shares/at-least-one', SHARE_MESSAGES.atLeastOneToSell);
  const holding = tx.state.shares.holdings.find((h) => h.code === code);
  if (!holding || count > holding.shares) return reject('shares/not-held', SHARE_MESSAGES.notHeld);
  const to = resolveMoneyAccount(tx.state, accountId);
  if (!to || !isBankAccount(to))
    return reject('shares/select-account', MONEY_MESSAGES.selectAccount);
  const value = priceIn(tx.content, tx.state.gameSeed, code, tx.state.week) * count;
  const fee = brokerageCents(value);
  // The holding's ledger value is shares x this week's price, so these shares' part is exact.
  const held = balanceOf(tx.state.ledger, shareKey(code));
  const part = count === holding.shares ? held : value;
  postEntries(tx, `Shares sold: ${count} ${code}, less brokerage`, [
    [WORLD.brokerage, fee],
    [shareKey(code), -part],
    [to.key, value - fee],
    [WORLD.shareMarket, part - value],
  ]);
  const costOfSold = Math.round((holding.costCents * count) / holding.shares);
  update(tx, 'shares', (slice) => ({
    holdings: slice.holdings.flatMap((h) =>
      h.code !== code
        ? [h]
        : h.shares === count
          ? []
          : [{ ...h, shares: h.shares - count, costCents: h.costCents - costOfSold }],
    ),
    realisedCents: {
      ...slice.realisedCents,
      [code]: (slice.realisedCents[code] ?? 0) + value - fee - costOfSold,
    },
  }));
  emit(tx, { type: 'sharesSold', code, count });
}

/** Opening step: each holding is worth its shares at the new week's price. */
export function revalueHoldings(tx: Tx): void {
  for (const holding of tx.state.shares.holdings) {
    const key = shareKey(holding.code);
    const now =
      priceIn(tx.content, tx.state.gameSeed, holding.code, tx.state.week) * holding.shares;
    const change = now - balanceOf(tx.state.ledger, key);
    if (change !== 0)
      postEntries(tx, `Shares: ${holding.code} ${change < 0 ? 'fell' : 'rose'}`, [
        [WORLD.shareMarket, -change],
        [key, change],
      ]);
  }
}

/** Opening step: companies paying a dividend this week pay half the yearly yield on each share. */
export function payDividends(tx: Tx): void {
  for (const holding of tx.state.shares.holdings) {
    const company = marketCompanies(tx.content).find((c) => c.code === holding.code);
    if (!company || !company.dividendWeeks.includes(tx.state.week)) continue;
    const price = priceIn(tx.content, tx.state.gameSeed, holding.code, tx.state.week);
    const perShare = Math.round((price * company.dividendYield) / 2);
    const amount = perShare * holding.shares;
    if (amount <= 0) continue;
    const to = defaultIncomingAccount(tx.state);
    postEntries(tx, `Dividend: ${company.title}`, [
      [WORLD.dividends, -amount],
      [to.key, amount],
    ]);
    deliver(tx, {
      type: 'EmailInstance',
      source: {
        kind: 'notice',
        from: company.title,
        subject: `Your dividend from ${company.title}`,
        content:
          `<p>${company.title} paid a dividend of <strong>${money(perShare)} a share</strong> on your ${holding.shares} shares: <strong>${money(amount)}</strong> into ${to.title}.</p>` +
          '<p>A dividend is your share of the profit. It is income, so it goes in your tax return.</p>',
        category: 0,
      },
    });
  }
}
