import type { Theme } from './constants';

// One world per class (issue 29): a class link plays one persona for every student, whatever
// their year of birth, so classmates share one world and only their choices differ. The persona
// comes from the class's year level when the link is made, unless the teacher picks another. A
// family link has none: each member plays the persona of their age band (par makes the family
// board fair). The keys are content's (its personas test checks they match).

export const PERSONAS = ['14-15', '16-17', '18'] as const;
export type PersonaKey = (typeof PERSONAS)[number];

/** Who the class plays, in words for the teacher. */
export const PERSONA_LABELS: Record<PersonaKey, string> = {
  '14-15': '15, Year 10, at home with a casual job',
  '16-17': '16, Year 11, at home with a casual job',
  '18': '18, out of school, full-time job, Hobart share house',
};

export const PERSONA_MESSAGE = `Persona must be one of ${PERSONAS.join(', ')}.`;

export const isPersonaKey = (value: unknown): value is PersonaKey =>
  typeof value === 'string' && (PERSONAS as readonly string[]).includes(value);

/**
 * The persona a new link plays: the one asked for, else by its year level (Years 7 to 10 the
 * 15-year-old, 11 and 12 the 16-year-old); a link with no school year level (none given, or
 * words such as 'TAFE' or 'Adults') and an insurer's link play the 18-year-old starting out. A
 * family link has none (null).
 */
export function linkPersona(
  theme: Theme,
  groupYear: string | null | undefined,
  asked?: PersonaKey | null,
): PersonaKey | null {
  if (theme === 'family') return null;
  if (asked) return asked;
  if (theme === 'insurer') return '18';
  const year = Number(/\d{1,2}/.exec(groupYear ?? '')?.[0]);
  if (!Number.isInteger(year) || year < 1 || year > 12) return '18';
  return year <= 10 ? '14-15' : '16-17';
}
