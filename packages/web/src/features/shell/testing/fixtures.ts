import type { AppInstance, AppName, GameAppsResult } from '@mc/contract';
import { vi } from 'vitest';

// Test data and browser stand-ins shared by the shell's tests.

const NAMES: [AppName, string, string, number][] = [
  ['Email', 'Email', 'emails', 2],
  ['Banking', 'My Bank', 'banking', 1],
  ['Messages', 'Messages', 'text-message', 3],
  ['Planner', 'Weekly Planner', 'weeklyplanner', 4],
  ['Cashbox', 'My Cash', 'cashbox', 5],
  ['Credit', 'My Credit', 'creditcards', 6],
  ['MyStuff', 'MyStuff', 'my-stuff', 7],
  ['JobFinder', 'Job Finder', 'job-finder', 8],
  ['uShop', 'uShop', 'ushop', 9],
  ['iBuy', 'iBuy', 'ibuy', 10],
  ['Shares', 'Shares', 'shares', 11],
  ['FinanceWeekly', 'Finance Weekly', 'financeweekly', 12],
];

export function app(name: AppName, patch: Partial<AppInstance> = {}): AppInstance {
  const index = NAMES.findIndex(([candidate]) => candidate === name);
  const [, DisplayName, Url, MobilePriority] = NAMES[index]!;
  return {
    ID: `app-${name}`,
    Name: name,
    GameAppID: index + 1,
    DisplayName,
    IsDisabled: index > 5,
    HasBeenAccessed: true,
    HasUpdate: false,
    UpdateCount: 0,
    State: 'idle',
    Priority: index + 1,
    MobilePriority,
    Url,
    ...patch,
  };
}

export function gameApps(
  patch: Partial<GameAppsResult> = {},
  apps?: AppInstance[],
): GameAppsResult {
  return {
    Apps: apps ?? NAMES.map(([name]) => app(name)),
    TotalWeeks: 26,
    CurrentWeek: 3,
    IsGameComplete: false,
    NetPosition: 1234.56,
    PlayerName: 'Sam',
    ...patch,
  };
}

/** jsdom has no showModal: open and close the native <dialog> by its attribute. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Pretends the window is phone-sized (below 991 px) or desktop-sized. */
export function stubLayout(layout: 'desktop' | 'mobile'): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: layout === 'mobile',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
