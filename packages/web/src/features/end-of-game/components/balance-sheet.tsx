import {
  dollarsToCents,
  formatNetPosition,
  type ProgressCategory,
  type ProgressResult,
  type ProgressRow,
  type Theme,
} from '@mc/contract';
import { useState } from 'react';
import { ParResult } from '../../../components/par-result';
import { ChevronDown, ChevronUp } from 'lucide-react';
import {
  isSurveyRow as isSurvey,
  PROGRESS_CATEGORIES,
  progressCategory,
  FALLBACK_ICON,
  ROW_ICONS,
  type ReportSide,
} from '../../../lib/progress-rows';
import { amountClass, balanceText as money } from '../../../lib/money-display';
import { TableHead, TotalFoot } from '../../../components/table-parts';

// The final balance sheet (spec part 2 section 3): the asset and liability rows with their
// Category, Title, Icon and Balance, and the NetPosition. The Survey row (what the end quiz paid)
// shows here, though the where-I'm-at report hides it, except in the family theme (section 6).

const ORDER = Object.keys(PROGRESS_CATEGORIES);

/** What a player owes, even at $0.00 (a card paid off is not something they own). */
const OWED_CATEGORIES: ReadonlySet<ProgressCategory> = new Set(['Credit Cards', 'Bills', 'Loans']);

/** The rows the sheet shows, by category: all of them, less the Survey row in the family theme. */
export function balanceSheetRows(rows: readonly ProgressRow[], theme: Theme | undefined) {
  const shown = rows
    .filter((row) => theme !== 'family' || !isSurvey(row))
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) => ORDER.indexOf(a.row.Category) - ORDER.indexOf(b.row.Category) || a.index - b.index,
    )
    .map(({ row }) => row);
  const owed = (row: ProgressRow) =>
    row.Balance < 0 || (row.Balance === 0 && OWED_CATEGORIES.has(row.Category));
  return {
    assets: shown.filter((row) => !owed(row)),
    liabilities: shown.filter(owed),
  };
}

/** A category with more rows than this shows as one line with its total, opened on request. */
const GROUP_ABOVE_ROWS = 3;

interface Group {
  category: ProgressCategory;
  rows: ProgressRow[];
}

/** Consecutive rows of one category (the rows come sorted by category). */
function groupsOf(rows: readonly ProgressRow[]): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.category === row.Category) last.rows.push(row);
    else groups.push({ category: row.Category, rows: [row] });
  }
  return groups;
}

function Amount({ dollars }: { dollars: number }) {
  const owed = dollars < 0;
  return (
    <td className={amountClass(owed)}>
      {money(dollars)}
      {owed ? <span className="balance-sheet__owed"> owed</span> : null}
    </td>
  );
}

function Row({ row, inGroup = false }: { row: ProgressRow; inGroup?: boolean }) {
  const Icon = ROW_ICONS[row.Icon] ?? FALLBACK_ICON;
  return (
    <tr
      className={inGroup ? 'balance-sheet__row balance-sheet__row--in-group' : 'balance-sheet__row'}
    >
      <th scope="row" className="balance-sheet__what">
        <span className="balance-sheet__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        <span className="balance-sheet__names">
          <span className="balance-sheet__title">
            {isSurvey(row) ? 'Cash from the end quiz' : row.Title}
          </span>
          <span className="balance-sheet__category">{progressCategory(row.Category).label}</span>
        </span>
      </th>
      <Amount dollars={row.Balance} />
    </tr>
  );
}

const plural: Partial<Record<ProgressCategory, string>> = {
  Bills: 'unpaid bills',
  Items: 'things you own',
  'Credit Cards': 'credit cards',
  BankAccountTransactions: 'bank accounts',
  InvestmentTransactions: 'investments',
  Loans: 'loans',
};

/**
 * The rows that are things in their own right: not a row about another one, titled with its title
 * ('Saver: interest earned, not yet paid', 'Saver: held for iBuy bids' belong to 'Saver'), so
 * three accounts with their interest count as three bank accounts.
 */
function ownRows(rows: readonly ProgressRow[]): ProgressRow[] {
  const titles = new Set(rows.map((row) => row.Title));
  return rows.filter((row) => {
    const colon = row.Title.indexOf(': ');
    return colon < 0 || !titles.has(row.Title.slice(0, colon));
  });
}

/**
 * Many rows of one category (a stack of unpaid bills): one line with how many and their total,
 * and a button that shows each of them.
 */
function GroupRows({ group, id }: { group: Group; id: string }) {
  const [open, setOpen] = useState(false);
  const first = group.rows[0];
  const Icon = (first && ROW_ICONS[first.Icon]) ?? FALLBACK_ICON;
  const label = progressCategory(group.category).label;
  const count = `${ownRows(group.rows).length} ${plural[group.category] ?? label.toLowerCase()}`;
  const total = group.rows.reduce((sum, row) => sum + dollarsToCents(row.Balance), 0) / 100;
  return (
    <>
      <tbody>
        <tr className="balance-sheet__row balance-sheet__row--group">
          <th scope="row" className="balance-sheet__what">
            <span className="balance-sheet__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            <span className="balance-sheet__names">
              <span className="balance-sheet__title">{count}</span>
              <button
                type="button"
                className="balance-sheet__toggle"
                aria-expanded={open}
                aria-controls={id}
                onClick={() => setOpen(!open)}
              >
                {open ? (
                  <ChevronUp aria-hidden="true" size={16} />
                ) : (
                  <ChevronDown aria-hidden="true" size={16} />
                )}
                {open ? 'Hide them' : 'Show each one'}
              </button>
            </span>
          </th>
          <Amount dollars={total} />
        </tr>
      </tbody>
      <tbody id={id} hidden={!open}>
        {group.rows.map((row, index) => (
          <Row key={`${row.Title}-${index}`} row={row} inGroup />
        ))}
      </tbody>
    </>
  );
}

function Rows({ rows, idPrefix }: { rows: readonly ProgressRow[]; idPrefix: string }) {
  return groupsOf(rows).map((group) =>
    group.rows.length > GROUP_ABOVE_ROWS ? (
      <GroupRows
        key={group.category}
        group={group}
        id={`${idPrefix}-${ORDER.indexOf(group.category)}`}
      />
    ) : (
      <tbody key={group.category}>
        {group.rows.map((row, index) => (
          <Row key={`${row.Title}-${index}`} row={row} />
        ))}
      </tbody>
    ),
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
}: ReportSide & { total: string }) {
  return (
    <section className="balance-sheet__section" aria-labelledby={id}>
      <h2 id={id} className="balance-sheet__heading">
        {title}
      </h2>
      <table className="balance-sheet__table" aria-labelledby={id}>
        <TableHead
          text={['What']}
          numbers={['Balance']}
          numberClass="balance-sheet__balance-head"
        />
        {rows.length > 0 ? (
          <Rows rows={rows} idPrefix={id} />
        ) : (
          <tbody>
            <tr>
              <td colSpan={2} className="balance-sheet__empty">
                {empty}
              </td>
            </tr>
          </tbody>
        )}
        <TotalFoot label={totalLabel} className={amountClass(owed && total.startsWith('-'))}>
          {total}
        </TotalFoot>
      </table>
    </section>
  );
}

/**
 * Assets, liabilities and the net position, the way an accountant would set them out, and the
 * net position against par.
 */
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
      <section className="net-panel balance-sheet__net" aria-labelledby="balance-sheet-net">
        <h2 id="balance-sheet-net" className="balance-sheet__heading">
          Net position
        </h2>
        <p
          className={net < 0 ? 'balance-sheet__net-value amount--loss' : 'balance-sheet__net-value'}
        >
          {formatNetPosition(dollarsToCents(net), layout)}
        </p>
        <p className="net-panel__note">What you own minus what you owe.</p>
        <ParResult againstPar={progress.AgainstPar} noteClassName="net-panel__note" />
      </section>
    </div>
  );
}
