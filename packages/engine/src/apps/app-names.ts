// The twelve apps of the dashboard with their GameAppID, which is also their priority
// (spec part 1 section 2: Email 1, Banking 2, ... Finance Weekly 12).

export const APP_NAMES = [
  'Email',
  'Banking',
  'Messages',
  'Planner',
  'Cashbox',
  'Credit',
  'MyStuff',
  'JobFinder',
  'uShop',
  'iBuy',
  'Shares',
  'FinanceWeekly',
] as const;

export type AppName = (typeof APP_NAMES)[number];

export const APP_DISPLAY_NAMES: Record<AppName, string> = {
  Email: 'Email',
  Banking: 'My Bank',
  Messages: 'Messages',
  Planner: 'Weekly Planner',
  Cashbox: 'My Cash',
  Credit: 'My Credit',
  MyStuff: 'MyStuff',
  JobFinder: 'Job Finder',
  uShop: 'uShop',
  iBuy: 'iBuy',
  Shares: 'Shares',
  FinanceWeekly: 'Finance Weekly',
};

/** GameAppID and priority of an app: its position in the list, from 1. */
export function gameAppId(app: AppName): number {
  return APP_NAMES.indexOf(app) + 1;
}
