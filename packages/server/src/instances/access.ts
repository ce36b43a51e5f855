import { ERRORS } from '@mc/contract';
import { forbidden, notFound } from '../http/errors';
import type { InstanceHead } from './head';

// Who may read or change a game instance (docs/architecture.md principle 7), apart from how instances
// are stored: storage answers "what is there", this answers "what may this requester do with it".
// A player reads and changes their own instances. A teacher reads the instances of the game links
// they own or were given, and changes none (issue 19); the head carries the instance's game link.

export type Requester =
  | { role: 'player'; userId: string }
  | { role: 'teacher'; userId: string; linkIds: ReadonlySet<string> };

export type InstanceAction = 'read' | 'change';

const NOTHING: ReadonlySet<InstanceAction> = new Set();
const READ_AND_CHANGE: ReadonlySet<InstanceAction> = new Set(['read', 'change']);
const READ_ONLY: ReadonlySet<InstanceAction> = new Set(['read']);

/** What the requester may do with the instance. */
export function permissionsOn(
  requester: Requester,
  head: InstanceHead,
): ReadonlySet<InstanceAction> {
  switch (requester.role) {
    case 'player':
      return head.user_id === requester.userId ? READ_AND_CHANGE : NOTHING;
    case 'teacher':
      return requester.linkIds.has(head.game_link_id) ? READ_ONLY : NOTHING;
  }
}

/** The head when the requester may do this: 404 envelope when there is none, 403 otherwise. */
export function authorize(
  requester: Requester,
  head: InstanceHead | null | undefined,
  action: InstanceAction,
): InstanceHead {
  if (!head) throw notFound(ERRORS.gameInstanceDoesNotExist);
  if (!permissionsOn(requester, head).has(action)) throw forbidden();
  return head;
}
