import { useNavigate } from 'react-router';

/** CONTINUE at the foot of an end-of-week screen: on to `to`, in place of this screen. */
export function ContinueTo({ to, large = false }: { to: string; large?: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="eow-actions">
      <button
        type="button"
        className={large ? 'button button--large' : 'button'}
        onClick={() => void navigate(to, { replace: true })}
      >
        CONTINUE
      </button>
    </div>
  );
}
