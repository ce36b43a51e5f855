import { describe, expect, it } from 'vitest';
import { linkPersona, PERSONA_LABELS, PERSONAS } from '@mc/contract';
import { starterContents } from '@mc/content';

// The contract's personas (what a teacher picks for a class) are content's, one for one, and a
// class link's year level chooses the one its students live (issue 29).

describe('the personas a class can play', () => {
  it('are the content personas, each with words for the teacher', () => {
    expect([...PERSONAS].sort()).toEqual(Object.keys(starterContents).sort());
    for (const key of PERSONAS)
      expect(PERSONA_LABELS[key]).toContain(String(starterContents[key].scenario.persona.ageYears));
  });

  it('follow the year level unless the teacher picks one; a family link has none', () => {
    expect(['7', 'Year 9', '10', 'Yr 11', '12'].map((y) => linkPersona('school', y))).toEqual([
      '14-15',
      '14-15',
      '14-15',
      '16-17',
      '16-17',
    ]);
    expect(linkPersona('school', null)).toBe('18');
    expect(linkPersona('school', 'TAFE')).toBe('18');
    expect(linkPersona('school', '10', '18')).toBe('18');
    expect(linkPersona('insurer', '10')).toBe('18');
    expect(linkPersona('family', '10', '18')).toBeNull();
  });
});
