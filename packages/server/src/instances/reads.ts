import { ERRORS } from '@mc/contract';
import type { Db } from '../db/connect';
import { notFound } from '../http/errors';
import { authorize, type Requester } from './access';
import type { InstanceHead } from './head';
import { loadInstance, readHead, type StoredInstance } from './storage';

/**
 * An instance for reading: 404 envelope when there is none, 403 when the requester may not read
 * it. The head is usually read already, with the requester's token (one statement for both);
 * the state then comes from the cache, keyed by the head's version, so a process never serves a
 * state that another process has changed.
 */
export async function readInstance(
  db: Db,
  requester: Requester,
  instanceId: string,
  /** The head read with the token (null: no such instance); undefined: not read yet. */
  head?: InstanceHead | null,
): Promise<StoredInstance> {
  const allowed = authorize(
    requester,
    head !== undefined ? head : await readHead(db, instanceId),
    'read',
  );
  const instance = await loadInstance(db, instanceId, allowed);
  if (!instance) throw notFound(ERRORS.gameInstanceDoesNotExist);
  return instance;
}
