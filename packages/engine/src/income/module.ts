// The player's job: pay day at the end of a pay week (PAYG withheld, super paid to the fund) with
// its pay slip, and the choice of the account the pay goes into.
import { command, defineModule } from '../game/module';
import { renderPaySlip, type PaySlipSource } from './messages';
import { runPayDay, setPayAccount } from './pay-day';
import type { IncomeState } from './types';

type IncomeEvent = { type: 'payAccountChosen'; accountId: string };

export const incomeModule = defineModule<IncomeEvent>()({
  key: 'income',
  initial: (scenario): IncomeState => ({ job: { ...scenario.job }, payAccountId: null }),
  commands: { setPayAccount: command(setPayAccount) },
  rejections: ['income/select-account'],
  endOfWeek: { payDay: runPayDay },
  messages: {
    payslip: (_state, _content, _message, source: PaySlipSource) => renderPaySlip(source),
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
