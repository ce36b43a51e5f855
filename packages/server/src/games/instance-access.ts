import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Command, EngineEvent, GameContent, GameState } from '@mc/engine';
import type { Db } from '../db/connect';
import { badRequest } from '../http/errors';
import { loadInstance, runCommand } from './instances';

// How routes reach a game instance: reads go through a small cache of parsed states keyed by
// instance and version (the version is always read from the database, so several server
// processes never serve a stale state); commands go through runCommand's transaction.

export interface InstanceView {
  id: string;
  gameId: string;
  state: GameState;
  content: GameContent;
}

/** The player's own instance for reading: 404 envelope when missing, 403 for someone else's. */
export async function readInstance(
  db: Db,
  request: FastifyRequest,
  instanceId: string,
): Promise<InstanceView> {
  const prefetched = request.instanceHead;
  const loaded = await loadInstance(db, instanceId, request.userId, {
    head: prefetched?.id === instanceId ? prefetched.head : undefined,
  });
  return { id: instanceId, gameId: loaded.gameId, state: loaded.state, content: loaded.content };
}

export interface Applied {
  state: GameState;
  events: EngineEvent[];
  content: GameContent;
}

/** Applies a command; a rejection becomes a 400 with the engine's message and changes nothing. */
export async function applyToInstance(
  request: FastifyRequest,
  instanceId: string,
  command: Command | ((state: GameState) => Command),
): Promise<Applied> {
  const { db, database } = request.server;
  const outcome = await runCommand(db, database.dialect, instanceId, request.userId, command);
  if (!outcome.ok) {
    request.log.debug({ code: outcome.code }, 'command rejected');
    throw badRequest(outcome.message);
  }
  return { state: outcome.state, events: outcome.events, content: outcome.content };
}

/** Messages the engine wants the player to see (events of type 'notice'). */
export function noticesOf(events: EngineEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'notice' ? [event.message] : []));
}

const answers = new WeakMap<GameState, Map<string, string>>();

/**
 * The JSON answer of a read that depends on the state alone. A state never changes (a command
 * makes a new one), so the text made for it is kept with it, and the reads a client repeats
 * between commands (the dashboard, the bank, the where-I'm-at panel) only send it again.
 */
export function answerFromState(
  reply: FastifyReply,
  state: GameState,
  route: string,
  build: () => unknown,
): string {
  let texts = answers.get(state);
  if (!texts) {
    texts = new Map();
    answers.set(state, texts);
  }
  let text = texts.get(route);
  if (text === undefined) {
    text = JSON.stringify(build());
    texts.set(route, text);
  }
  void reply.type('application/json; charset=utf-8');
  return text;
}
