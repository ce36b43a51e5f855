// Whether a happening can reach a player: a mishap to a thing needs the thing in My Stuff, a refund
// on bills needs those bills paid, news of the house needs the player still living there (and news
// of the lease, no notice to vacate open; a housemate's worry about one, one open), and a scam needs somewhere to take its money from (stolen card details need a card). The world's
// schedule is drawn from the game's seed alone (world.ts); a player who lacks what a happening
// needs simply does not get it that week, so every other week of their world stays their
// classmates'.
import { openAccounts } from '../banking/accounts';
import { hasMovedOut } from '../bills/new-home';
import { tenancyAtRisk } from '../bills/tenancy';
import type { Requirement, ScamTakes } from '../game/content';
import type { GameState } from '../game/state';

export function meetsRequirement(state: GameState, requires: Requirement | undefined): boolean {
  if (!requires) return true;
  const { ownsAnyOf, paidLastBills } = requires;
  if (ownsAnyOf && !state.items.owned.some((item) => ownsAnyOf.includes(item.itemId))) return false;
  if (requires.inFirstHome !== undefined && requires.inFirstHome === hasMovedOut(state.bills))
    return false;
  if (
    requires.noticeToVacateOpen !== undefined &&
    requires.noticeToVacateOpen !== tenancyAtRisk(state)
  )
    return false;
  if (paidLastBills) {
    const last = state.bills.list
      .filter((bill) => bill.seriesId === paidLastBills.seriesId)
      .slice(-paidLastBills.count);
    if (last.length < paidLastBills.count || last.some((bill) => bill.tag !== 'Paid')) return false;
  }
  return true;
}

/** Whether a scam taking from `takes` has anything of the player's it could take from. */
export function hasScamSource(state: GameState, takes: ScamTakes | undefined): boolean {
  const transaction = openAccounts(state, 'transaction').length > 0;
  if (takes === 'card') return transaction || state.creditCard.card !== null;
  if (takes === 'bank') return transaction || openAccounts(state, 'savings').length > 0;
  return true;
}

export function canReach(
  state: GameState,
  happening: { requires?: Requirement | undefined; scamTakes?: ScamTakes | undefined },
): boolean {
  return meetsRequirement(state, happening.requires) && hasScamSource(state, happening.scamTakes);
}
