import { ENGINE, SimulatedPlayer, CAREFUL, liveState, rightThisWeek } from './src/index';
import { content } from './test/fixtures/content';
const player = new SimulatedPlayer(ENGINE, content, { gameSeed: 'x', totalWeeks: 27 as any }, 'p');
const size = (v: unknown) => JSON.stringify(v)?.length ?? 0;
while (!player.state.isGameComplete) {
  player.carefulWeek(CAREFUL);
  player.takeQuiz(rightThisWeek(player));
  const week = player.state.week;
  player.endWeek((p) => p.bonus(rightThisWeek(p), 20));
  if ([1, 4, 8, 13, 20, 27].includes(week)) {
    const live = liveState(player.state) as any;
    const parts: [string, number][] = [];
    for (const [k, v] of Object.entries(live)) {
      if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k2, v2] of Object.entries(v as any)) parts.push([`${k}.${k2}`, size(v2)]);
      else parts.push([k, size(v)]);
    }
    parts.sort((a, b) => b[1] - a[1]);
    console.log(`week ${week}: live ${size(live)} whole ${size(player.state)}`, parts.slice(0, 10).map(([k, n]) => `${k}=${n}`).join(' '));
  }
}
