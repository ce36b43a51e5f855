import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isExternal, logout } from '../lib/sign-out';
import './save-and-exit.css';

/** Signs out of the game (saved with every move) and goes where signing out leads. */
function useSaveAndExit() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    const next = await logout();
    if (isExternal(next)) {
      window.location.assign(next);
      return;
    }
    await navigate(next, { replace: true });
    queryClient.removeQueries({ queryKey: ['game'] });
  };
  return { leaving, leave };
}

/**
 * Save and exit, for the full-screen frames outside the phone (the end of the week, the end of the
 * game, the end quiz's bar, which the spec words SAVE AND LOG OUT): on a shared computer a student
 * must be able to leave from any screen of a game (issue 30). The game is saved with every move;
 * this signs out (a family member goes back to the list).
 */
export function SaveAndExit({
  label = 'Save and exit',
  busyLabel = 'Saving…',
  className = 'game-bar__button save-and-exit',
}: {
  label?: string;
  busyLabel?: string;
  className?: string;
}) {
  const { leaving, leave } = useSaveAndExit();
  return (
    <button type="button" className={className} disabled={leaving} onClick={() => void leave()}>
      <LogOut aria-hidden="true" size={18} />
      {leaving ? busyLabel : label}
    </button>
  );
}
