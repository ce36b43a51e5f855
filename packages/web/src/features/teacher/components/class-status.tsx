import { CircleSlash } from 'lucide-react';
import { StatusWord } from '../../../components/status-word';

/** Open or closed, in words and an icon (never colour alone). */
export function ClassStatus({ active }: { active: boolean }) {
  return (
    <StatusWord good={active} badIcon={CircleSlash} className="class-status">
      {active ? 'Open' : 'Closed'}
    </StatusWord>
  );
}
