import type { WeekMovement } from '@mc/contract';
import { Minus, Plus } from 'lucide-react';
import { signedMoney } from '../lib/money';

/**
 * What moved the net position, largest first: each line with its sign, a word for screen readers
 * and an icon, so colour never carries the meaning alone.
 */
export function MovementList({
  movements,
  labelledBy,
}: {
  movements: readonly WeekMovement[];
  labelledBy: string;
}) {
  return (
    <ul className="movements" aria-labelledby={labelledBy}>
      {movements.map((movement) => {
        const up = movement.Amount > 0;
        const Icon = up ? Plus : Minus;
        return (
          <li
            key={movement.Category}
            className={
              up ? 'movements__row movements__row--up' : 'movements__row movements__row--down'
            }
          >
            <Icon className="movements__icon" aria-hidden="true" size={18} />
            <span className="movements__label">{movement.Label}</span>
            <span className="movements__amount amount">
              <span className="visually-hidden">{up ? 'added ' : 'took off '}</span>
              {signedMoney(movement.Amount)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
