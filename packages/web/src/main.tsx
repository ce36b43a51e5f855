import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startGameAppsRead } from './lib/early-game-read';
import './styles/global.css';
import './styles/game.css';

// A signed-in player opening the game: its first read goes out while the game's code loads.
if (/^\/app(\/|$)/.test(window.location.pathname)) startGameAppsRead();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
