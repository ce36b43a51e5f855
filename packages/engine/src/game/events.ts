// What happened during a command, for the server's response and log. The state is the truth;
// events say what changed and carry messages to show. Each module declares the events it emits.
/** Filled by the list of modules (modules.ts): the events every module emits. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventRegistry {}

export type EngineEvent =
  /** A message for the player (the envelope's Messages), from any module. */
  { type: 'notice'; message: string } | EventRegistry[keyof EventRegistry];
