import { ok, type FakeReply } from '../../../test/render-route';
import { cash, creditCard, deposit, everyday } from './money-fixtures';
import type { BankAccountInstance } from '@mc/contract';

/**
 * The reads behind what pays for a thing (lib/item-sources), for a stubServer: cash, the bank
 * accounts, the investments and the credit card. By default $80 cash, Everyday Access, a term
 * deposit and the Low Rate Card.
 */
export function itemSourceReads({
  cashBalance = 80,
  accounts = [everyday],
  investments = [deposit],
  card = ok(creditCard()),
}: {
  cashBalance?: number;
  accounts?: BankAccountInstance[];
  investments?: BankAccountInstance[];
  card?: FakeReply;
} = {}) {
  return {
    'GET /api/i/cashbox': ok(cash(cashBalance)),
    'GET /api/i/banking': ok(accounts),
    'GET /api/i/banking/investments': ok(investments),
    'GET /api/i/creditcards': card,
  };
}
