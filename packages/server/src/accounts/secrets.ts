import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for access tokens and reset codes. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the secret itself. */
export const secretHash = (secret: string): string => hash('sha256', secret, 'hex');
