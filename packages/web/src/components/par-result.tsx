import { PAR_EXPLAINED, PRACTICE_EXPLAINED, parWords } from '@mc/contract';
import { againstParText } from '../lib/money-display';
import './money-screens.css';

// Par (issue 29): every result is the net position against what a careful player has at the same
// point of the same world, so every age and world compares fairly. These are the one way the
// screens show it; the words and the explanation come from the contract.

/**
 * The result against par in words ("You're $420 above par"), with what par is in small text and,
 * for a practice game, that it is on no board. `noteClassName` is the note style of the panel it
 * sits in, so it keeps that panel's contrast.
 */
export function ParResult({
  againstPar,
  practice = false,
  noteClassName = 'par-result__note',
}: {
  againstPar: number;
  practice?: boolean;
  noteClassName?: string;
}) {
  return (
    <div className="par-result">
      <p className="par-result__words">You&apos;re {parWords(againstPar)}</p>
      <ParNotes practice={practice} className={noteClassName} />
    </div>
  );
}

/** What par is, and for a practice game why it is on no leaderboard: small print under a result. */
export function ParNotes({
  practice = false,
  className,
}: {
  practice?: boolean;
  className: string;
}) {
  return (
    <>
      <p className={className}>{PAR_EXPLAINED}</p>
      {practice ? <p className={className}>{PRACTICE_EXPLAINED}</p> : null}
    </>
  );
}

/**
 * A result against par in a table: '+$420', '−$35' (a real minus sign, read out) or 'on par', so
 * the sign carries it as well as the colour, like SignedAmount.
 */
export function AgainstParAmount({ dollars }: { dollars: number }) {
  const text = againstParText(dollars);
  const direction = text === 'on par' ? 'none' : dollars > 0 ? 'gain' : 'loss';
  return <span className={`amount signed-amount signed-amount--${direction}`}>{text}</span>;
}
