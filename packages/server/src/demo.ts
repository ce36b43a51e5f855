import { publicBaseUrl, type Config } from './config';
import type { Db } from './db/connect';
import { countGameLinks, insertGameLink } from './gamelinks/repository';
import { insertGame } from './games/repository';

/** The address a player opens to reach a game link's login. */
export function loginUrl(config: Pick<Config, 'publicUrl' | 'port'>, gameLinkId: string): string {
  return `${publicBaseUrl(config)}/auth/login/${gameLinkId}`;
}

/** On an empty database, creates a demo game and link so the game can be tried at once. */
export async function ensureDemoLink(db: Db, config: Config): Promise<string | undefined> {
  if ((await countGameLinks(db)) > 0) return undefined;
  const game = await insertGame(db, {
    name: 'Demo Money Challenge',
    totalWeeks: 26,
    seed: config.gameSeed,
  });
  const link = await insertGameLink(db, {
    gameId: game.id,
    theme: 'school',
    groupName: 'Demo class',
    groupYear: '10',
    groupSubject: 'Economics and Business',
    maxGames: 1,
    maxPlayers: config.maxPlayersPerLink,
  });
  return link.id;
}
