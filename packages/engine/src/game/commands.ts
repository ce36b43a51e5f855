// Every command a player (through the server) can apply to a game: the union of the modules'
// commands (see modules.ts). Amounts are cents; ids are the UUIDs the selectors return.
/** Filled by the list of modules (modules.ts): every module's commands. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommandRegistry {}

export type Command = CommandRegistry[keyof CommandRegistry];

export type CommandType = Command['type'];
