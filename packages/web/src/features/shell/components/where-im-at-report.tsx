import { dollarsToCents, formatNetPosition, type ProgressRow } from '@mc/contract';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { ParResult } from '../../../components/par-result';
import { isSurveyRow, progressCategory, type ReportSide } from '../../../lib/progress-rows';
import { amountClass, balanceText as money } from '../../../lib/money-display';
import { useProgress } from '../api/get-progress';
import { FormFailure } from '../../../components/form-parts';

/** "An entry titled Survey is hidden (and hidden in the family theme)" (spec part 1 section 3):
 * hidden in every theme, so the report is the same everywhere. */
function visible(row: ProgressRow): boolean {
  return !isSurveyRow(row);
}

function Row({ row, owed }: { row: ProgressRow; owed: boolean }) {
  const category = progressCategory(row.Category);
  const { Icon } = category;
  return (
    <li className={owed ? 'report__row report__row--owed' : 'report__row'}>
      <span className="report__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className="report__what">
        <span className="report__category">{category.label}</span>
        <span className="report__title">{row.Title}</span>
      </span>
      <span className={amountClass(owed, 'report__amount')}>
        {money(row.Balance)}
        {owed ? <span className="report__owed"> owed</span> : null}
      </span>
    </li>
  );
}

type Level = 2 | 3;

function Heading({ level, id, children }: { level: Level; id: string; children: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className="report__heading">
      {children}
    </Tag>
  );
}

/** One side of the report: its heading, its rows (or what to say when there are none), its total. */
function ReportSection({ level, total, ...side }: ReportSide & { level: Level; total: ReactNode }) {
  return (
    <section className="report__section" aria-labelledby={side.id}>
      <Heading level={level} id={side.id}>
        {side.title}
      </Heading>
      {side.rows.length > 0 ? (
        <ul className="report__rows">
          {side.rows.map((row, index) => (
            <Row key={`${row.Category}-${row.Title}-${index}`} row={row} owed={side.owed} />
          ))}
        </ul>
      ) : (
        <p className="report__empty">{side.empty}</p>
      )}
      <p className="report__total">
        <span>{side.totalLabel}</span>
        {total}
      </p>
    </section>
  );
}

/**
 * Where I'm at: what the player owns (ASSETS), what they owe (LIABILITIES, with a minus sign and
 * the word 'owed', not colour alone) and MY NET POSITION, with the result against par under it.
 * Balances have two decimals; the net position follows the layout.
 */
export function WhereImAtReport({
  headingLevel,
  layout,
  idPrefix,
}: {
  headingLevel: Level;
  layout: 'desktop' | 'mobile';
  idPrefix: string;
}) {
  const progress = useProgress();
  if (progress.isPending) return <LoadingState label="Adding up where you're at…" />;
  if (progress.isError) {
    return <FormFailure message={progress.error.message} />;
  }
  const rows = progress.data.Items.filter(visible);
  const assets = rows.filter((row) => row.Balance >= 0);
  const liabilities = rows.filter((row) => row.Balance < 0);
  const net = progress.data.NetPosition;
  return (
    <div className="report">
      <ReportSection
        id={`${idPrefix}-assets`}
        level={headingLevel}
        title="Assets"
        rows={assets}
        owed={false}
        empty="Nothing yet."
        totalLabel="Total assets"
        total={<span className="amount">{money(progress.data.Assets)}</span>}
      />
      <ReportSection
        id={`${idPrefix}-liabilities`}
        level={headingLevel}
        title="Liabilities"
        rows={liabilities}
        owed
        empty="You don't owe anything. Nice!"
        totalLabel="Total liabilities"
        total={
          <span className={amountClass(progress.data.Liabilities > 0)}>
            {progress.data.Liabilities > 0 ? money(-progress.data.Liabilities) : money(0)}
          </span>
        }
      />
      <section className="net-panel report__net" aria-labelledby={`${idPrefix}-net`}>
        <Heading level={headingLevel} id={`${idPrefix}-net`}>
          My net position
        </Heading>
        <p className={amountClass(net < 0, 'report__net-value')}>
          {formatNetPosition(dollarsToCents(net), layout)}
        </p>
        <p className="net-panel__note report__net-note">What you own minus what you owe.</p>
        <ParResult
          againstPar={progress.data.AgainstPar}
          noteClassName="net-panel__note report__net-note"
        />
      </section>
    </div>
  );
}
