import { WORK_DAY_LETTERS, WORK_DAY_NAMES, type WorkingDay } from '@mc/contract';
import '../job-finder.css';

/**
 * The week as M T W T F S S with the working days marked (day 0 is Monday). A working day is
 * filled and underlined, not only coloured, and each day says in words whether it is worked.
 */
export function WorkDays({
  days,
  compact = false,
}: {
  days: readonly WorkingDay[];
  compact?: boolean;
}) {
  const working = new Set(days.map((day) => day.Day));
  return (
    <ul className={`work-days${compact ? ' work-days--compact' : ''}`} aria-label="Working days">
      {WORK_DAY_LETTERS.map((letter, index) => {
        const isWorking = working.has(index);
        return (
          <li
            key={WORK_DAY_NAMES[index]}
            className={`work-days__day${isWorking ? ' work-days__day--working' : ''}`}
            aria-label={`${WORK_DAY_NAMES[index]}: ${isWorking ? 'working' : 'not working'}`}
          >
            <span aria-hidden="true">{letter}</span>
          </li>
        );
      })}
    </ul>
  );
}
