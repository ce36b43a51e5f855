import type { FastifyPluginAsync } from 'fastify';
import { success, type PrivacyNotice } from '@mc/contract';

// The privacy notice's settings (issue 34): the /privacy page shows the notice written in
// docs/privacy.md and fills in who to ask (PRIVACY_CONTACT) and how long a class's data is kept
// (DATA_RETENTION_DAYS, the setting the housekeeping's deletion reads). Public: the page is
// linked from every sign-in page, before anyone has signed in.

export const privacyNoticeRoutes: FastifyPluginAsync = async (app) => {
  // Settings are read once at start-up, so the answer is the same for the life of the process.
  const notice: PrivacyNotice = {
    Contact: app.config.privacyContact ?? null,
    RetentionDays: app.config.dataRetentionDays,
  };
  app.get('/api/privacy', async () => success(notice));
};
