// The starting job (reference, "Wages", Fair Work from 1 July 2025): Retail award Level 1 adult
// rate 26.55 an hour; an 18-year-old is paid the junior rate of 70%: 18.585, so 18.59 an hour.
// Full time is 38 hours, so 706.42 a week, paid fortnightly. Over 18, so super is owed.
import type { Job } from '@mc/engine';

export const job: Job = {
  id: 'retail-assistant',
  occupation: 'Retail assistant',
  employer: 'Harbour Street Grocers',
  hourlyRateCents: 1859,
  hoursPerWeek: 38,
  paymentFrequency: 2,
  includesSuper: false,
  privateOrDomestic: false,
  // Monday to Friday.
  workingDays: [0, 1, 2, 3, 4],
};
