// 'Last active' in words a teacher reads at a glance: '5 min ago', 'yesterday', '12 days ago'.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function agoText(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const gone = Math.max(0, now - then);
  if (gone < MINUTE) return 'just now';
  if (gone < HOUR) return `${Math.floor(gone / MINUTE)} min ago`;
  if (gone < DAY) {
    const hours = Math.floor(gone / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(gone / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** The full date and time, for a tooltip and the CSV's readers. */
export const dateTimeText = (iso: string): string => {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : dateFormat.format(then);
};

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The day alone, in the teacher's time zone: '25 December 2027'. */
export const dayText = (iso: string): string => {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : dayFormat.format(then);
};
