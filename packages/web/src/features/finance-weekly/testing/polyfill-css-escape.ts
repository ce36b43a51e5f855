// jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrow keys. Tests
// that choose an answer by keyboard import this first. The game's names need no escaping beyond
// quotes and backslashes.
const css = (window.CSS ?? {}) as { escape?: (value: string) => string };
if (!css.escape) {
  css.escape = (value: string) => value.replace(/["\\]/g, '\\$&');
  Object.defineProperty(window, 'CSS', { value: css, configurable: true });
}
