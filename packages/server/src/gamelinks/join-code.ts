import { randomInt } from 'node:crypto';

// A class code (issue 31): six characters a class types at /join, read off a projector. The
// alphabet leaves out look-alikes (0 and O, 1, I and L, 5 and S, 2 and Z, 8 and B, U and V), and
// codes are read whatever their case, with spaces and dashes ignored.

export const JOIN_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
export const JOIN_CODE_LENGTH = 6;

/** A new random code (23^6, about 148 million codes). */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++)
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** The code as stored, from what a student typed; null when it cannot be a code. */
export function normaliseJoinCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const char of code) if (!JOIN_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** A code as shown: two groups of three, easier to read aloud ("K7M 4QX"). */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}
