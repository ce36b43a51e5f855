// The teacher's query cache: one key per read, so a change invalidates only what it touched.
export const teacherKeys = {
  all: ['teacher'] as const,
  me: ['teacher', 'me'] as const,
  links: ['teacher', 'links'] as const,
  players: (gameLinkId: string) => ['teacher', 'players', gameLinkId] as const,
  learning: (gameLinkId: string) => ['teacher', 'learning', gameLinkId] as const,
  guide: (gameLinkId: string) => ['teacher', 'guide', gameLinkId] as const,
  weeks: (gameInstanceId: string) => ['teacher', 'weeks', gameInstanceId] as const,
  inbox: (gameInstanceId: string) => ['teacher', 'inbox', gameInstanceId] as const,
  replay: (gameInstanceId: string, week: number) =>
    ['teacher', 'replay', gameInstanceId, week] as const,
};
