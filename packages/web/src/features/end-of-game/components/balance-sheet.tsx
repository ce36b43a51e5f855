import {
  dollarsToCents,
  formatBalance,
  formatNetPosition,
  type ProgressCategory,
  type ProgressResult,
  type ProgressRow,
  type Theme,
} from '@mc/contract';
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

// The final balance sheet (spec part 2 section 3): the asset and liability rows with their
// Category, Title, Icon and Balance, and the NetPosition. The Survey row (what the end quiz paid)
// shows here, though the where-I'm-at report hides it, except in the family theme (section 6).

/** The server's icon names (ProgressRow.Icon), drawn with the game's icon set. */
const ICONS: Record<string, LucideIcon> = {
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

/** Each category's name in words, in the order the sheet lists them. */
const CATEGORIES: Record<ProgressCategory, string> = {
  Cashbox: 'Cash',
  BankAccountTransactions: 'Bank account',
  InvestmentTransactions: 'Investment',
  SuperTransactions: 'Super',
  Shares: 'Shares',
  Items: 'Things you own',
  Survey: 'End-of-game quiz',
  'Credit Cards': 'Credit card',
  Bills: 'Bill',
  Loans: 'Money you owe',
};
const ORDER = Object.keys(CATEGORIES);

const money = (dollars: number) => formatBalance(dollarsToCents(dollars));

const isSurvey = (row: ProgressRow) => row.Category === 'Survey' || row.Title === 'Survey';

/** The rows the sheet shows: all of them, less the Survey row in the family theme. */
export function balanceSheetRows(rows: readonly ProgressRow[], theme: Theme | undefined) {
  const shown = rows
    .filter((row) => theme !== 'family' || !isSurvey(row))
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) => ORDER.indexOf(a.row.Category) - ORDER.indexOf(b.row.Category) || a.index - b.index,
    )
    .map(({ row }) => row);
  return {
    assets: shown.filter((row) => row.Balance >= 0),
    liabilities: shown.filter((row) => row.Balance < 0),
  };
}

function Rows({ rows, owed }: { rows: ProgressRow[]; owed: boolean }) {
  return (
    <tbody>
      {rows.map((row, index) => {
        const Icon = ICONS[row.Icon] ?? Banknote;
        return (
          <tr key={`${row.Category}-${row.Title}-${index}`}>
            <th scope="row" className="balance-sheet__what">
              <span className="balance-sheet__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="balance-sheet__names">
                <span className="balance-sheet__title">
                  {isSurvey(row) ? 'Cash from the end quiz' : row.Title}
                </span>
                <span className="balance-sheet__category">
                  {CATEGORIES[row.Category] ?? row.Category}
                </span>
              </span>
            </th>
            <td className={owed ? 'amount amount--loss' : 'amount'}>
              {money(row.Balance)}
              {owed ? <span className="balance-sheet__owed"> owed</span> : null}
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}

function Section({
  id,
  title,
  rows,
  owed,
  empty,
  totalLabel,
  total,
}: {
  id: string;
  title: string;
  rows: ProgressRow[];
  owed: boolean;
  empty: string;
  totalLabel: string;
  total: string;
}) {
  return (
    <section className="balance-sheet__section" aria-labelledby={id}>
      <h2 id={id} className="balance-sheet__heading">
        {title}
      </h2>
      <table className="balance-sheet__table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col" className="balance-sheet__balance-head">
              Balance
            </th>
          </tr>
        </thead>
        {rows.length > 0 ? (
          <Rows rows={rows} owed={owed} />
        ) : (
          <tbody>
            <tr>
              <td colSpan={2} className="balance-sheet__empty">
                {empty}
              </td>
            </tr>
          </tbody>
        )}
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td className={owed && total.startsWith('-') ? 'amount amount--loss' : 'amount'}>
              {total}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Assets, liabilities and the net position, the way an accountant would set them out. */
export function BalanceSheet({
  progress,
  theme,
  layout,
}: {
  progress: ProgressResult;
  theme: Theme | undefined;
  layout: 'desktop' | 'mobile';
}) {
  const { assets, liabilities } = balanceSheetRows(progress.Items, theme);
  const net = progress.NetPosition;
  return (
    <div className="balance-sheet">
      <Section
        id="balance-sheet-assets"
        title="Assets: what you own"
        rows={assets}
        owed={false}
        empty="Nothing here."
        totalLabel="Total assets"
        total={money(progress.Assets)}
      />
      <Section
        id="balance-sheet-liabilities"
        title="Liabilities: what you owe"
        rows={liabilities}
        owed
        empty="You don't owe anything. Nice!"
        totalLabel="Total liabilities"
        total={progress.Liabilities > 0 ? money(-progress.Liabilities) : money(0)}
      />
      <section className="balance-sheet__net" aria-labelledby="balance-sheet-net">
        <h2 id="balance-sheet-net" className="balance-sheet__heading">
          Net position
        </h2>
        <p
          className={net < 0 ? 'balance-sheet__net-value amount--loss' : 'balance-sheet__net-value'}
        >
          {formatNetPosition(dollarsToCents(net), layout)}
        </p>
        <p className="balance-sheet__net-note">What you own minus what you owe.</p>
      </section>
    </div>
  );
}
