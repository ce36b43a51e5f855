// Every bill the content can bring, left unpaid, for every persona in many worlds (issue 30): who
// is owed decides the path, the law by age, no bill due after the game, a final notice's offers
// open until its pay-by week, one eviction at most, and words that are true.
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  selectBills,
  selectCash,
  selectEmails,
  selectTextThreads,
  type Command,
  type GameContent,
  type GameState,
  type StoryBeat as EngineStoryBeat,
} from '@mc/engine';
import { gameEvents } from './events';
import { starterContents } from './index';
import type { PersonaKey } from './schemas';

const SEEDS = 40;

/** The story plus every pool mishap that fits the persona, as beats spread over the weeks. */
function withEveryMishap(content: GameContent, key: PersonaKey): GameContent {
  const mishaps = gameEvents.filter(
    (e) => e.kind === 'mishap' && (e.personas === undefined || e.personas.includes(key)),
  );
  const extra: EngineStoryBeat[] = mishaps.map((e, i) => {
    const { earliestWeek: _e, latestWeek: _l, weight: _w, personas: _p, ...details } = e;
    return { ...details, type: 'event', week: 2 + ((i * 3) % 24) };
  });
  return {
    ...content,
    scenario: { ...content.scenario, story: [...content.scenario.story, ...extra] },
  };
}

/** Is this bill's payee a person or the school (by the content's words, not the engine's)? */
function personPayees(content: GameContent): Set<string> {
  const payees = new Set<string>();
  for (const beat of content.scenario.story)
    if (beat.type === 'event' && beat.kind === 'mishap' && (beat.channel === 'text' || beat.owedTo))
      if (beat.channel === 'text' || beat.owedTo !== 'company') payees.add(beat.from);
  for (const e of gameEvents)
    if (e.kind === 'mishap' && (e.channel === 'text' || (e.owedTo && e.owedTo !== 'company')))
      payees.add(e.from);
  return payees;
}

function isPersonsBill(state: GameState, payees: Set<string>, seriesId: string): boolean {
  const terms = state.bills.series[seriesId]!;
  if (terms.instalmentOf !== undefined) return false;
  return (
    (terms.owedTo !== undefined && terms.owedTo !== 'company') ||
    payees.has(terms.payee) ||
    /\(your share\)/.test(terms.title)
  );
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function messages(state: GameState, content: GameContent) {
  return [
    ...selectEmails(state, content),
    ...selectTextThreads(state, content).flatMap((t) => t.messages),
  ];
}

/** Plays a game leaving every bill and offer alone; returns what went wrong. */
function playUnpaid(key: PersonaKey, seed: number): string[] {
  const content = withEveryMishap(starterContents[key], key);
  const payees = personPayees(content);
  const totalWeeks = seed % 2 === 0 ? 26 : 27;
  let state = createGame({
    scenario: content.scenario,
    items: content.items,
    gameSeed: `bills-truth-${seed}`,
    instanceSeed: 'unpaid',
    totalWeeks,
    playerName: 'Sam',
    settings: { quizRequired: 'none' },
  });
  const run = (command: Command) => {
    const result = applyCommand(state, command, content);
    if (!result.ok) throw new Error(`${command.type}: ${result.message}`);
    state = result.state;
  };
  run({
    type: 'openBankAccount',
    accountTypeId: 'everyday-access',
    fromAccountId: selectCash(state).id,
    amountCents: 1000,
  });
  const problems = new Set<string>();
  const tag = `${key} seed ${seed}`;
  for (let week = 1; week <= totalWeeks; week++) {
    run({ type: 'endWeek' });
    if (state.isGameComplete) break;
    run({ type: 'startWeek' });
    for (const m of messages(state, content)) {
      // A final notice's offers stay open until the pay-by week the notice gives.
      const payBy = /Please pay it by the end of week (\d+)/.exec(m.content);
      if (
        m.subject.startsWith('Final notice') &&
        payBy &&
        m.cancelled &&
        state.week <= Number(payBy[1])
      )
        problems.add(`${tag}: "${m.subject}" offer cancelled before its pay-by week ${payBy[1]}`);
    }
  }
  const emails = selectEmails(state, content);
  for (const bill of selectBills(state)) {
    const terms = state.bills.series[bill.seriesId]!;
    if (
      bill.weekDue > totalWeeks &&
      bill.seriesId !== 'small-loan' &&
      !bill.seriesId.startsWith('ato:')
    )
      problems.add(
        `${tag}: ${bill.title} (week ${bill.openingWeek}) due week ${bill.weekDue} of ${totalWeeks}`,
      );
    if (bill.isPayable && !emails.some((e) => e.bill?.id === bill.id))
      problems.add(`${tag}: ${bill.title} is owed but has no bill in Email to pay`);
    if (!isPersonsBill(state, payees, bill.seriesId)) continue;
    if (bill.lateFeesCents > 0)
      problems.add(`${tag}: a late fee on ${bill.title} owed to ${terms.payee}`);
    if (bill.tag === 'Collected')
      problems.add(`${tag}: a collector for ${bill.title} owed to ${terms.payee}`);
    if (state.bills.defaults.some((d) => d.payee === terms.payee))
      problems.add(`${tag}: a default for ${terms.payee}`);
    for (const m of messages(state, content))
      if (m.bill?.id === bill.id && /^(Final notice|Debt collection|Disconnection)/.test(m.subject))
        problems.add(`${tag}: "${m.subject}" about ${bill.title} owed to ${terms.payee}`);
  }
  if (state.player.ageYears < 18) {
    if (state.bills.defaults.length > 0) problems.add(`${tag}: a default listed for a minor`);
    if (state.bills.smallLoan) problems.add(`${tag}: a small loan offered to a minor`);
  }
  const possessions = messages(state, content).filter((m) =>
    /ordered you to move out/.test(m.subject),
  );
  if (possessions.length > 1) problems.add(`${tag}: ${possessions.length} evictions`);
  for (const m of messages(state, content)) {
    const words = plain(`${m.subject}. ${m.content}`);
    const doubled = /\b(\w+)\s+\1\b/i.exec(words);
    if (doubled) problems.add(`${tag}: "${doubled[0]}" in "${m.subject}"`);
    if (/\b(invoice|receipt) bill\b/i.test(words))
      problems.add(`${tag}: "invoice bill" in "${m.subject}"`);
    if (/\byour [a-z]+'s\b/.test(words))
      problems.add(`${tag}: a name in lower case in "${m.subject}"`);
    if (/same rent|another share room/i.test(words))
      problems.add(`${tag}: "${m.subject}" moves to the same rent`);
    if (/late fee your contract allows/.test(words) && m.bill && m.bill.lateFeesCents === 0)
      problems.add(`${tag}: "${m.subject}" names a late fee the bill does not have`);
    if (m.bill && /^(Reminder|Final notice)/.test(m.subject)) {
      const bill = selectBills(state).find((b) => b.id === m.bill!.id)!;
      if (m.from !== bill.payee)
        problems.add(`${tag}: "${m.subject}" from ${m.from}, not ${bill.payee}`);
      if (!words.includes(`week ${bill.weekDue}`))
        problems.add(`${tag}: "${m.subject}" does not name the due week ${bill.weekDue}`);
    }
  }
  return [...problems];
}

describe('every bill left unpaid, every persona, many worlds', () => {
  it.each(Object.keys(starterContents) as PersonaKey[])(
    'the %s persona',
    (key) => {
      const problems: string[] = [];
      for (let seed = 0; seed < SEEDS; seed++) problems.push(...playUnpaid(key, seed));
      // One line per kind of problem is enough to read.
      const kinds = new Map<string, string>();
      for (const p of problems) kinds.set(p.replace(/^\S+ seed \d+: /, '').replace(/\d+/g, 'N'), p);
      expect([...kinds.values()]).toEqual([]);
    },
    120_000,
  );
});
