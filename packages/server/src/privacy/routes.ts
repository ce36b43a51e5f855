import type { FastifyPluginAsync } from 'fastify';
import {
  DELETE_ACCOUNT_FRESH_MINUTES,
  DELETE_ACCOUNT_WORD,
  deleteAccountBody,
  MY_DATA_FILE_NAME,
  MY_DATA_MESSAGES,
  success,
} from '@mc/contract';
import { hasPassword, verifyPassword } from '../accounts/passwords';
import { findUser } from '../accounts/repository';
import { secretHash } from '../accounts/secrets';
import { requireSignedIn, requireUser } from '../http/auth';
import { ApiError, badRequest, parseInput, unauthorized } from '../http/errors';
import { enforceLimits } from '../http/rate-limit';
import { myData } from './export';
import { deleteAccountNow } from './purge';

// A player's own data (issue 34, decision 030): everything kept about the account as one file,
// and deleting the account with everything it played. A teacher's account is neither: its
// classes' audit trails name it, and whoever runs the server removes it.

export const myDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/Account/export', { preHandler: requireUser }, async (request, reply) => {
    const data = await myData(app.db, request.userId);
    if (!data) throw unauthorized();
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${MY_DATA_FILE_NAME}"`)
      .send(JSON.stringify(data));
  });

  // Confirmed by the password; an account without one (a school account's) by the word and a
  // fresh sign-in, so a computer left signed in is not enough; a trial (which cannot sign in
  // again) by the word. A wrong password changes nothing, and guesses count like sign-ins.
  app.post('/api/Account/delete', { preHandler: requireSignedIn }, async (request) => {
    if (request.role === 'teacher') throw new ApiError(403, MY_DATA_MESSAGES.teacherAccount);
    const input = parseInput(deleteAccountBody, request.body);
    const user = await findUser(app.db, request.userId);
    if (!user) throw unauthorized();
    if (hasPassword(user.password_hash)) {
      if (!input.Password) throw badRequest(MY_DATA_MESSAGES.passwordRequired);
      await enforceLimits(app.db, [
        [`delete:acct:${user.id}`, app.rateLimits.loginPerAccountAndAddress],
      ]);
      const verified = await verifyPassword(input.Password, user.password_hash, {
        address: request.ip,
      });
      if (!verified.valid) throw badRequest(MY_DATA_MESSAGES.wrongPassword);
    } else {
      if (input.Confirm?.trim() !== DELETE_ACCOUNT_WORD)
        throw badRequest(MY_DATA_MESSAGES.confirmWord);
      if (user.is_trial !== 1) {
        const token = await app.db
          .selectFrom('access_tokens')
          .select('created_at')
          .where('token_hash', '=', secretHash(request.accessToken))
          .executeTakeFirst();
        const freshSince = Date.now() - DELETE_ACCOUNT_FRESH_MINUTES * 60_000;
        if (!token || Date.parse(token.created_at) < freshSince)
          throw badRequest(MY_DATA_MESSAGES.signInAgain);
      }
    }
    await deleteAccountNow(app.db, user.id);
    return success(null, [MY_DATA_MESSAGES.deleted]);
  });
};
