import type { FastifyPluginAsync } from 'fastify';
import {
  addFamilyMemberBody,
  GAME_MESSAGES,
  success,
  updateFamilyMemberBody,
  updateSurnameBody,
  type Family,
  type FamilyMember,
} from '@mc/contract';
import { findUser } from '../accounts/repository';
import type { PlayerRow } from '../db/schema';
import { requireUser } from '../http/auth';
import { ApiError, badRequest, parseInput } from '../http/errors';
import { countFamilyInstances, insertMember, listMembers, updateMember } from './repository';

// A family account holds a token but no game instance: it manages the members who play
// (spec part 1, sections 3, 6 and 7 "Family").

const MAX_MEMBERS = 12;

const present = (row: PlayerRow): FamilyMember => ({
  ID: row.id,
  Name: row.name,
  Age: row.age_band ?? '',
  Gender: row.gender === 'f' ? 'f' : 'm',
});

export const familyRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser);

  app.get('/api/m/family', async (request) => {
    const user = await findUser(app.db, request.userId);
    if (!user) throw new ApiError(401, 'Authorization has been denied for this request.');
    const family: Family = {
      ID: user.id,
      Surname: user.surname ?? '',
      Members: (await listMembers(app.db, user.id)).map(present),
      FamilyGameInstanceCount: await countFamilyInstances(app.db, user.id),
    };
    return success(family);
  });

  app.post('/api/m/family/addfamilymember', async (request) => {
    const input = parseInput(addFamilyMemberBody, request.body);
    if ((await listMembers(app.db, request.userId)).length >= MAX_MEMBERS) {
      throw badRequest(`A family can have up to ${MAX_MEMBERS} members.`);
    }
    const member = await insertMember(app.db, request.userId, {
      name: input.Name,
      ageBand: input.Age,
      gender: input.Gender,
    });
    return success(present(member));
  });

  app.post('/api/m/family/updatefamilymember', async (request) => {
    const input = parseInput(updateFamilyMemberBody, request.body);
    const updated = await updateMember(app.db, request.userId, input.ID, {
      name: input.Name,
      ageBand: input.Age,
      gender: input.Gender,
    });
    if (!updated) throw badRequest(GAME_MESSAGES.memberNotFound);
    return success({ ID: input.ID });
  });

  app.post('/api/m/family/updatesurname', async (request) => {
    const input = parseInput(updateSurnameBody, request.body);
    if (input.ID && input.ID !== request.userId) throw new ApiError(403, GAME_MESSAGES.notFamily);
    await app.db
      .updateTable('users')
      .set({ surname: input.Surname.trim() })
      .where('id', '=', request.userId)
      .execute();
    return success({ Surname: input.Surname.trim() });
  });
};
