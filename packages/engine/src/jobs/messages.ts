// The e-mails the job market sends: the answer to an application, a promotion or a pay rise, and
// the last day of a job the player leaves.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import type { GameContent } from '../game/content';
import { postingById } from './market';

/** How often a job pays, in words. */
export function payPeriodName(frequency: number): string {
  return frequency === 1 ? 'weekly' : frequency === 2 ? 'fortnightly' : 'every 4 weeks';
}

export interface JobAnswerSource {
  kind: 'jobanswer';
  postingId: string;
  accepted: boolean;
  /** Why not, when declined. */
  reason: string | null;
  /** When accepted: the hourly rate it pays this player, and the contract's last week (0: none). */
  hourlyRateCents: number;
  /** A week's pay before tax, weekend rates included (absent in older messages). */
  weeklyCents?: number;
  contractEndWeek: number;
  /** The jobs left for this one (they shared a working day with it). */
  leftTitles: string[];
}

export function renderJobAnswer(
  content: GameContent,
  source: JobAnswerSource,
  playerName: string,
): CommunicationRendering {
  const posting = postingById(content, source.postingId);
  const title = posting?.title ?? 'the job';
  const company = posting?.company ?? 'The employer';
  let body: string;
  if (source.accepted && posting) {
    const weekly = source.weeklyCents ?? Math.round(source.hourlyRateCents * posting.hoursPerWeek);
    const weekend = posting.saturdayHours > 0 || posting.sundayHours > 0;
    body =
      `<p>Hi ${playerName}, thanks for applying to be a ${title} with us. <strong>You've got the job!</strong></p>` +
      `<p>You start this week: ${posting.shifts}. You'll earn ${money(source.hourlyRateCents)} an hour${weekend ? ' on weekdays and more at weekends' : ''}, ` +
      `${money(weekly)} a week before tax, paid ${payPeriodName(posting.paymentFrequency)} into the account your pay goes to. ` +
      'Your pay slip comes by e-mail on each pay day.</p>' +
      (source.contractEndWeek > 0
        ? `<p>Your contract runs to the end of week ${source.contractEndWeek}. If you leave before then, you repay ${money(posting.contractPenaltyCents)} of your training costs.</p>`
        : '') +
      (source.leftTitles.length > 0
        ? `<p>Its days clash with your job as ${source.leftTitles.join(' and ')}, so you've finished up there. Any pay still owed comes with a final pay slip.</p>`
        : '');
  } else {
    body =
      `<p>Hi ${playerName}, thanks for applying to be a ${title} with us.</p>` +
      `<p>We can't offer you the job this time. ${source.reason ?? ''}</p>` +
      '<p>Keep an eye on Job Finder: new jobs are posted every week.</p>';
  }
  return {
    from: company,
    subject: source.accepted ? `You got the job: ${title}` : `Your application: ${title}`,
    content: body,
    amountCents: 0,
    feesCents: 0,
    category: 0,
    billId: null,
  };
}

export interface JobChangeSource {
  kind: 'jobchange';
  change: 'promotion' | 'payrise' | 'left';
  /** The title held before the change. */
  occupation: string;
  employer: string;
  /** The hourly rate from the next pay period (promotion, pay rise), or the last one (left). */
  hourlyRateCents: number;
  /** Promotion only: the new title. */
  newTitle?: string;
  /** Left only: what leaving within the contract costs, and its bill. */
  penaltyCents?: number;
  billId?: number;
}

export function renderJobChange(
  source: JobChangeSource,
  playerName: string,
): CommunicationRendering {
  const from = source.employer;
  const base = {
    from,
    amountCents: 0,
    feesCents: 0,
    category: 0 as const,
    billId: source.billId ?? null,
  };
  if (source.change === 'promotion') {
    const title = source.newTitle ?? source.occupation;
    return {
      ...base,
      subject: `You've been promoted: ${title}`,
      content:
        `<p>Well done, ${playerName}! You've been promoted from ${source.occupation} to <strong>${title}</strong>.</p>` +
        `<p>From your next pay period you earn ${money(source.hourlyRateCents)} an hour. Your experience as a ${title} counts from now.</p>`,
    };
  }
  if (source.change === 'payrise')
    return {
      ...base,
      subject: 'Your pay rise',
      content: `<p>Thanks for your work as a ${source.occupation}, ${playerName}. <strong>Your pay goes up to ${money(source.hourlyRateCents)} an hour</strong> from your next pay period.</p>`,
    };
  const penaltyCents = source.penaltyCents ?? 0;
  return {
    ...base,
    amountCents: penaltyCents,
    subject: `Your last week as a ${source.occupation}`,
    content:
      `<p>Hi ${playerName}, your job as a ${source.occupation} has ended. Thanks for your work!</p>` +
      '<p>Any pay still owed to you is on your final pay slip.</p>' +
      (penaltyCents > 0
        ? `<p>You left before the end of your contract, so you repay ${money(penaltyCents)} of your training costs. The bill is in your email.</p>`
        : ''),
  };
}
