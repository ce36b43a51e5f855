import { CircleCheck, CircleSlash } from 'lucide-react';

/** Open or closed, in words and an icon (never colour alone). */
export function ClassStatus({ active }: { active: boolean }) {
  return active ? (
    <span className="class-status class-status--open">
      <CircleCheck aria-hidden="true" size={18} />
      Open
    </span>
  ) : (
    <span className="class-status class-status--closed">
      <CircleSlash aria-hidden="true" size={18} />
      Closed
    </span>
  );
}
