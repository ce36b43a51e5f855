// What the names people type may be written with (issue 34): a player's name and a class's name,
// year and subject are shown to classmates and printed on the certificate, so they hold only
// characters that read the same for everyone and that the certificate's font draws. One letter
// rule serves both, so the two cannot drift apart.

/**
 * One letter of a name: a letter of the Latin, Greek or Cyrillic alphabet with its accents
 * ('Zoë', 'Nguyễn', 'Łukasz', 'Αλέξανδρος', 'Дмитрий'), or an accent typed as a combining mark.
 * Only from the blocks the certificate's Noto Sans draws in full (Basic Latin to Cyrillic
 * Supplement, Latin Extended Additional, Greek Extended, the combining accents): the scripts'
 * letters elsewhere (fullwidth Latin, the newest additions) would print as blank boxes.
 * Other scripts wait for the certificate's fonts to cover them.
 */
const LETTER = String.raw`(?:(?=[\p{L}\p{M}])(?=[\u0041-\u052f\u1e00-\u1fff])[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]|[\u0300-\u036f])`;

/**
 * A player's name: letters, digits and underscores (spec part 1, section 5), no spaces or
 * punctuation.
 */
export const NAME_PATTERN = new RegExp(`^(?:${LETTER}|[0-9_])+$`, 'u');

/**
 * The punctuation a class's name, year or subject may have besides letters, digits and spaces
 * ("Year 10 – Commerce & Business", "O'Brien's 9/10"); the typographic apostrophe and dash are
 * the plain ones as phones type them.
 */
export const CLASS_TEXT_MARKS = "' - . , & ( ) / : #";
const CLASS_TEXT_PATTERN = new RegExp(
  String.raw`^(?:${LETTER}|[0-9_ '\u2019\-\u2013.,&()/:#])*$`,
  'u',
);

/**
 * A class's name, year level or subject as its teacher may write it: no control characters, no
 * bidirectional overrides that reorder what classmates see, nothing the certificate cannot print.
 */
export const isClassText = (text: string): boolean => CLASS_TEXT_PATTERN.test(text);

export const NAME_CHARACTER_MESSAGES = {
  /** 'Class name can only contain letters, numbers, spaces and these marks: ...' */
  classText: (field: string) =>
    `${field} can only contain letters, numbers, spaces and these marks: ${CLASS_TEXT_MARKS}`,
  /**
   * Any input with a NUL in it: nothing is stored with one (PostgreSQL cannot hold it in text),
   * so the whole request is refused, naming the field.
   */
  nulCharacter: (field: string) => `${field} cannot contain a null character (U+0000).`,
} as const;
