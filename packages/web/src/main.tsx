import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { FIRST_SCREENS } from './app/first-screens';
import { startEarlyReads } from './lib/early-game-read';
import './styles/global.css';
import './styles/game.css';

// A signed-in player opening the game: the screen's first reads and its file go out while the
// game's code loads.
startEarlyReads(FIRST_SCREENS, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// The first render is a transition: React renders the page in slices and lets the browser in
// between, so opening the game on a screen whose code and data came with the page is not one
// long task on a school laptop.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
