import { ERRORS } from '@mc/contract';
import { forbidden, notFound } from '../http/errors';
import type { InstanceHead } from './head';

// Who may read or change a game instance (ARCHITECTURE.md principle 7), apart from how instances
// are stored: storage answers "what is there", this answers "what may this requester do with it".
// Today a player reads and changes their own instances. A teacher who reads the instances of the
// game links they own, and changes none, is one more member of Requester and one more case in
// permissionsOn (the compiler asks for it); the head already carries the instance's game link.

export type Requester = { role: 'player'; userId: string };

export type InstanceAction = 'read' | 'change';

const NOTHING: ReadonlySet<InstanceAction> = new Set();
const READ_AND_CHANGE: ReadonlySet<InstanceAction> = new Set(['read', 'change']);

/** What the requester may do with the instance. */
export function permissionsOn(
  requester: Requester,
  head: InstanceHead,
): ReadonlySet<InstanceAction> {
  switch (requester.role) {
    case 'player':
      return head.user_id === requester.userId ? READ_AND_CHANGE : NOTHING;
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
