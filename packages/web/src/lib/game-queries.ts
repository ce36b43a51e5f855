import { ERRORS } from '@mc/contract';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiFailure, apiGet, apiRequest } from './api-client';
import { takeEarlyRead } from './early-game-read';
import { readSession } from './session';

// Every game call carries the stored GameInstanceID (spec part 1 section 7) and fails locally
// with 'Game Instance not found.' when there is none (the API client then sends the player to
// /timeout). Reads share the ['game', ...] key prefix, so a command refreshes them all.

type Query = Record<string, string | number | boolean | undefined | null>;

export function gameInstanceId(): string {
  const id = readSession().GameInstanceID;
  if (!id) throw new ApiFailure(0, [ERRORS.gameInstanceNotFound]);
  return id;
}

/**
 * The body of a game call as the contract's schema for it reads it (z.infer), less the
 * GameInstanceID that gamePost adds from the session.
 */
export type GameBody<Schema extends z.ZodType> = Omit<z.infer<Schema>, 'GameInstanceID'>;

export const gameKey = (path: string, query: Query = {}) => ['game', path, query] as const;

export function gameGet<T>(path: string, query: Query = {}): Promise<T> {
  return apiGet<T>(path, { GameInstanceID: gameInstanceId(), ...query });
}

export async function gamePost<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  return (
    await apiRequest<T>('POST', path, { body: { GameInstanceID: gameInstanceId(), ...body } })
  ).Results as T;
}

/**
 * A read of the current game instance, cached under ['game', path, query]. Its first reading may
 * already be on its way, started with the page (early-game-read.ts).
 */
export function useGameQuery<T>(
  path: string,
  query: Query = {},
  options: Partial<UseQueryOptions<T>> = {},
) {
  return useQuery<T>({
    queryKey: gameKey(path, query),
    queryFn: () =>
      (Object.keys(query).length === 0 ? takeEarlyRead<T>(path, gameInstanceId()) : undefined) ??
      gameGet<T>(path, query),
    ...options,
  });
}

/**
 * A command on the current game instance. On success every game read is refreshed, because one
 * command can move money that several apps show (a transfer changes bank, cash, net position).
 */
export function useGameCommand<TBody extends Record<string, unknown>, TResult = unknown>(
  path: string,
) {
  const client = useQueryClient();
  return useMutation<TResult, ApiFailure, TBody>({
    mutationFn: (body) => gamePost<TResult>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['game'] }),
  });
}

/** Every message of a failure, for a form that lists why it was refused. */
export function failureMessages(error: unknown): string[] {
  if (error instanceof ApiFailure && error.messages.length > 0) return error.messages;
  return [failureMessage(error)];
}

/** The first message of a failure, for the failure popup. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.messages[0] ?? error.message;
  return 'Something went wrong. Please try again.';
}
