import { StatusWord } from '../../../components/status-word';
import '../job-finder.css';

/** Met or Not met, with an icon and the word, so it never rests on colour alone. */
export function RequirementStatus({ met }: { met: boolean }) {
  return (
    <StatusWord good={met} className="requirement-status">
      {met ? 'Met' : 'Not met'}
    </StatusWord>
  );
}
