// Transfers between the player's own accounts and the cash box (a transfer to the card is a card
// payment, handed to the card's rules by the transfer itself).
import { publicId } from '../game/ids';
import { command, defineModule } from '../game/module';
import { openAccounts } from '../banking/accounts';
import { transfer } from './transfer';

type TransferEvent = {
  type: 'transferred';
  fromAccountId: string;
  toAccountId: string;
  amountCents: number;
};

export const transferModule = defineModule<TransferEvent>()({
  key: 'transfer',
  commands: { transfer: command(transfer) },
  rejections: [
    'transfer/no-bank-account',
    'transfer/select-account',
    'transfer/enter-amount',
    'transfer/insufficient-funds',
    'transfer/super-locked',
    'transfer/term-deposit-locked',
  ],
  random: [
    {
      weight: 15,
      next(player, state) {
        const from = player.anyAccountId(state);
        return {
          type: 'transfer',
          fromAccountId: from,
          toAccountId: player.anyAccountId(state),
          amountCents: player.amount(player.balanceOf(state, from)),
        };
      },
    },
    {
      weight: 6,
      next(player, state) {
        const cash = publicId(state, state.cashbox.accountId);
        const to = player.pick(openAccounts(state));
        return {
          type: 'transfer',
          fromAccountId: cash,
          toAccountId: to ? publicId(state, to.id) : null,
          amountCents: player.amount(player.balanceOf(state, cash)),
        };
      },
    },
  ],
});
