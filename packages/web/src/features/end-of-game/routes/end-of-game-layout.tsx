import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { GameFrame } from '../../../components/game-frame';
import { SaveAndExit } from '../../../components/save-and-exit';
import { readSession } from '../../../lib/session';
import '../end-of-game.css';

/** /end-of-game: the finished game's screens in the full-screen frame. */
export function EndOfGameLayout() {
  // Read once: the session is what the player arrived with.
  const [signedIn] = useState(() => {
    const { Token, GameInstanceID } = readSession();
    return Boolean(Token && GameInstanceID);
  });
  if (!signedIn) return <Navigate to="/timeout" replace />;
  return (
    <GameFrame
      wide
      bar={
        <span className="end-of-game-tools">
          <span className="end-of-game-bar">
            <CircleCheck aria-hidden="true" size={18} />
            Game complete
          </span>
          <SaveAndExit />
        </span>
      }
    >
      <Outlet />
    </GameFrame>
  );
}
