import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

// Passwords are hashed with scrypt at one of OWASP's recommended settings (N=2^15, r=8, p=3:
// 32 MiB, Password Storage Cheat Sheet). node:crypto runs scrypt on libuv's thread pool, off the
// event loop. Hashes run one fewer at a time than there are cores (at least one, at most two), so
// they never take the whole pool (file serving and DNS use it too) nor every core of a small server:
// other players' requests keep a core for the event loop.

const PARAMS = { N: 2 ** 15, r: 8, p: 3, keyLength: 32 } as const;
const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, availableParallelism() - 1));

const scryptAsync = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keyLength: number },
) {
  return limited(() =>
    scryptAsync(password, salt, params.keyLength, {
      N: params.N,
      r: params.r,
      p: params.p,
      maxmem: 256 * params.N * params.r,
    }),
  );
}

/** `scrypt$N$r$p$salt$key`, base64url parts: the settings travel with the hash so they can grow. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: compared against when the e-mail is unknown, so that answer takes as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoy;
}
