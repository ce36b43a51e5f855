import { APP_LIST, type AppName } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { gameEvents } from './events';
import { faqs } from './faqs';
import { helpMessages, MENTOR_NAME, mentorWelcome, weeklyMentorTips } from './help';
import { offers } from './offers';
import { starterScenario } from './starter/scenario';
import { story } from './story';

// The mentor, the tips, Help and the FAQ say only what is true of the game as it stands: none of
// them sends a player to an app that does not open yet. As each app is built and leaves the
// scenario's disabledApps, the texts may name it (and its drafted help and FAQs move in).

/** Words that name an app: its display name, its name, and the parts only that app has. */
const NAMES_OF: Record<AppName, readonly string[]> = {
  Email: ['Email'],
  Banking: ['My Bank'],
  Messages: ['Messages'],
  Planner: ['Weekly Planner', 'Planner', 'My Budget', 'Diary', 'diary'],
  Cashbox: ['My Cash'],
  Credit: ['My Credit'],
  MyStuff: ['MyStuff', 'My Stuff'],
  JobFinder: ['Job Finder'],
  uShop: ['uShop'],
  iBuy: ['iBuy'],
  Shares: ['Shares', 'share market', 'Portfolio', 'brokerage'],
  FinanceWeekly: ['Finance Weekly', 'quiz'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The apps a text names, whole words only ('iBuy' but not 'iBuying'). */
function appsNamedIn(text: string): AppName[] {
  return APP_LIST.map((app) => app.name).filter((name) =>
    NAMES_OF[name].some((word) => new RegExp(`(^|[^\\w])${escape(word)}($|[^\\w])`).test(text)),
  );
}

/** Every text the mentor, Help, the FAQ, the welcome messages, offers and events show a player. */
const texts: [where: string, text: string][] = [
  ...helpMessages.map((h): [string, string] => [
    `help ${h.appKey}: ${h.title}`,
    `${h.title} ${h.body}`,
  ]),
  ...mentorWelcome.map((page): [string, string] => [`welcome: ${page.title}`, page.body]),
  ...weeklyMentorTips.map((tip): [string, string] => [
    `tip week ${tip.week}`,
    `${tip.title} ${tip.body}`,
  ]),
  ...faqs.map((faq): [string, string] => [`faq ${faq.id}`, `${faq.name} ${faq.content}`]),
  ...starterScenario.welcomeMessages.map((m): [string, string] => [
    `welcome ${m.channel} from ${m.from}`,
    `${m.subject} ${m.content}`,
  ]),
  // The e-mails and texts too: an offer's lesson must not send a player to an app either.
  ...offers.map((o): [string, string] => [
    `offer ${o.id}`,
    `${o.subject} ${o.content} ${o.acceptOutcome} ${o.declineOutcome}`,
  ]),
  ...gameEvents.map((e): [string, string] => [`event ${e.id}`, `${e.subject} ${e.content}`]),
  ...story.map((beat): [string, string] => [
    `story ${beat.id}`,
    beat.type === 'offer'
      ? `${beat.subject} ${beat.content} ${beat.acceptOutcome} ${beat.declineOutcome}`
      : `${beat.subject} ${beat.content}`,
  ]),
];

describe('the texts a player reads', () => {
  it('name only apps a player can open in the starter scenario', () => {
    const disabled: readonly AppName[] = starterScenario.disabledApps;
    const wrong = texts.flatMap(([where, text]) =>
      appsNamedIn(text)
        .filter((app) => disabled.includes(app))
        .map((app) => `${where} names ${app}`),
    );
    expect(wrong).toEqual([]);
  });

  it('give help only for apps a player can open', () => {
    const disabled: readonly AppName[] = starterScenario.disabledApps;
    expect(helpMessages.filter((h) => disabled.includes(h.appKey)).map((h) => h.title)).toEqual([]);
  });

  it('find an app by any of its names, and only as a whole word', () => {
    expect(appsNamedIn('Check Job Finder for work')).toEqual(['JobFinder']);
    expect(appsNamedIn('<strong>iBuy</strong> and <strong>MyStuff</strong>')).toEqual([
      'MyStuff',
      'iBuy',
    ]);
    expect(appsNamedIn('Open the Planner')).toEqual(['Planner']);
    expect(appsNamedIn('Email and My Bank')).toEqual(['Email', 'Banking']);
    expect(appsNamedIn('a shared house; Emailing')).toEqual([]);
  });
});

describe('what the texts say about the game', () => {
  it('say a card statement comes every four weeks, never each month', () => {
    const aboutTheCard = texts.filter(([, text]) => /closing balance|statement/i.test(text));
    const monthly = aboutTheCard
      .filter(([, text]) => /\b(each|every|a) month\b|\bmonthly\b/i.test(text))
      .map(([where]) => where);
    expect(aboutTheCard.length).toBeGreaterThan(0);
    expect(monthly).toEqual([]);
  });

  it('promise a time bonus only while the timer is on', () => {
    const faq = texts.find(([where]) => where === 'faq bonus-question')![1];
    expect(faq).toMatch(/time bonus/);
    expect(faq).toMatch(/turn the timer off/i);
  });
});

describe('the mentor', () => {
  const senders = [
    ...offers.map((offer) => offer.from),
    ...gameEvents.map((event) => event.from),
    ...story.map((beat) => beat.from),
    ...starterScenario.welcomeMessages
      .map((message) => message.from)
      .filter((from) => !from.includes('mentor')),
  ];

  it('has a name no player default and nobody else in the game shares', () => {
    // The persona is the player's default name; Sam, Tess and Kim are the tests' players.
    for (const name of [starterScenario.persona.name, 'Sam', 'Tess', 'Kim', 'Alex', 'Jess']) {
      expect(name).not.toBe(MENTOR_NAME);
    }
    const sameName = senders.filter((from) => new RegExp(`\\b${MENTOR_NAME}\\b`).test(from));
    expect(sameName).toEqual([]);
  });

  it('signs the welcome e-mail and introduces themselves by that name', () => {
    const email = starterScenario.welcomeMessages.find((message) => message.channel === 'email');
    expect(email?.from).toBe(`${MENTOR_NAME}, your Money Challenge mentor`);
    expect(email?.content).toContain(MENTOR_NAME);
    expect(mentorWelcome[0]?.body).toContain(`I'm ${MENTOR_NAME}, your mentor`);
  });
});
