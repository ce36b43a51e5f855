import { describe, expect, it } from 'vitest';
import { HashPool, HashQueueFull } from './passwords';

// Issue 11, problem 4: 90 junk sign-ins from one address held another student's sign-in up for
// 8-9 s. Waiting hashes now queue per address and are served in turn, within a bound.

/** A job that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

describe('the password hashing queue', () => {
  it('serves waiting addresses in turn, so a burst from one address does not hold up another', async () => {
    const pool = new HashPool({ concurrency: 1, maxQueued: 100 });
    const started: string[] = [];
    const jobs = [
      ...Array.from({ length: 30 }, (_, index) => ['junk', `junk-${index}`] as const),
      ['school', 'student'] as const,
    ].map(([address, name]) => {
      const job = gate(started, name);
      return { name, job, result: pool.run(address, job.work) };
    });
    // Finish each job as soon as it starts, one at a time.
    for (let step = 0; step < jobs.length; step += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      const running = jobs.find((entry) => entry.name === started.at(-1));
      running?.job.open();
      await running?.result;
    }
    await Promise.all(jobs.map((entry) => entry.result));
    // The first junk job was already running; the student is next, not 31st.
    expect(started.indexOf('student')).toBe(2);
  });

  it('says "full" at once past its bound instead of queueing for ever', async () => {
    const pool = new HashPool({ concurrency: 1, maxQueued: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => gate(started, name));
    const results = jobs.map((job, index) => pool.run(`10.0.0.${index}`, job.work));
    await expect(pool.run('10.0.0.9', async () => 'late')).rejects.toBeInstanceOf(HashQueueFull);
    expect(pool.waiting).toBe(2);
    for (const job of jobs) job.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(pool.waiting).toBe(0);
    expect(await pool.run('10.0.0.9', async () => 'now')).toBe('now');
  });
});
