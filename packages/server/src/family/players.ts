import { GAME_MESSAGES, type Theme } from '@mc/contract';
import type { Db } from '../db/connect';
import type { PlayerRow } from '../db/schema';
import { ApiError, forbidden } from '../http/errors';
import { findAccountHolder, findUser } from '../accounts/repository';
import { findPlayerOfUser } from './repository';

/**
 * A family account (registered on a family link) plays only through its members, who play on
 * family links: on a school's or an insurer's link it would play as itself, on its own family
 * link it may not (issue 34). Any other account may be on any link.
 */
export const familyMayPlayOn = (accountTheme: string, linkTheme: string): boolean =>
  accountTheme !== 'family' || linkTheme === 'family';

/**
 * Who plays a game on a link of this theme. On a family link the family's members play and the
 * family account itself does not (spec part 1, section 6: a token without a game instance); on
 * any other link the account holder plays and nobody else, so a student cannot invent "members"
 * to take more game slots or more places on the class leaderboard.
 */
export async function playerForLink(
  db: Db,
  userId: string,
  playerId: string | undefined,
  theme: Theme,
): Promise<PlayerRow> {
  if (theme === 'family') {
    const member = playerId ? await findPlayerOfUser(db, userId, playerId) : undefined;
    if (playerId && !member) throw forbidden();
    if (!member || member.is_account_holder === 1)
      throw new ApiError(400, GAME_MESSAGES.chooseMember);
    return member;
  }
  const [holder, user] = await Promise.all([findAccountHolder(db, userId), findUser(db, userId)]);
  if (!holder || !user) throw forbidden();
  // A family account that joined such a link before it was refused (issue 34) plays no game there.
  if (!familyMayPlayOn(user.theme, theme)) throw new ApiError(400, GAME_MESSAGES.familyOnOtherLink);
  if (playerId && playerId !== holder.id)
    throw new ApiError(403, GAME_MESSAGES.membersOnFamilyLinks);
  return holder;
}
