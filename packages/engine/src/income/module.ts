// Pay day: the player's jobs (jobs/) paid at the end of their pay weeks (PAYG withheld, super paid to the fund) with
// its pay slip, the choice of the account the pay goes into, and tax time: the year's return,
// its refund or its bill.
import { command, defineModule } from '../game/module';
import {
  renderPaySlip,
  renderTaxReturn,
  type PaySlipSource,
  type TaxReturnSource,
} from './messages';
import { runPayDay, setPayAccount } from './pay-day';
import { closeIncomeYear, firstIncomeYear, processTaxReturn } from './tax-time';
import type { IncomeState } from './types';

type IncomeEvent = { type: 'payAccountChosen'; accountId: string };

export const incomeModule = defineModule<IncomeEvent>()({
  key: 'income',
  initial: (scenario): IncomeState => ({
    payAccountId: null,
    year: firstIncomeYear(scenario.rules.tax.firstDay),
    taxReturn: null,
  }),
  commands: { setPayAccount: command(setPayAccount) },
  rejections: ['income/select-account'],
  endOfWeek: { payDay: runPayDay, closeIncomeYear, taxReturn: processTaxReturn },
  messages: {
    payslip: (_state, _content, _message, source: PaySlipSource) => renderPaySlip(source),
    taxreturn: (_state, _content, _message, source: TaxReturnSource) => renderTaxReturn(source),
  },
  random: [
    {
      weight: 2,
      next: (player, state) => ({
        type: 'setPayAccount',
        accountId: player.anyAccountId(state) ?? '',
      }),
    },
  ],
});
