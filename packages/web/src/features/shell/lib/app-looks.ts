import type { AppInstance, AppName } from '@mc/contract';
import {
  Briefcase,
  CalendarDays,
  CreditCard,
  Gavel,
  Landmark,
  Mail,
  MessageCircle,
  Newspaper,
  Package,
  ShoppingBag,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

// Each app's own saturated colour and icon on the home screen. White icons on these colours keep
// at least 3:1 contrast (WCAG non-text contrast); the names under the icons are dark on light.

export interface AppLook {
  colour: string;
  Icon: LucideIcon;
}

export const APP_LOOKS: Record<AppName, AppLook> = {
  Email: { colour: '#2563eb', Icon: Mail },
  Banking: { colour: '#0f766e', Icon: Landmark },
  Messages: { colour: '#15803d', Icon: MessageCircle },
  Planner: { colour: '#7c3aed', Icon: CalendarDays },
  Cashbox: { colour: '#b45309', Icon: Wallet },
  Credit: { colour: '#be185d', Icon: CreditCard },
  MyStuff: { colour: '#0e7490', Icon: Package },
  JobFinder: { colour: '#4338ca', Icon: Briefcase },
  uShop: { colour: '#e11d48', Icon: ShoppingBag },
  iBuy: { colour: '#c2410c', Icon: Gavel },
  Shares: { colour: '#047857', Icon: TrendingUp },
  FinanceWeekly: { colour: '#475569', Icon: Newspaper },
};

/** Why an app shows blocked, in the player's words (spec part 1 section 4, "App icons"). */
const BLOCK_REASONS: Partial<Record<AppName, string>> = {
  Banking: 'open an account to finish week 1',
  FinanceWeekly: "do this week's quiz to finish the week",
};

/** What the badge says, so a screen reader hears it too: 'Email, 3 new'. */
export function appAccessibleName(app: AppInstance): string {
  if (app.IsDisabled) return `${app.DisplayName}, coming later`;
  if (app.State === 'block') {
    return `${app.DisplayName}, blocked: ${BLOCK_REASONS[app.Name] ?? 'needs your attention before you can finish the week'}`;
  }
  if (app.HasUpdate) {
    return app.UpdateCount > 0
      ? `${app.DisplayName}, ${updateCount(app)} new`
      : `${app.DisplayName}, new`;
  }
  return app.DisplayName;
}

/** How many updates the badge shows, 99+ at most; the accessible name says the same. */
export function updateCount(app: AppInstance): string {
  return app.UpdateCount > 99 ? '99+' : String(app.UpdateCount);
}

/** Desktop: the spec's priority order. Phone: mobile order, the first three in the dock. */
export function arrangeApps(apps: readonly AppInstance[], layout: 'desktop' | 'mobile') {
  if (layout === 'desktop') {
    return { grid: [...apps].sort((a, b) => a.Priority - b.Priority), dock: [] as AppInstance[] };
  }
  const ordered = [...apps].sort((a, b) => a.MobilePriority - b.MobilePriority);
  return { grid: ordered.slice(3), dock: ordered.slice(0, 3) };
}

/** The app a dashboard path belongs to: /app/dashboard/banking/choose-account is My Bank. */
export function appAtPath(apps: readonly AppInstance[], pathname: string): AppInstance | undefined {
  const segment = /^\/app\/dashboard\/([^/?#]+)/.exec(pathname)?.[1];
  if (!segment) return undefined;
  return apps.find((app) => app.Url.split('/')[0] === segment);
}
