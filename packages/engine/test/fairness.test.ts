// Fair between classmates: every player of one game meets the same world (which random events,
// offers and scams arrive in which week), whatever they do; their own seed decides only the order
// of their bonus questions. Each player here makes choices of their own, and what arrived is read
// from their inbox as each week opens, before they can delete anything.
import { describe, expect, it } from 'vitest';
import {
  createGame,
  selectBonusQuestion,
  selectNetPosition,
  type Command,
  type GameState,
} from '../src/index';
import { playGame, RandomPlayer } from '../src/testing/random-player';
import { content } from './fixtures/content';
import { TestGame } from './fixtures/game';

/** What arrived in the inbox as the current week opened: "week kind id" per event and offer. */
function arrivalsThisWeek(state: GameState): string[] {
  return state.communications.list
    .filter((c) => c.week === state.week)
    .flatMap((c) =>
      c.source.kind === 'event'
        ? [`${c.week} event ${c.source.eventId}`]
        : c.source.kind === 'offer'
          ? [`${c.week} offer ${c.source.offerId}`]
          : [],
    );
}

interface Played {
  arrivals: string[][];
  state: GameState;
}

/** A random player's whole game, with what arrived in each week. */
function playedBy(playerSeed: number, instanceSeed: string): Played {
  const init = {
    content,
    gameSeed: 'class-10b',
    instanceSeed,
    totalWeeks: 27 as const,
    playerName: 'Tess',
  };
  const arrivals = [
    arrivalsThisWeek(createGame({ ...init, scenario: content.scenario, items: content.items })),
  ];
  const { state } = playGame(init, new RandomPlayer(playerSeed), {
    commandsPerWeek: 12,
    onStep(after, command, result) {
      if (command.type === 'startWeek' && result.ok && !after.isGameComplete)
        arrivals[after.week - 1] = arrivalsThisWeek(after);
    },
  });
  return { arrivals, state };
}

describe('one world per game', () => {
  it('brings two players of a game the same events, offers and scams in the same weeks', () => {
    const first = playedBy(1, 'student-a');
    const second = playedBy(2, 'student-b');
    // They played differently...
    expect(selectNetPosition(second.state)).not.toBe(selectNetPosition(first.state));
    expect(second.state.endOfWeek.usedQuestionIds).not.toEqual(
      first.state.endOfWeek.usedQuestionIds,
    );
    // ...and met the same world, week by week.
    expect(first.arrivals).toHaveLength(27);
    expect(first.arrivals.flat().length).toBeGreaterThanOrEqual(6);
    expect(second.arrivals).toEqual(first.arrivals);
  }, 60_000);

  it('brings another game another world', () => {
    const init = { content, instanceSeed: 'same-student', totalWeeks: 27 as const };
    const worldOf = (gameSeed: string) => {
      const { state } = playGame({ ...init, gameSeed, playerName: 'Tess' }, new RandomPlayer(3), {
        commandsPerWeek: 4,
      });
      return [...state.events.usedEventIds, ...state.events.usedOfferIds].join();
    };
    expect(worldOf('class-10c')).not.toBe(worldOf('class-10b'));
  }, 60_000);
});

describe('the bonus question', () => {
  /** A game whose bonus question is answered, skipped or never asked for, week by week. */
  function play(bonus: 'answer' | 'skip' | 'ignore'): string[][] {
    const game = new TestGame(content, { gameSeed: 'class-10b', instanceSeed: 'student-a' });
    game.open('everyday', 20_000);
    const arrivals = [arrivalsThisWeek(game.state)];
    for (let week = 1; week <= 27; week++) {
      game.do({ type: 'endWeek' });
      if (bonus !== 'ignore') {
        const atMs = 1_770_000_000_000 + week * 604_800_000;
        game.do({ type: 'generateBonusQuestion', atMs });
        const question = selectBonusQuestion(game.state, content)!;
        const answer: Command = {
          type: 'answerBonusQuestion',
          questionId: question.questionId,
          answerId: bonus === 'answer' ? question.answers[0]!.id : null,
          skip: bonus === 'skip',
          timeRemainingSeconds: 40,
          atMs: atMs + 15_000,
        };
        game.do(answer);
      }
      game.do({ type: 'startWeek' });
      if (!game.state.isGameComplete) arrivals.push(arrivalsThisWeek(game.state));
    }
    return arrivals;
  }

  it('answered, skipped or ignored, never changes the events that come later', () => {
    const answered = play('answer');
    expect(answered.flat().length).toBeGreaterThanOrEqual(6);
    expect(play('skip')).toEqual(answered);
    expect(play('ignore')).toEqual(answered);
  }, 60_000);
});
