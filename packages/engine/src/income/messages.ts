// The pay slip the employer e-mails on pay day, and the ATO's e-mail about the tax return.
import { formatBalance as money } from '@mc/contract';
import type { CommunicationRendering } from '../communications/rendering';
import type { TaxAssessment } from './assessment';
import { incomeYearName } from './calendar';

export interface PaySlipSource {
  kind: 'payslip';
  grossCents: number;
  superCents: number;
  taxCents: number;
  netCents: number;
  occupation: string;
  employer: string;
  weeks: number;
  /** The pay by kind of day, when weekend hours are paid at their own rates. */
  lines?: PaySlipLine[];
  /** A second job: withheld without the tax-free threshold (claimed from the main job). */
  secondJob?: true;
}

/** A line of a pay slip: a kind of day's hours in the period, its rate and what they earned. */
export interface PaySlipLine {
  label: string;
  hours: number;
  rateCents: number;
  amountCents: number;
}

function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The pay slip's lines in words: "Saturday: 6 hours at $19.91 an hour = $119.46". */
function linesText(lines: readonly PaySlipLine[]): string {
  return lines
    .map(
      (line) =>
        `<li>${line.label}: ${hoursText(line.hours)} at ${money(line.rateCents)} an hour = ${money(line.amountCents)}</li>`,
    )
    .join('');
}

export interface PaySlipView {
  grossAmountCents: number;
  superannuationAmountCents: number;
  taxAmountCents: number;
  netAmountCents: number;
  occupation: string;
  employer: string;
}

export function renderPaySlip(source: PaySlipSource): CommunicationRendering {
  const period =
    source.weeks === 1
      ? 'this week'
      : source.weeks === 2
        ? 'this fortnight'
        : `the last ${source.weeks} weeks`;
  const paySlip: PaySlipView = {
    grossAmountCents: source.grossCents,
    superannuationAmountCents: source.superCents,
    taxAmountCents: source.taxCents,
    netAmountCents: source.netCents,
    occupation: source.occupation,
    employer: source.employer,
  };
  return {
    from: source.employer,
    subject: `Your pay slip for ${period}`,
    content:
      `<p>Occupation: ${source.occupation}</p>` +
      (source.lines && source.lines.length > 0
        ? `<ul>${linesText(source.lines)}</ul>` +
          (source.lines.some((line) => line.label !== 'Weekdays')
            ? '<p>Weekend hours are paid the penalty rates in your award.</p>'
            : '')
        : '') +
      `<ul><li>Gross pay: ${money(source.grossCents)}</li><li>Tax withheld (PAYG): ${money(source.taxCents)}</li><li>Net pay: <strong>${money(source.netCents)}</strong></li><li>Super paid to your fund: ${money(source.superCents)}</li></ul>` +
      (source.secondJob
        ? '<p>You claim the tax-free threshold from your main job, so this job withholds tax from the first dollar. Any extra comes back at tax time.</p>'
        : ''),
    amountCents: source.netCents,
    feesCents: 0,
    category: 2,
    billId: null,
    paySlip,
  };
}

export interface TaxReturnSource {
  kind: 'taxreturn';
  assessment: TaxAssessment;
  /** Pay from before the game counted in the return (the scenario's figure). */
  earlierWagesCents: number;
  /** The ATO's bill for tax still owed, if any, and its due date. */
  billId: number | null;
  due: { date: string; week: number } | null;
}

/** The notice of assessment, in short: how the tax was worked out, and the refund or the bill. */
export function renderTaxReturn(source: TaxReturnSource): CommunicationRendering {
  const a = source.assessment;
  const wages = a.wagesCents - source.earlierWagesCents;
  const income = [
    `your pay of ${money(wages)}`,
    source.earlierWagesCents > 0
      ? `pay of ${money(source.earlierWagesCents)} from before you started this job`
      : '',
    a.interestCents > 0 ? `bank interest of ${money(a.interestCents)}` : '',
    a.dividendsCents > 0 ? `share dividends of ${money(a.dividendsCents)}` : '',
    a.capitalGainCents > 0
      ? `a capital gain of ${money(a.capitalGainCents)} from selling shares`
      : '',
  ].filter(Boolean);
  const figures =
    `<ul><li>Taxable income: ${money(a.taxableIncomeCents)} (${income.join(', ')}, cents left off)</li>` +
    `<li>Tax on your taxable income: ${money(a.incomeTaxCents)}</li>` +
    `<li>Low income tax offset: -${money(a.litoCents)}</li>` +
    `<li>Medicare levy: ${money(a.medicareLevyCents)}</li>` +
    `<li>Your tax for the year: ${money(a.assessedCents)}</li>` +
    `<li>Tax withheld from your pay: ${money(a.withheldCents)}</li></ul>`;
  const intro = `<p>Your ${incomeYearName(a.incomeYear)} tax return has been processed. Here is how your tax was worked out.</p>`;
  let outcome: string;
  if (a.balanceCents > 0)
    outcome =
      `<p><strong>Your refund: ${money(a.balanceCents)}</strong>, paid into the account your pay goes into.</p>` +
      '<p>Your employer withheld tax as if you earned the same pay all year. Part-year pay and the tax-free threshold of $18,200 mean you owed less, so the rest comes back to you.</p>';
  else if (a.balanceCents < 0)
    outcome =
      `<p><strong>Amount to pay: ${money(-a.balanceCents)}</strong>, due by ${source.due?.date ?? 'the due date'}. Your bill is in your email.</p>` +
      "<p>Less tax was withheld from your pay than you owe for the year. If you can't pay it all by the due date, you can set up a payment plan with the ATO.</p>";
  else
    outcome =
      '<p>The tax withheld was exactly your tax for the year: no refund and nothing to pay.</p>';
  return {
    from: 'Australian Taxation Office',
    subject: 'Your tax return',
    content: intro + figures + outcome,
    amountCents: Math.abs(a.balanceCents),
    feesCents: 0,
    category: a.balanceCents > 0 ? 2 : 0,
    billId: null,
  };
}
