/**
 * Where the game goes once it is over. The end-of-game screens (and the surveys) come in a later
 * issue; until they exist the player lands on where-I'm-at with the game marked complete.
 * Replace this with the real routes when they are built.
 */
export const END_OF_GAME_FALLBACK = {
  to: '/app/dashboard/where-im-at',
  state: { gameComplete: true, whereImAt: true },
} as const;

/** routeAfterStartWeek's answer, sent to a screen that exists today. */
export function destinationOf(route: string): { to: string; state?: object } {
  if (route.startsWith('/app')) return { to: route };
  return END_OF_GAME_FALLBACK;
}
