import { CircleCheck, CircleSlash } from 'lucide-react';

/** Open or closed, in words and an icon (never colour alone). */
export function ClassStatus({ active }: { active: boolean }) {
  return active ? (
    <span className="status-word status-word--good class-status">
      <CircleCheck aria-hidden="true" size={18} />
      Open
    </span>
  ) : (
    <span className="status-word status-word--bad class-status">
      <CircleSlash aria-hidden="true" size={18} />
      Closed
    </span>
  );
}
