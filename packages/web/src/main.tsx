import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startEarlyReads } from './lib/early-game-read';
import './styles/global.css';
import './styles/game.css';

// A signed-in player opening the game: the screen's first reads go out while the game's code loads.
startEarlyReads(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
