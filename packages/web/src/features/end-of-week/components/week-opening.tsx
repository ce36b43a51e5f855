import type { WeekOpening as Opening } from '@mc/contract';
import { ArrowRight } from 'lucide-react';
import { MovementList } from './movement-list';
import { money, signedMoney } from '../lib/money';

/**
 * What opening the week did: the bills that arrived, with when each is due, and the net position
 * before and after, so the drop the dashboard shows is explained before the player sees it.
 */
export function WeekOpening({ opening }: { opening: Opening }) {
  const bills = opening.NewBills;
  const others = opening.Movements.filter((movement) => movement.Category !== 'bills');
  const change = opening.NetPosition - opening.StartingNetPosition;
  return (
    <section className="eow-opening" aria-labelledby="eow-opening-title">
      <h2 id="eow-opening-title" className="eow-opening__title">
        {bills.length > 0 ? 'New bills this week' : 'New this week'}
      </h2>
      {bills.length > 0 ? (
        <ul className="eow-bills">
          {bills.map((bill, index) => (
            <li key={`${bill.Title}-${index}`} className="eow-bills__row">
              <span className="eow-bills__what">
                <span className="eow-bills__title">{bill.Title}</span>
                <span className="eow-bills__due">Due by the end of week {bill.WeekDue}</span>
              </span>
              <span className="amount">{money(bill.Amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <>
          <h3 id="eow-opening-others" className="eow-opening__subtitle">
            {bills.length > 0 ? 'Also this week' : 'What moved your money'}
          </h3>
          <MovementList movements={others} labelledBy="eow-opening-others" />
        </>
      ) : null}
      <dl className="eow-opening__net">
        <div>
          <dt>Net position last week</dt>
          <dd className="amount">{money(opening.StartingNetPosition)}</dd>
        </div>
        <ArrowRight className="eow-opening__arrow" aria-hidden="true" size={22} />
        <div>
          <dt>Net position now</dt>
          <dd className="amount">
            {money(opening.NetPosition)}{' '}
            <span className="eow-opening__change">({signedMoney(change)})</span>
          </dd>
        </div>
      </dl>
      {bills.length > 0 ? (
        <p className="eow-opening__why">
          A bill counts against your net position as soon as it arrives. Paying it by its due week
          won&apos;t lower it again; paying a company late can add fees.
        </p>
      ) : null}
    </section>
  );
}
