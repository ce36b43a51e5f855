import type { CreditCardType } from '@mc/contract';
import { CreditCard } from 'lucide-react';
import { FactRow } from '../../../components/fact-row';
import { balanceText, cardRateText } from '../../../lib/money-display';
import '../credit-card.css';

/** One card on offer as a radio choice: Title, limit, annual fee and interest rate. */
export function CardOption({
  card,
  checked,
  onChoose,
  name,
  describedBy,
  invalid = false,
}: {
  card: CreditCardType;
  checked: boolean;
  onChoose: () => void;
  name: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const id = `card-option-${card.ID}`;
  return (
    // A click anywhere on the card chooses it; the radio is the keyboard's way in.
    <div className={`card-option${checked ? ' card-option--checked' : ''}`} onClick={onChoose}>
      <input
        id={id}
        className="card-option__radio"
        type="radio"
        name={name}
        value={card.ID}
        checked={checked}
        onChange={onChoose}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-facts`, describedBy].filter(Boolean).join(' ')}
      />
      <label htmlFor={id} className="card-option__label">
        <span className="card-option__art" aria-hidden="true">
          <CreditCard size={26} />
        </span>
        <span className="card-option__title">{card.Title}</span>
        {card.Type ? <span className="card-option__type">{card.Type}</span> : null}
      </label>
      <dl className="fact-list card-option__facts" id={`${id}-facts`}>
        <FactRow term="Credit limit">{balanceText(card.Limit)}</FactRow>
        <FactRow term="Annual fee">{balanceText(card.Cost)}</FactRow>
        <FactRow term="Interest rate">{cardRateText(card.InterestRate)} a year</FactRow>
      </dl>
    </div>
  );
}
