// The twelve apps come from the contract's one list; the engine adds only how it numbers them.
import { APP_LIST, APP_NAMES, appDefinition, type AppName } from '@mc/contract/apps/app-list';

export { APP_NAMES, type AppName };

export const APP_DISPLAY_NAMES = Object.fromEntries(
  APP_LIST.map((app) => [app.name, app.displayName]),
) as Record<AppName, string>;

/** GameAppID and priority of an app (spec part 1 section 2: Email 1 ... Finance Weekly 12). */
export function gameAppId(app: AppName): number {
  return appDefinition(app).gameAppId;
}
