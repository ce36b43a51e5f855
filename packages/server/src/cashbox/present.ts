import { centsToDollars as $, type CashboxResult } from '@mc/contract';
import type { CashView } from '@mc/engine';

// My Cash's engine view as the spec's API fields.

export const presentCash = (cash: CashView): CashboxResult => ({
  ID: cash.id,
  Title: cash.title,
  Balance: $(cash.balanceCents),
  AppInstanceID: cash.appInstanceId,
  AccountType: 'CashboxAccountInstance',
});
