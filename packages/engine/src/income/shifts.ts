// A shift an offer asks for (issues 29 and 30): paid like any pay, through a pay slip with tax
// withheld and super when it is owed, counted in the year's tax return, at the rate of the award
// for the player's age and that day (a casual's weekend rate includes the loading). A shift of the
// player's starting job is paid its own rate; another employer's at the award's casual rate. Tax is
// withheld as for one week's pay: with the tax-free threshold when the shift is for the player's
// main job, without it for another employer (a second payer).
import { deliver } from '../communications/deliver';
import type { GameContent, Job, OfferWork } from '../game/content';
import type { GameState } from '../game/state';
import type { Tx } from '../game/tx';
import type { JobPosting } from '../jobs/content';
import { awardOf, hourlyRateCents, juniorShare, weekendRatesOf } from '../jobs/pay-rate';
import type { PaySlipLine } from './messages';
import { postPay } from './pay-day';
import { isOwedSuper } from './super';
import { SCALE_1_2024_25, SCALE_2_2024_25, withholdingCents } from './tax';

export type ShiftWork = Extract<OfferWork, { kind: 'shift' }>;

export interface ShiftPay {
  employer: string;
  occupation: string;
  hours: number;
  /** The hourly rate for that day, for this player. */
  rateCents: number;
  grossCents: number;
  superCents: number;
  taxCents: number;
  netCents: number;
  /** The shift is for the player's main job: withheld with the tax-free threshold. */
  mainJob: boolean;
  line: PaySlipLine;
}

const DAY_LABEL = { weekday: 'Weekdays', saturday: 'Saturday', sunday: 'Sunday' } as const;

/** What a shift pays this player now. */
export function shiftPayOf(content: GameContent, state: GameState, shift: ShiftWork): ShiftPay {
  const ageYears = state.player.ageYears;
  const { superGuaranteeRate } = content.scenario.rules;
  let job: Job;
  let rateCents: number;
  if (shift.of === 'starting job') {
    job = content.scenario.job;
    rateCents =
      shift.day === 'saturday'
        ? (job.weekend?.saturdayRateCents ?? job.hourlyRateCents)
        : shift.day === 'sunday'
          ? (job.weekend?.sundayRateCents ?? job.hourlyRateCents)
          : job.hourlyRateCents;
  } else {
    const posting = {
      id: `shift-${shift.of.employer}`,
      title: shift.of.occupation,
      company: shift.of.employer,
      award: shift.of.award,
      adultHourlyRateCents: shift.of.adultHourlyRateCents,
      casual: true,
    } as JobPosting;
    const award = awardOf(content, posting);
    const rates = weekendRatesOf(content, posting);
    rateCents =
      shift.day === 'weekday' || !rates || !award
        ? hourlyRateCents(content, posting, shift.of.adultHourlyRateCents, ageYears)
        : Math.round(
            shift.of.adultHourlyRateCents * juniorShare(award, ageYears) * rates[shift.day],
          );
    job = {
      id: posting.id,
      occupation: shift.of.occupation,
      employer: shift.of.employer,
      hourlyRateCents: rateCents,
      hoursPerWeek: shift.hours,
      paymentFrequency: 1,
      includesSuper: false,
      privateOrDomestic: false,
      workingDays: [],
    };
  }
  const grossCents = Math.round(rateCents * shift.hours);
  const superCents = isOwedSuper({ ...job, hoursPerWeek: shift.hours }, ageYears)
    ? Math.round(grossCents * superGuaranteeRate)
    : 0;
  const main = state.jobs.current[0];
  const mainJob = main !== undefined && main.employer === job.employer;
  const taxCents = withholdingCents(grossCents, 1, mainJob ? SCALE_2_2024_25 : SCALE_1_2024_25);
  return {
    employer: job.employer,
    occupation: job.occupation,
    hours: shift.hours,
    rateCents,
    grossCents,
    superCents,
    taxCents,
    netCents: grossCents - taxCents,
    mainJob,
    line: {
      label: DAY_LABEL[shift.day],
      hours: shift.hours,
      rateCents,
      amountCents: grossCents,
    },
  };
}

/** Pays an accepted shift: one posting like pay day's, the year's totals, a pay slip. Net cents. */
export function payShift(tx: Tx, shift: ShiftWork): number {
  const pay = shiftPayOf(tx.content, tx.state, shift);
  const superCents = postPay(tx, `Pay: ${pay.occupation} (extra shift)`, pay);
  deliver(tx, {
    type: 'PaySlipEmailInstance',
    source: {
      kind: 'payslip',
      grossCents: pay.grossCents,
      superCents,
      taxCents: pay.taxCents,
      netCents: pay.netCents,
      occupation: pay.occupation,
      employer: pay.employer,
      weeks: 1,
      lines: [pay.line],
      ...(pay.mainJob ? {} : { secondJob: true as const }),
    },
  });
  return pay.netCents;
}
