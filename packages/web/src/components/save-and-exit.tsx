import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isExternal, logout } from '../lib/sign-out';
import './save-and-exit.css';

/** Signs out of the game (saved with every move) and goes where signing out leads. */
export function useSaveAndExit() {
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
 * game): on a shared computer a student must be able to leave from any screen of a game (issue
 * 30). The game is saved with every move; this signs out (a family member goes back to the list).
 */
export function SaveAndExit() {
  const { leaving, leave } = useSaveAndExit();
  return (
    <button
      type="button"
      className="game-bar__button save-and-exit"
      disabled={leaving}
      onClick={() => void leave()}
    >
      <LogOut aria-hidden="true" size={18} />
      {leaving ? 'Saving…' : 'Save and exit'}
    </button>
  );
}
