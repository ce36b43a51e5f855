// A job that would end one the player has asks first (issue 29). When an application succeeds
// but the job shares a working day with a job the player has, the employer's e-mail is an offer:
// it names the job it would replace and what each pays a week. Accepted, the old job is worked
// out this week and ends (its final pay, and its contract's penalty if it still runs) and the new
// one starts next week; declined, or unanswered by the end of the week it came, it lapses and the
// player keeps their job.
import { OFFER_CANCELLED_MESSAGE } from '@mc/contract/engine-constants';
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import type { Communication } from '../communications/types';
import { deliver } from '../communications/deliver';
import type { GameContent } from '../game/content';
import { reject, type Rejection } from '../game/result';
import { emit, replaceItem, update, type Tx } from '../game/tx';
import { postingById } from './market';
import { payPeriodName } from './messages';
import { weeklyPayCents } from './pay-rate';
import { sharesADay } from './requirements';
import type { Employment } from './types';

export interface JobOfferSource {
  kind: 'joboffer';
  postingId: string;
  hourlyRateCents: number;
  weeklyCents: number;
  /** The jobs it would replace, with their pay and what leaving now would cost. */
  replaces: { title: string; employer: string; weeklyCents: number; penaltyCents: number }[];
}

/** Sends the offer of a job that would replace `clashes`; it starts the week after acceptance. */
export function offerJob(tx: Tx, employment: Employment, clashes: readonly Employment[]): void {
  const week = tx.state.week;
  const communicationId = deliver(tx, {
    type: 'EmploymentSubmissionEmailInstance',
    source: {
      kind: 'joboffer',
      postingId: employment.id,
      hourlyRateCents: employment.hourlyRateCents,
      weeklyCents: weeklyPayCents(employment),
      replaces: clashes.map((job) => ({
        title: job.occupation,
        employer: job.employer,
        weeklyCents: weeklyPayCents(job),
        penaltyCents: week < job.contractEndWeek ? job.contractPenaltyCents : 0,
      })),
    },
    actionable: true,
  });
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    offers: [...jobs.offers, { week, communicationId, employment }],
  }));
}

/** The player's answer to a job offer e-mail: accept or decline. */
export function answerJobOffer(
  tx: Tx,
  communication: Communication,
  accepted: boolean,
): Rejection | void {
  const offer = tx.state.jobs.offers.find((o) => o.communicationId === communication.id);
  if (!offer) return reject('comms/cancelled', OFFER_CANCELLED_MESSAGE);
  if (accepted) {
    const refused = startOffered(tx, offer.employment);
    if (refused) return refused;
  }
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    offers: jobs.offers.filter((o) => o.communicationId !== communication.id),
  }));
  replaceItem(tx, 'communications', 'list', communication.id, (c: Communication) => ({
    ...c,
    isRead: true,
    action: { actioned: true, accepted, cancelled: false },
  }));
}

/**
 * Takes the offered job: the jobs it shares a day with end at the end of this week (worked out,
 * paid what they owe) and it starts next week. A job that itself starts next week is not left for
 * another: the offer is refused.
 */
function startOffered(tx: Tx, employment: Employment): Rejection | void {
  const week = tx.state.week;
  const clashes = tx.state.jobs.current.filter((job) =>
    sharesADay(job.workingDays, employment.workingDays),
  );
  const leaving = new Set(clashes.map((job) => job.id));
  const starting = clashes.find((job) => job.startWeek > week);
  if (starting)
    return reject(
      'comms/cancelled',
      `Its days clash with your new job as ${starting.occupation}, which starts next week.`,
    );
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    current: [
      ...jobs.current.map((job) =>
        leaving.has(job.id) && (job.leavingWeek === null || job.leavingWeek > week)
          ? { ...job, leavingWeek: week }
          : job,
      ),
      employment,
    ],
  }));
  emit(tx, { type: 'jobStarted', jobId: employment.id });
}

/** End-of-week step: an offer still unanswered at the end of the week it came lapses. */
export function lapseOffers(tx: Tx): void {
  const week = tx.state.week;
  const lapsing = tx.state.jobs.offers.filter((offer) => offer.week <= week);
  if (lapsing.length === 0) return;
  update(tx, 'jobs', (jobs) => ({
    ...jobs,
    offers: jobs.offers.filter((offer) => offer.week > week),
  }));
  for (const offer of lapsing) {
    const open = tx.state.communications.list.find((c) => c.id === offer.communicationId);
    if (!open?.action || open.action.actioned) continue;
    replaceItem(tx, 'communications', 'list', open.id, (c: Communication) => ({
      ...c,
      action: { actioned: false, accepted: false, cancelled: true },
    }));
  }
}

function replacedText(replaces: JobOfferSource['replaces']): string {
  return replaces
    .map((job) => `${job.title} at ${job.employer} (${money(job.weeklyCents)} a week before tax)`)
    .join(' and ');
}

export function renderJobOffer(
  content: GameContent,
  message: Communication,
  source: JobOfferSource,
  playerName: string,
): CommunicationRendering {
  const posting = postingById(content, source.postingId);
  const title = posting?.title ?? 'the job';
  const company = posting?.company ?? 'The employer';
  const old = replacedText(source.replaces);
  const oldTitles = source.replaces.map((job) => job.title).join(' and ');
  const penalty = source.replaces.reduce((sum, job) => sum + job.penaltyCents, 0);
  const body =
    `<p>Hi ${playerName}, thanks for applying to be a ${title} with us. <strong>We'd like to offer you the job.</strong></p>` +
    `<p>It pays ${money(source.hourlyRateCents)} an hour${posting?.saturdayHours || posting?.sundayHours ? ' on weekdays, more at weekends' : ''}: ` +
    `<strong>${money(source.weeklyCents)} a week</strong> before tax, paid ${payPeriodName(posting?.paymentFrequency ?? 1)}. Shifts: ${posting?.shifts ?? 'as agreed'}.</p>` +
    `<p><strong>Its days clash with your job as ${old}.</strong> You can't do both.</p>` +
    `<ul><li>Accept: you work this week at your current job, then finish there, and start with us next week.</li>` +
    `<li>Decline: you keep your job as ${oldTitles}.</li></ul>` +
    (penalty > 0
      ? `<p>Leaving your contract early means repaying ${money(penalty)} of training costs.</p>`
      : '') +
    '<p>Please answer by the end of this week. If you don\u2019t, the offer lapses and you keep the job you have.</p>';
  const action = message.action;
  const outcome = !action?.actioned
    ? null
    : action.accepted
      ? `<p>You took the job as ${title}. You finish as ${oldTitles} at the end of this week, with a final pay slip, and start here next week.</p>`
      : `<p>You said no thanks and kept your job as ${oldTitles}.</p>`;
  return {
    from: company,
    subject: `Job offer: ${title} (it would replace your job as ${oldTitles})`,
    content: body,
    amountCents: 0,
    feesCents: 0,
    category: 0,
    billId: null,
    outcome,
  };
}
