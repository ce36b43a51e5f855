// iBuy's e-mails: outbid, won, and whether something the player listed sold.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';

export interface IBuyMessageSource {
  kind: 'ibuy';
  event: 'outbid' | 'won' | 'sold' | 'unsold';
  title: string;
  /** The bid (outbid, won) or the asking price (sold, unsold). */
  amountCents: number;
  /**
   * Outbid: the other bidders' bid then. No longer written or shown (it could give away how far
   * another bidder would go); old e-mails may still carry it.
   */
  currentBidCents?: number;
  /** Outbid: the lot's last week. */
  closeWeek?: number;
  /** Sold: iBuy's fee, as posted (e-mails from before the fee have none). */
  feeCents?: number;
  /** Where the money went back to (outbid) or arrived (sold). */
  accountTitle?: string;
}

export function renderIBuyMessage(
  source: IBuyMessageSource,
  playerName: string,
  week: number,
): CommunicationRendering {
  const { title } = source;
  const amount = money(source.amountCents);
  let subject: string;
  let body: string;
  switch (source.event) {
    case 'outbid': {
      const open = source.closeWeek !== undefined && source.closeWeek > week;
      subject = `You've been outbid: ${title}`;
      body =
        `<p>Hi ${playerName}, someone bid more than your top bid of ${amount} on the ${title}.</p>` +
        `<p>The ${amount} we held is back in ${source.accountTitle ?? 'your account'}.</p>` +
        (open
          ? `<p>The auction closes at the end of week ${source.closeWeek}: you can bid again on iBuy if it's still worth it to you.</p>`
          : '<p>The auction has closed.</p>');
      break;
    }
    case 'won':
      subject = `You won: ${title}`;
      body =
        `<p>Congratulations ${playerName}! Your bid of ${amount} won the ${title}.</p>` +
        '<p>The money we held has paid the seller, and it is in My Stuff now.</p>';
      break;
    case 'sold': {
      subject = `Sold: ${title}`;
      const where = source.accountTitle ?? 'your account';
      const fee = source.feeCents ?? 0;
      body =
        `<p>Good news ${playerName}: your ${title} sold on iBuy for ${amount}.</p>` +
        (fee > 0
          ? `<p>iBuy's fee for selling it is ${money(fee)}, so ${money(source.amountCents - fee)} is in ${where}.</p>`
          : `<p>The money is in ${where}.</p>`);
      break;
    }
    case 'unsold':
      subject = `Not sold: ${title}`;
      body =
        `<p>Hi ${playerName}, nobody bought your ${title} at ${amount} this time, so it is back in My Stuff.</p>` +
        '<p>Buyers pay about what a good second-hand one is worth, and seldom more: a price at or under that sells more often.</p>';
      break;
  }
  return {
    from: 'iBuy',
    subject,
    content: body,
    amountCents: 0,
    feesCents: source.event === 'sold' ? (source.feeCents ?? 0) : 0,
    category: 0,
    billId: null,
  };
}
