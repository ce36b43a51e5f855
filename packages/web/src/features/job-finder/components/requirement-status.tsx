import { CircleCheck, CircleX } from 'lucide-react';
import '../job-finder.css';

/** Met or Not met, with an icon and the word, so it never rests on colour alone. */
export function RequirementStatus({ met }: { met: boolean }) {
  const Icon = met ? CircleCheck : CircleX;
  return (
    <span className={`status-word status-word--${met ? 'good' : 'bad'} requirement-status`}>
      <Icon aria-hidden="true" size={18} />
      {met ? 'Met' : 'Not met'}
    </span>
  );
}
