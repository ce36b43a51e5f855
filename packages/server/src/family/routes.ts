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
import { findGameLinkWithGame } from '../gamelinks/repository';
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
  // Family calls are for family accounts only: a school player has no members to add.
  app.addHook('preHandler', async (request) => {
    const user = await findUser(app.db, request.userId);
    if (user?.theme !== 'family') throw new ApiError(403, GAME_MESSAGES.notFamily);
  });

  app.get('/api/m/family', async (request) => {
    const user = await findUser(app.db, request.userId);
    if (!user) throw new ApiError(401, 'Authorization has been denied for this request.');
    const family: Family = {
      ID: user.id,
      Surname: user.surname ?? '',
      // The family account itself plays no game, so it is not one of the members.
      Members: (await listMembers(app.db, user.id))
        .filter((member) => member.is_account_holder !== 1)
        .map(present),
      FamilyGameInstanceCount: await countFamilyInstances(app.db, user.id),
    };
    return success(family);
  });

  app.post('/api/m/family/addfamilymember', async (request) => {
    const input = parseInput(addFamilyMemberBody, request.body);
    if (input.GameLinkID) {
      const link = await findGameLinkWithGame(app.db, input.GameLinkID);
      if (link && link.theme !== 'family')
        throw new ApiError(403, GAME_MESSAGES.membersOnFamilyLinks);
    }
    const members = await listMembers(app.db, request.userId);
    if (members.filter((member) => member.is_account_holder !== 1).length >= MAX_MEMBERS) {
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
