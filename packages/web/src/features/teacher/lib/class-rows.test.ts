import type { ClassPlayerRow } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { classSummary, mergeRow, NEEDS_HELP_FIRST, nextOrder, sortRows } from './class-rows';

const row = (patch: Partial<ClassPlayerRow>): ClassPlayerRow => ({
  PlayerID: 'p1',
  Name: 'Ava Lee',
  Email: 'ava@school.edu.au',
  GameInstanceID: 'g1',
  Week: 3,
  TotalWeeks: 26,
  IsGameComplete: false,
  NetPosition: 100,
  AgainstPar: 0,
  IsPractice: false,
  LastActive: '2026-11-24T01:00:00.000Z',
  QuizScore: 0,
  QuizQuestions: 0,
  EndQuizScore: null,
  MoneyCheckBefore: null,
  MoneyCheckAfter: null,
  Stuck: [],
  WaitingForPace: false,
  Badges: [],
  ...patch,
});

const stuck = [
  { Code: 'no-bank-account' as const, Reason: "Can't finish week 1 without a bank account" },
];

describe('the class rows', () => {
  const ava = row({});
  const ben = row({ PlayerID: 'p2', Name: 'Ben', GameInstanceID: 'g2', Week: 1, Stuck: stuck });
  const cal = row({ PlayerID: 'p3', Name: 'cal', GameInstanceID: 'g3', Week: 7, NetPosition: -5 });

  it('opens with the students who need help first, then by name', () => {
    expect(sortRows([cal, ava, ben], NEEDS_HELP_FIRST).map((r) => r.Name)).toEqual([
      'Ben',
      'Ava Lee',
      'cal',
    ]);
  });

  it('sorts by a column either way, ties by name', () => {
    expect(
      sortRows([ava, ben, cal], { key: 'week', direction: 'descending' }).map((r) => r.Week),
    ).toEqual([7, 3, 1]);
    expect(
      sortRows([ava, ben, cal], { key: 'net', direction: 'ascending' }).map((r) => r.Name),
    ).toEqual(['cal', 'Ava Lee', 'Ben']);
    expect(
      sortRows([cal, ben, ava], { key: 'name', direction: 'ascending' }).map((r) => r.Name),
    ).toEqual(['Ava Lee', 'Ben', 'cal']);
  });

  it('sorts by the result against par, highest first when chosen', () => {
    const up = row({ PlayerID: 'p6', Name: 'Up', GameInstanceID: 'g6', AgainstPar: 420 });
    const down = row({ PlayerID: 'p7', Name: 'Down', GameInstanceID: 'g7', AgainstPar: -35 });
    const order = nextOrder(NEEDS_HELP_FIRST, 'par');
    expect(order).toEqual({ key: 'par', direction: 'descending' });
    expect(sortRows([down, ava, up], order).map((r) => r.Name)).toEqual(['Up', 'Ava Lee', 'Down']);
  });

  it('counts practice games apart from the students’ main games in the summary', () => {
    const practice = row({ GameInstanceID: 'g1b', IsPractice: true, Stuck: stuck });
    expect(classSummary([ava, ben, cal, practice])).toBe(
      '3 games · 1 practice game · 1 may need help',
    );
    expect(classSummary([ava])).toBe('1 game · nobody needs help right now');
  });

  it('turns a column around, and starts another in its natural direction', () => {
    expect(nextOrder(NEEDS_HELP_FIRST, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextOrder({ key: 'name', direction: 'ascending' }, 'name').direction).toBe('descending');
    expect(nextOrder(NEEDS_HELP_FIRST, 'active').direction).toBe('descending');
  });

  it('replaces a changed row, the row before a game, or adds a new one', () => {
    const moved = row({ Week: 4 });
    expect(mergeRow([ava, ben], moved)).toEqual([moved, ben]);
    const waiting = row({ PlayerID: 'p9', Name: 'Dee', GameInstanceID: null, Week: 0 });
    const started = row({ PlayerID: 'p9', Name: 'Dee', GameInstanceID: 'g9', Week: 1 });
    expect(mergeRow([ava, waiting], started)).toEqual([ava, started]);
    const second = row({ GameInstanceID: 'g1b', Week: 1 });
    expect(mergeRow([ava], second)).toEqual([ava, second]);
  });

  it('keeps a started game when a late row says the student has not started', () => {
    const late = row({ GameInstanceID: null, Week: 0 });
    expect(mergeRow([ava, ben], late)).toEqual([ava, ben]);
  });

  it('puts the furthest behind first among those who need help equally', () => {
    const dee = row({ PlayerID: 'p4', Name: 'Dee', GameInstanceID: 'g4', Week: 5, Stuck: stuck });
    const done = row({
      PlayerID: 'p5',
      Name: 'Al',
      GameInstanceID: 'g5',
      Week: 26,
      IsGameComplete: true,
    });
    expect(sortRows([dee, done, ben, ava], NEEDS_HELP_FIRST).map((r) => r.Name)).toEqual([
      'Ben',
      'Dee',
      'Ava Lee',
      'Al',
    ]);
  });
});
