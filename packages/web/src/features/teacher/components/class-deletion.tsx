import type { TeacherLink } from '@mc/contract';
import { CalendarClock } from 'lucide-react';
import { dayText } from '../lib/time-words';

// When the class's data is deleted on schedule (decision 030): DATA_RETENTION_DAYS after its last
// activity, which a move in a game, a student joining or the class's closing start again.

const DAY_MS = 24 * 60 * 60 * 1000;

type Deletion = Pick<
  TeacherLink,
  'DeletesOn' | 'DeletionWarning' | 'LastActivity' | 'IsGameActive'
>;

/** The days the server keeps an idle class (DeletesOn less LastActivity), when it can tell. */
function keptDays(link: Deletion): number | null {
  if (!link.DeletesOn) return null;
  const days = Math.round((Date.parse(link.DeletesOn) - Date.parse(link.LastActivity)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : null;
}

/** The quiet line among the class's facts, before the warning's time: null when none is due. */
export function keptUntilText(link: Deletion): string | null {
  if (!link.DeletesOn || link.DeletionWarning) return null;
  return `Students' data is kept until ${dayText(link.DeletesOn)}`;
}

/**
 * From DELETION_WARNING_DAYS before: the date, how to keep the results (the exports) and how to
 * keep the class longer. Closing a class starts its time again; a closed one is opened and closed.
 */
export function DeletionNotice({ link }: { link: Deletion }) {
  if (!link.DeletesOn || !link.DeletionWarning) return null;
  const days = keptDays(link);
  const again = days ? `starts its ${days} days again` : 'starts the time again';
  return (
    <section
      className="notice notice--warning class-deletion"
      aria-labelledby="class-deletion-title"
    >
      <CalendarClock className="class-deletion__icon" aria-hidden="true" size={28} />
      <div>
        <h2 id="class-deletion-title" className="class-deletion__title">
          This class&apos;s data will be deleted on {dayText(link.DeletesOn)}
        </h2>
        <p>
          Its students&apos; games and answers go then, with the accounts of students who are in no
          other class. To keep the results, export the class first: Export CSV or Export all (JSON),
          in Class settings below.
        </p>
        <p>
          {link.IsGameActive
            ? `To keep the class longer, close it, or let students play on: either ${again}.`
            : `To keep the class longer, open it and close it again: that ${again}.`}
        </p>
      </div>
    </section>
  );
}
