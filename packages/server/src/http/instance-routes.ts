import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Envelope } from '@mc/contract';
import type { Command, EngineEvent, GameContent, GameState, Rejection } from '@mc/engine';
import type { Requester } from '../instances/access';
import { runCommand, type CommandOutcome, type CommandRequest } from '../instances/commands';
import { readInstance } from '../instances/reads';
import type { StoredInstance } from '../instances/storage';
import type { Db } from '../db/connect';
import { requireUser } from './auth';
import { ApiError, badRequest, parseInput } from './errors';
import { ERRORS } from '@mc/contract';

// How an app declares its game-instance routes: a command route by its request schema, its
// engine command and its answer; a read route by its read and its answer. Validation, the access
// policy, the transaction and the envelope are the same for every app, so they live here once.

/** Every game-instance route needs a signed-in player. */
export function protect(app: FastifyInstance): void {
  app.addHook('preHandler', requireUser);
}

/** Who is asking, for the access policy (instances/access.ts). */
export function requesterOf(request: FastifyRequest): Requester {
  return { role: 'player', userId: request.userId };
}

/** The instance a request names, for reading (the head comes with the token when it was read). */
export function instanceFor(request: FastifyRequest, instanceId: string): Promise<StoredInstance> {
  const prefetched = request.instanceHead;
  return readInstance(
    request.server.db,
    requesterOf(request),
    instanceId,
    prefetched?.id === instanceId ? prefetched.head : undefined,
  );
}

/** Messages the engine wants the player to see (events of type 'notice'). */
export function noticesOf(events: EngineEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'notice' ? [event.message] : []));
}

type InstanceSchema = z.ZodType<{ GameInstanceID: string }>;

export interface Applied {
  state: GameState;
  events: EngineEvent[];
  content: GameContent;
}

export interface CommandRoute<S extends InstanceSchema> {
  /**
   * POST unless the spec says PUT, or GET for a read that stamps the server's time (the end
   * survey's question): a GET's input is its query.
   */
  method?: 'POST' | 'PUT' | 'GET';
  path: string;
  body: S;
  /** The engine command the request asks for; `state` is there for the few that depend on it. */
  command: (input: z.infer<S>, state: GameState) => Command;
  answer: (applied: Applied, input: z.infer<S>) => Envelope<unknown>;
  /** A rejection's answer (status 400) when the engine's message alone is not enough. */
  rejected?: (rejection: Rejection, state: GameState) => Envelope<unknown>;
  /**
   * What the server knows beside the game and may refuse it for (a teacher's pacing): read before
   * the command's transaction, and checked against the state inside it (throwing an ApiError).
   */
  guard?: (input: z.infer<S>, db: Db) => Promise<((state: GameState) => void) | undefined>;
}

/** A route that applies one engine command; a rejection is a 400 and changes nothing. */
export function commandRoute<S extends InstanceSchema>(
  app: FastifyInstance,
  route: CommandRoute<S>,
): void {
  app.route({
    method: route.method ?? 'POST',
    url: route.path,
    handler: async (request, reply) => {
      if (!app.playerCommands.take(request.userId)) throw new ApiError(429, ERRORS.tooManyCommands);
      const input = parseInput(route.body, route.method === 'GET' ? request.query : request.body);
      const check = route.guard ? await route.guard(input, app.db) : undefined;
      const outcome = await countedCommand(app, {
        instanceId: input.GameInstanceID,
        requester: requesterOf(request),
        command: (state) => {
          check?.(state);
          return route.command(input, state);
        },
        checkInvariants: app.config.checkInvariants,
      });
      if (outcome.ok) return route.answer(outcome, input);
      request.log.debug({ code: outcome.code }, 'command rejected');
      if (!route.rejected) throw badRequest(outcome.message);
      return reply.status(400).send(route.rejected(outcome, outcome.state));
    },
  });
}

/** runCommand, counted by type and outcome for GET /metrics when metrics are on. */
async function countedCommand(
  app: FastifyInstance,
  request: CommandRequest,
): Promise<CommandOutcome> {
  const metrics = app.metrics;
  if (!metrics) return runCommand(app.db, app.database.dialect, request);
  // The type is known once the command is worked out from the state, inside the transaction.
  let type: string | undefined;
  const { command } = request;
  const named = (state: GameState) => {
    const worked = typeof command === 'function' ? command(state) : command;
    type = worked.type;
    return worked;
  };
  try {
    const outcome = await runCommand(app.db, app.database.dialect, { ...request, command: named });
    metrics.countCommand(type, outcome);
    return outcome;
  } catch (error) {
    metrics.countCommand(type, { thrown: error });
    throw error;
  }
}

export interface ReadRoute<S extends InstanceSchema, V> {
  path: string;
  query: S;
  /** What the answer shows, read from the instance; may throw the spec's not-found answers. */
  read: (instance: StoredInstance, input: z.infer<S>) => V;
  answer: (view: V, input: z.infer<S>) => Envelope<unknown>;
  /**
   * The answer depends on the state alone (the query names only the instance): its JSON is made
   * once per state and sent again until a command makes a new state. For the reads a client
   * repeats between commands (the dashboard, the bank, the where-I'm-at panel).
   */
  keepAnswerPerState?: boolean;
}

/** A route that reads an instance and answers; it never changes the instance. */
export function readRoute<S extends InstanceSchema, V>(
  app: FastifyInstance,
  route: ReadRoute<S, V>,
): void {
  // This route's answers by state: a state never changes (a command makes a new one).
  const kept = route.keepAnswerPerState ? new WeakMap<GameState, string>() : undefined;
  app.get(route.path, async (request, reply) => {
    const input = parseInput(route.query, request.query);
    const instance = await instanceFor(request, input.GameInstanceID);
    if (!kept) return route.answer(route.read(instance, input), input);
    let text = kept.get(instance.state);
    if (text === undefined) {
      text = JSON.stringify(route.answer(route.read(instance, input), input));
      kept.set(instance.state, text);
    }
    void reply.type('application/json; charset=utf-8');
    return text;
  });
}
