import { Logo } from '../../../components/logo';

/** The opening screen, shown for about two seconds while the game link loads. */
export function Splash({
  groupName,
  totalWeeks,
}: {
  groupName?: string | null;
  totalWeeks?: number;
}) {
  return (
    <main className="splash" aria-busy="true" aria-labelledby="splash-title">
      <div className="splash__coin">
        <Logo size={120} />
      </div>
      <h1 id="splash-title" className="splash__title">
        Money Challenge
      </h1>
      <p className="splash__tagline">
        Your money. Your choices. {totalWeeks ?? 26} weeks to prove it.
      </p>
      {groupName ? <p className="splash__group">{groupName}</p> : null}
      <p className="visually-hidden" role="status">
        Loading the game…
      </p>
    </main>
  );
}
