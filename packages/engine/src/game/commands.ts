// Every command a player (through the server) can apply to a game: the union of the modules'
// commands (see modules.ts). Amounts are cents; ids are the UUIDs the selectors return.
import type { ModuleCommand } from './modules';

export type Command = ModuleCommand;

export type CommandType = Command['type'];
