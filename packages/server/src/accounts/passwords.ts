import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';

// Passwords are hashed with argon2id at OWASP's minimum setting (m = 19 MiB, t = 2, p = 1:
// Password Storage Cheat Sheet), about 20 ms on one core, against about 300 ms for scrypt at an
// equal OWASP setting (decision 013). Hashes made before that (`scrypt$...`) are still checked,
// and replaced by an argon2id hash when their owner next signs in.
//
// The hashing runs on libuv's thread pool (the binding's async work), at most HASH_CONCURRENCY at
// a time, so the event loop keeps a core for other players' calls. Waiting hashes queue per
// client address and are served in turn (round robin), so a burst from one address never holds up
// a student at another; the queue is bounded, and past the bound the caller hears "busy, try again
// in a moment" at once instead of waiting behind a crowd.

/** The binding's `Algorithm.Argon2id` (a const enum, which this build cannot read by name). */
const ARGON2ID = 2 as Algorithm;

const ARGON2 = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface HashPoolLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes waiting, all addresses together; past it the caller gets HashQueueFull. */
  maxQueued: number;
}

export const DEFAULT_HASH_LIMITS: HashPoolLimits = {
  concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueued: 400,
};

/**
 * What an account without a password keeps instead of a hash: a trial, a teacher who has not yet
 * chosen one, an account that signs in with its school's provider (issue 31). No password matches.
 */
export const NO_PASSWORD = '!';

/** Whether a stored value is a password hash at all (not NO_PASSWORD). */
export const hasPassword = (stored: string): boolean =>
  stored.startsWith('$argon2id$') || stored.startsWith('scrypt$');

/** Seconds a client is told to wait (Retry-After) when the hashing queue is full. */
export const BUSY_RETRY_SECONDS = 2;

/** The queue of password hashes is full: answer "busy, try again in a moment". */
export class HashQueueFull extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

type Job = () => void;

/** Hashes waiting and running now; counts since the pool was made (a restart starts them again). */
export interface HashPoolLoad {
  queued: number;
  active: number;
  /** Hashes that waited for a turn, and their waits added up. */
  waited: number;
  waitedSeconds: number;
  /** Refused at once because the queue was full (HashQueueFull). */
  refused: number;
}

/** A bounded queue of hashing jobs, one line per client address, served round robin. */
export class HashPool {
  private running = 0;
  private queued = 0;
  /** Since the pool was made, for GET /metrics: jobs that had to wait, their waits, refusals. */
  private waitedJobs = 0;
  private waitedMs = 0;
  private refusedJobs = 0;
  /** Lines per address; Map keeps insertion order, which is the round-robin order. */
  private readonly lines = new Map<string, Job[]>();

  constructor(private readonly limits: HashPoolLimits = DEFAULT_HASH_LIMITS) {}

  get waiting(): number {
    return this.queued;
  }

  /** What GET /metrics reads at each scrape (health/metrics.ts). */
  get load(): HashPoolLoad {
    return {
      queued: this.queued,
      active: this.running,
      waited: this.waitedJobs,
      waitedSeconds: this.waitedMs / 1000,
      refused: this.refusedJobs,
    };
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.queued >= this.limits.maxQueued) {
        this.refusedJobs += 1;
        throw new HashQueueFull();
      }
      this.queued += 1;
      const queuedAt = performance.now();
      await new Promise<void>((resolve) => {
        const line = this.lines.get(key);
        if (line) line.push(resolve);
        else this.lines.set(key, [resolve]);
      });
      this.waitedJobs += 1;
      this.waitedMs += performance.now() - queuedAt;
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  /** Hands the finished job's place to the first address in turn (then moves it to the back). */
  private next(): void {
    const first = this.lines.entries().next();
    if (first.done) {
      this.running -= 1;
      return;
    }
    const [key, line] = first.value;
    const job = line.shift() as Job;
    this.lines.delete(key);
    if (line.length > 0) this.lines.set(key, line);
    this.queued -= 1;
    job();
  }
}

let pool = new HashPool();

/** Tests and the server's configuration set the pool's limits. */
export function configureHashPool(limits: HashPoolLimits): void {
  pool = new HashPool(limits);
}

export function hashPoolWaiting(): number {
  return pool.waiting;
}

export function hashPoolLoad(): HashPoolLoad {
  return pool.load;
}

/** Who is asking: the client's address, so one address's burst waits behind its own turns. */
export interface HashRequester {
  address: string;
}

export async function hashPassword(
  password: string,
  requester: HashRequester = { address: '' },
): Promise<string> {
  return pool.run(requester.address, () => argon2Hash(password.normalize('NFKC'), ARGON2));
}

export interface Verified {
  valid: boolean;
  /** The hash was made with older settings: store a new one now that the password is known. */
  needsRehash: boolean;
}

export async function verifyPassword(
  password: string,
  stored: string,
  requester: HashRequester = { address: '' },
): Promise<Verified> {
  const normalized = password.normalize('NFKC');
  if (stored.startsWith('$argon2id$')) {
    const valid = await pool.run(requester.address, () =>
      argon2Verify(stored, normalized).catch(() => false),
    );
    return { valid, needsRehash: false };
  }
  if (stored.startsWith('scrypt$')) {
    const valid = await pool.run(requester.address, () => verifyScrypt(normalized, stored));
    return { valid, needsRehash: valid };
  }
  return { valid: false, needsRehash: false };
}

/** `scrypt$N$r$p$salt$key` (base64url parts): the hashes stored before argon2id. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options: ScryptOptions = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * Number(n) * Number(r),
  };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: compared against when the e-mail is unknown, so that answer takes as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= argon2Hash(randomBytes(24).toString('base64url'), ARGON2);
  return decoy;
}
