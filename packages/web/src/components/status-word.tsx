import { CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A good or bad outcome in words, with a tick or a cross, so it never rests on colour alone. */
export function StatusWord({
  good,
  className,
  badIcon: BadIcon = CircleX,
  size = 18,
  children,
}: {
  good: boolean;
  /** The screen's own class for where the words sit. */
  className: string;
  /** The bad outcome's icon where a cross would say too much (a closed class). */
  badIcon?: LucideIcon;
  size?: number;
  children: ReactNode;
}) {
  const Icon = good ? CircleCheck : BadIcon;
  return (
    <span className={`status-word status-word--${good ? 'good' : 'bad'} ${className}`}>
      <Icon aria-hidden="true" size={size} />
      {children}
    </span>
  );
}
