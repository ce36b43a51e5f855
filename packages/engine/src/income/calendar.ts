// The game's calendar. A game is weeks, and a scenario says on which day week 1 begins
// (rules.tax.firstDay); each week is seven days, so week n ends on day 7n, and pay day is the
// week's last day. Only tax needs dates: an income year runs from 1 July to 30 June (ATO), and a
// pay belongs to the income year of the day it is paid. Dates are day numbers worked out by hand
// (no Date: the engine reads no clock and its arithmetic must be the same everywhere).

/** A calendar date. */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Reads an ISO date ('2026-01-28'); anything else is a content error. */
export function parseIsoDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!sameDate(fromDayNumber(toDayNumber(date)), date)) throw new Error(`no such date: ${iso}`);
  return date;
}

function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Days since 1 March of year 0 in the proleptic Gregorian calendar (Howard Hinnant's method). */
export function toDayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra;
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  const era = Math.floor(dayNumber / 146_097);
  const dayOfEra = dayNumber - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** '30 June 2026'. */
export function formatDate(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
}

/** The last day of a game week: pay day. */
export function weekEnd(firstDayIso: string, week: number): CalendarDate {
  return fromDayNumber(toDayNumber(parseIsoDate(firstDayIso)) + 7 * week - 1);
}

/** The game week a date falls in (0 or less: before the game; it may be after the game's end). */
export function weekOf(firstDayIso: string, date: CalendarDate): number {
  return Math.floor((toDayNumber(date) - toDayNumber(parseIsoDate(firstDayIso))) / 7) + 1;
}

/** The income year a date is in, named by the year it starts: 2025 is 1 July 2025 - 30 June 2026. */
export function incomeYearOf(date: CalendarDate): number {
  return date.month >= 7 ? date.year : date.year - 1;
}

/** '2025-26'. */
export function incomeYearName(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The income year a week's pay day is in. */
export function incomeYearOfWeek(firstDayIso: string, week: number): number {
  return incomeYearOf(weekEnd(firstDayIso, week));
}

/** The week whose pay day is the last of its income year (30 June falls in it). */
export function isLastWeekOfIncomeYear(firstDayIso: string, week: number): boolean {
  return incomeYearOfWeek(firstDayIso, week) !== incomeYearOfWeek(firstDayIso, week + 1);
}
