// Players pressing Finish the week at the same moment: every request is sent at once, each on
// its own connection, from the players' schools (one loopback address per class of 40).
import { count, schoolAddress, send, tally } from './http.mjs';
import { percentile } from './lib.mjs';

const CLASS_SIZE = 40;

export async function endWeekAtOnce(base, players) {
  const latencies = [];
  const outcomes = {};
  let failures = 0;
  const began = performance.now();
  await Promise.all(
    players.map(async (player, index) => {
      try {
        const answer = await send(base, {
          method: 'POST',
          path: '/api/i/games/endweek',
          auth: player.auth,
          body: { GameInstanceID: player.instanceId },
          from: schoolAddress(Math.floor(index / CLASS_SIZE)),
        });
        latencies.push(answer.ms);
        count(outcomes, answer.status);
        if (answer.status !== 200 || !answer.json?.Success) failures += 1;
      } catch (error) {
        failures += 1;
        count(outcomes, error.code ?? error.message);
      }
    }),
  );
  return { latencies, outcomes, failures, wall: performance.now() - began };
}

/** Ends the week for every player at once and prints the check: no failures. */
export async function endWeekBench({ base, players, check }) {
  const result = await endWeekAtOnce(base, players);
  const classes = Math.ceil(players.length / CLASS_SIZE);
  check(
    `POST /api/i/games/endweek (${players.length} players at the same moment: ${players.length} connections opened at once from ${classes} addresses, a class of ${CLASS_SIZE} each)`,
    result.failures === 0,
    `p50 ${percentile(result.latencies, 50).toFixed(0)} ms, p99 ${percentile(result.latencies, 99).toFixed(0)} ms, all done in ${result.wall.toFixed(0)} ms, errors ${result.failures} (answers: ${tally(result.outcomes)})`,
  );
}
