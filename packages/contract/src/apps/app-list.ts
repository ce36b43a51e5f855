// The twelve apps of the dashboard, once for every package (spec part 1 section 2): the name the
// API uses, the label the player reads, the GameAppID (which is also the desktop order), the place
// in the phone's dock, and the client route under /app/dashboard. Engine, content, server and web
// all import this list; nothing else spells the app names out.

export const APP_LIST = [
  { name: 'Email', displayName: 'Email', gameAppId: 1, mobilePriority: 2, url: 'emails' },
  { name: 'Banking', displayName: 'My Bank', gameAppId: 2, mobilePriority: 1, url: 'banking' },
  {
    name: 'Messages',
    displayName: 'Messages',
    gameAppId: 3,
    mobilePriority: 3,
    url: 'text-message',
  },
  {
    name: 'Planner',
    displayName: 'Weekly Planner',
    gameAppId: 4,
    mobilePriority: 4,
    url: 'weeklyplanner',
  },
  { name: 'Cashbox', displayName: 'My Cash', gameAppId: 5, mobilePriority: 5, url: 'cashbox' },
  { name: 'Credit', displayName: 'My Credit', gameAppId: 6, mobilePriority: 6, url: 'creditcards' },
  { name: 'MyStuff', displayName: 'MyStuff', gameAppId: 7, mobilePriority: 7, url: 'my-stuff' },
  {
    name: 'JobFinder',
    displayName: 'Job Finder',
    gameAppId: 8,
    mobilePriority: 8,
    url: 'job-finder',
  },
  { name: 'uShop', displayName: 'uShop', gameAppId: 9, mobilePriority: 9, url: 'ushop' },
  { name: 'iBuy', displayName: 'iBuy', gameAppId: 10, mobilePriority: 10, url: 'ibuy' },
  { name: 'Shares', displayName: 'Shares', gameAppId: 11, mobilePriority: 11, url: 'shares' },
  {
    name: 'FinanceWeekly',
    displayName: 'Finance Weekly',
    gameAppId: 12,
    mobilePriority: 12,
    url: 'financeweekly',
  },
] as const;

export type AppDefinition = (typeof APP_LIST)[number];
export type AppName = AppDefinition['name'];

/** The app names in GameAppID order. */
export const APP_NAMES = APP_LIST.map((app) => app.name) as unknown as readonly [
  AppName,
  ...AppName[],
];

/** An app's definition by name. */
export function appDefinition(name: AppName): AppDefinition {
  // APP_LIST has every AppName by construction.
  return APP_LIST.find((app) => app.name === name)!;
}

/** The app with this GameAppID, if any. */
export function appByGameAppId(gameAppId: number): AppDefinition | undefined {
  return APP_LIST.find((app) => app.gameAppId === gameAppId);
}
