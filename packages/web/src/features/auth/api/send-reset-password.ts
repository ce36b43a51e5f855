import { apiPost } from '../../../lib/api-client';

/** POST /api/Account/sendresetpassword (no token): e-mails a password-reset link. */
export const sendResetPassword = (email: string, gameLinkId: string) =>
  apiPost<unknown>(
    '/api/Account/sendresetpassword',
    { UserName: email.trim(), GameLinkID: gameLinkId },
    { auth: false },
  );
