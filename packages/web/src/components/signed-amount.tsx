import { signedText } from '../lib/money-display';
import './money-screens.css';

/**
 * Money in or out: a sign and a colour, so the meaning never rests on colour alone (docs/design.md).
 * Screen readers hear the sign ('+$50.00', '−$20.00').
 */
export function SignedAmount({ dollars }: { dollars: number }) {
  const direction = dollars > 0 ? 'gain' : dollars < 0 ? 'loss' : 'none';
  return (
    <span className={`amount signed-amount signed-amount--${direction}`}>
      {signedText(dollars)}
    </span>
  );
}
