import type { ProgressCategory, ProgressRow } from '@mc/contract';
import {
  Banknote,
  ClipboardList,
  CreditCard,
  HandCoins,
  Landmark,
  Package,
  PiggyBank,
  Receipt,
  TrendingUp,
  Umbrella,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

// The rows of what a player owns and owes (GET /api/i/progress), as the where-I'm-at report and
// the final balance sheet show them: each category's name and icon, the server's icon names,
// the Survey row, and what counts as owed.

/** Each category's name in words and its icon, in the order the balance sheet lists them. */
export const PROGRESS_CATEGORIES: Record<ProgressCategory, { label: string; Icon: LucideIcon }> = {
  Cashbox: { label: 'Cash', Icon: Wallet },
  BankAccountTransactions: { label: 'Bank account', Icon: Landmark },
  InvestmentTransactions: { label: 'Investment', Icon: PiggyBank },
  SuperTransactions: { label: 'Super', Icon: Umbrella },
  Shares: { label: 'Shares', Icon: TrendingUp },
  Items: { label: 'Things you own', Icon: Package },
  Survey: { label: 'End-of-game quiz', Icon: Banknote },
  'Credit Cards': { label: 'Credit card', Icon: CreditCard },
  Bills: { label: 'Bill', Icon: Receipt },
  Loans: { label: 'Money you owe', Icon: HandCoins },
};

/** A category's name and icon (an unknown one: its own name and a banknote). */
export function progressCategory(category: ProgressCategory): { label: string; Icon: LucideIcon } {
  return PROGRESS_CATEGORIES[category] ?? { label: category, Icon: Banknote };
}

/** The server's icon names (ProgressRow.Icon), drawn with the game's icon set. */
export const ROW_ICONS: Record<string, LucideIcon> = {
  wallet: Wallet,
  landmark: Landmark,
  'piggy-bank': PiggyBank,
  umbrella: Umbrella,
  'trending-up': TrendingUp,
  package: Package,
  clipboard: ClipboardList,
  'credit-card': CreditCard,
  receipt: Receipt,
  'hand-coins': HandCoins,
};

/** What a row's icon falls back to: a banknote. */
export const FALLBACK_ICON = Banknote;

/** The end quiz's cash (the spec's Survey row). */
export const isSurveyRow = (row: ProgressRow) =>
  row.Category === 'Survey' || row.Title === 'Survey';

/**
 * One side of a report of what a player owns or owes (the final balance sheet, where I'm at): its
 * heading's id and words, its rows, whether they are owed, what to say when there are none, and
 * the name of its total.
 */
export interface ReportSide {
  id: string;
  title: string;
  rows: readonly ProgressRow[];
  owed: boolean;
  empty: string;
  totalLabel: string;
}
