// Credit cards on offer (reference, "Credit cards"): purchase rates average ~17.7%, rewards
// ~20.8%, low-rate ~14.5% (Canstar); late fees 15-30 (Finder); annual fees from 0 to several
// hundred, averaging ~42 for no-frills and ~169 for rewards cards (2016 data).
import type { CreditCardType } from '@mc/engine';

export const creditCards: CreditCardType[] = [
  {
    id: 'zero-fee-card',
    title: 'Zero Fee Card',
    type: 'No annual fee',
    limitCents: 50_000,
    annualFeeCents: 0,
    interestRate: 0.1999,
    lateFeeCents: 1500,
    cashbackRate: 0,
  },
  {
    id: 'low-rate-card',
    title: 'Low Rate Card',
    type: 'Low rate',
    limitCents: 100_000,
    annualFeeCents: 4200,
    interestRate: 0.145,
    lateFeeCents: 2000,
    cashbackRate: 0,
  },
  {
    id: 'rewards-card',
    title: 'Rewards Card',
    type: 'Rewards',
    limitCents: 200_000,
    annualFeeCents: 16_900,
    interestRate: 0.208,
    lateFeeCents: 3000,
    cashbackRate: 0.01,
  },
];
