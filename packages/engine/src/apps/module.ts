// The dashboard's shell: one instance per app with its flags, and marking an app opened.
import { publicId as publicIdOf } from '../game/ids';
import { command, defineModule } from '../game/module';
import { createApps, markAppAccessed } from './apps';
import type { AppsState } from './types';

type AppsEvent = { type: 'appAccessed'; appInstanceId: string };

export const appsModule = defineModule<AppsEvent>()({
  key: 'apps',
  initial: (): AppsState => ({ list: [] }),
  setup: (tx) => createApps(tx, tx.content.scenario.disabledApps),
  commands: { markAppAccessed: command(markAppAccessed, { afterWeekEnd: true }) },
  rejections: ['apps/not-found'],
  ids: (state) => state.apps.list.map((a) => a.id),
  random: [
    {
      weight: 4,
      next: (player, state) => {
        const app = player.pick(state.apps.list);
        return app && { type: 'markAppAccessed', appInstanceId: publicIdOf(state, app.id) };
      },
    },
  ],
});
