// iBuy's e-mails: outbid, won, and whether something the player listed sold.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';

export interface IBuyMessageSource {
  kind: 'ibuy';
  event: 'outbid' | 'won' | 'sold' | 'unsold';
  title: string;
  /** The bid (outbid, won) or the asking price (sold, unsold). */
  amountCents: number;
  /** Outbid: the other bidder's bid now, and the lot's last week. */
  currentBidCents?: number;
  closeWeek?: number;
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
        `<p>Hi ${playerName}, someone has outbid your ${amount} bid on the ${title}. ` +
        `The bid is now ${money(source.currentBidCents ?? 0)}.</p>` +
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
    case 'sold':
      subject = `Sold: ${title}`;
      body =
        `<p>Good news ${playerName}: your ${title} sold on iBuy for ${amount}.</p>` +
        `<p>The money is in ${source.accountTitle ?? 'your account'}.</p>`;
      break;
    case 'unsold':
      subject = `Not sold: ${title}`;
      body =
        `<p>Hi ${playerName}, nobody bought your ${title} at ${amount} this time, so it is back in My Stuff.</p>` +
        '<p>Buyers look at what a good second-hand one is worth: a price closer to that sells more often.</p>';
      break;
  }
  return {
    from: 'iBuy',
    subject,
    content: body,
    amountCents: 0,
    feesCents: 0,
    category: 0,
    billId: null,
  };
}
