import { describe, expect, it } from 'vitest';
import { CLASS_CSV_FILE_PATTERN, classCsvFileName } from './teacher';
import { isPausedMessage, TEACHER_MESSAGES } from './teacher-messages';

describe("the teacher's side's shared rules", () => {
  it("names a class's CSV after the class, in letters any header and file system take", () => {
    expect(classCsvFileName('10B Commerce')).toBe('money-challenge-10B-Commerce.csv');
    expect(classCsvFileName('Année 10 — Économie')).toBe('money-challenge-Annee-10-Economie.csv');
    expect(classCsvFileName('数学')).toBe('money-challenge-class.csv');
    expect(classCsvFileName(null)).toBe('money-challenge-class.csv');
    for (const name of ['10B Commerce', 'Année 10', '"; rm -rf', null])
      expect(classCsvFileName(name)).toMatch(new RegExp(CLASS_CSV_FILE_PATTERN));
  });

  it('tells the pacing refusal apart from any other', () => {
    expect(isPausedMessage(TEACHER_MESSAGES.paused(4))).toBe(true);
    expect(isPausedMessage(TEACHER_MESSAGES.paused(4, 6))).toBe(true);
    expect(isPausedMessage(TEACHER_MESSAGES.notTeacher)).toBe(false);
  });

  it("names the week the teacher set, and a student's own when they are past it", () => {
    expect(TEACHER_MESSAGES.paused(4)).toBe(
      'Your teacher has paused the class after week 4. Week 5 opens when your teacher says so.',
    );
    expect(TEACHER_MESSAGES.paused(4, 6)).toBe(
      "Your teacher has paused the class at week 4. You've finished week 6: week 7 opens when your teacher says so.",
    );
  });
});
