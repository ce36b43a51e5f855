// A per-player limit on game commands: a token bucket per signed-in user, refilled at
// `perSecond` up to `burst`. A person taps a few times a second at most; a script sending
// hundreds a second (and writing megabytes of game log) is told to slow down. Kept in memory per
// server process: with several processes a player's limit is per process, which still bounds them.

export interface CommandRate {
  perSecond: number;
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets untouched this long are full again and can be forgotten. */
const SWEEP_EVERY_MS = 60_000;

export class PlayerCommandLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep = 0;

  constructor(private readonly rate: CommandRate) {}

  /** Takes one command's token; false when the player has none left just now. */
  take(userId: string, now = Date.now()): boolean {
    this.sweep(now);
    const bucket = this.buckets.get(userId);
    if (!bucket) {
      this.buckets.set(userId, { tokens: this.rate.burst - 1, at: now });
      return true;
    }
    bucket.tokens = Math.min(
      this.rate.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond,
    );
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    const full = (this.rate.burst / this.rate.perSecond) * 1000;
    for (const [userId, bucket] of this.buckets) {
      if (now - bucket.at >= full) this.buckets.delete(userId);
    }
  }
}
