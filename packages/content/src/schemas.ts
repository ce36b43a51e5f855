// Shapes of the game's written content (bonus questions, random events, offers and scams,
// FAQs, mentor help). The engine reads these; tests parse every item through them.
import { APP_NAMES } from '@mc/contract/apps/app-list';
import { z } from 'zod';

/** The only markup content may carry: paragraphs, bold, italics, line breaks and bullet lists. */
export const ALLOWED_TAGS = ['p', 'strong', 'em', 'br', 'ul', 'li'] as const;

const TAG_PATTERN = /<[^>]*>?/g;
const ALLOWED_TAG_PATTERN = /^<(\/?)(p|strong|em|ul|li)>$|^<br ?\/?>$/;

/**
 * Problems with the markup of a piece of content: tags outside the allowed set (links, images,
 * attributes, a stray '<'), and tags that are not closed in order. An empty list means it is fine.
 */
export function markupProblems(text: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of text.matchAll(TAG_PATTERN)) {
    const tag = match[0];
    const parts = ALLOWED_TAG_PATTERN.exec(tag);
    if (!parts) {
      problems.push(`tag not allowed: ${tag}`);
      continue;
    }
    const [, slash, name] = parts;
    if (name === undefined) continue; // <br>
    if (slash === '') {
      open.push(name);
    } else if (open.pop() !== name) {
      problems.push(`closing tag out of order: ${tag}`);
    }
  }
  if (open.length > 0) problems.push(`unclosed tags: ${open.join(', ')}`);
  return problems;
}

/** Content that may hold the allowed markup. */
const richText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => markupProblems(text).length === 0, {
    message: 'Only <p>, <strong>, <em>, <br>, <ul> and <li> are allowed, properly closed',
  });

/** Short text with no markup at all. */
const plainText = z
  .string()
  .trim()
  .min(1)
  .refine((text) => !/[<>]/.test(text), { message: 'Plain text: no markup' });

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case');

// ---------------------------------------------------------------------------------------------
// Personas: who the player is in the game, chosen from their age (starter/personas.ts). Content
// that only fits some of them names them; content with no `personas` fits every one.

export const PERSONA_KEYS = ['14-15', '16-17', '18'] as const;
export const personaKeySchema = z.enum(PERSONA_KEYS);
export type PersonaKey = z.infer<typeof personaKeySchema>;

/** The personas an item fits; absent means all of them. */
const personas = z
  .array(personaKeySchema)
  .min(1)
  .refine((keys) => new Set(keys).size === keys.length, { message: 'each persona once' })
  .optional();

/** Whether an item (an event, offer, story beat, tip...) fits a persona. */
export function fitsPersona(
  item: { personas?: readonly PersonaKey[] | undefined },
  key: PersonaKey,
) {
  return item.personas === undefined || item.personas.includes(key);
}

/** Game weeks: the longest game (family theme) has 27. */
const week = z.number().int().min(1).max(27);

function weeksInOrder(item: { earliestWeek: number; latestWeek: number }) {
  return item.earliestWeek <= item.latestWeek;
}
const weeksInOrderMessage = { message: 'earliestWeek must not be after latestWeek' };

// ---------------------------------------------------------------------------------------------
// End-of-week bonus question

export const bonusQuestionSchema = z.object({
  id,
  topic: id,
  text: plainText,
  answers: z
    .array(plainText)
    .length(4)
    .refine((answers) => new Set(answers.map((a) => a.toLowerCase())).size === answers.length, {
      message: 'answers must be distinct',
    }),
  correctIndex: z.literal([0, 1, 2, 3]),
  /** One line on why the right answer is right. */
  explanation: plainText.refine((text) => !text.includes('\n'), { message: 'one line only' }),
});
export type BonusQuestion = z.infer<typeof bonusQuestionSchema>;

// ---------------------------------------------------------------------------------------------
// Every word true (issue 30): an amount the words state is written %AMOUNT% and filled when the
// message is shown from what the game posted; a happening about a thing needs the thing.

/** Where an event's or offer's words put the amount the game posted. */
export const AMOUNT_PLACEHOLDER = '%AMOUNT%';

const hasAmount = (text: string) => text.includes(AMOUNT_PLACEHOLDER);

/**
 * What a player must have for a happening about it to reach them: at least one of these things
 * (catalogue ids; the content's test checks each is in the catalogue) in My Stuff.
 */
export const requirementSchema = z
  .object({
    ownsAnyOf: z.array(id).min(1).optional(),
    paidLastBills: z.object({ seriesId: id, count: z.number().int().min(1).max(6) }).optional(),
    inFirstHome: z.boolean().optional(),
    noticeToVacateOpen: z.boolean().optional(),
  })
  .refine(
    (r) =>
      r.ownsAnyOf !== undefined ||
      r.paidLastBills !== undefined ||
      r.inFirstHome !== undefined ||
      r.noticeToVacateOpen !== undefined,
    { message: 'a requirement names things owned, bills paid, the first home or the lease' },
  );

/**
 * Paid work an offer asks for (issues 29 and 30). A shift is paid like any pay: through a pay slip,
 * tax withheld, super when it is owed, counted in the tax return, at the award's rate for the
 * player's age and that day (weekend penalty rates for a casual include the loading). It is for the
 * player's starting job (its own rate) or another employer (an award, its adult rate, casual). An
 * odd job is a private one-off (babysitting, tutoring) paid in cash by a household. Either way
 * what it earns is pay: par (the careful player's result) follows what a player earns.
 */
export const offerWorkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('shift'),
    hours: z.number().positive().max(16),
    day: z.enum(['weekday', 'saturday', 'sunday']),
    of: z.union([
      z.literal('starting job'),
      z.object({
        employer: plainText,
        occupation: plainText,
        /** A modern award's code (MA000009), one of content's awards. */
        award: z.string().regex(/^MA\d{6}$/),
        adultHourlyRateCents: z.number().int().positive(),
      }),
    ]),
  }),
  z.object({ kind: z.literal('odd job') }),
]);
export type OfferWork = z.infer<typeof offerWorkSchema>;
export type Requirement = z.infer<typeof requirementSchema>;

// ---------------------------------------------------------------------------------------------
// Random events: money that turns up (windfall) or has to be paid (mishap)

/**
 * A mishap's bill: its title in the bills list (a short name, "Screen repair") and who is owed.
 * A company follows the debt path (late fee, final notice, collector); a person (a friend,
 * family, a housemate) or the school does not (engine bills/week-step.ts). Absent: a company.
 */
const mishapBillFields = {
  billTitle: plainText.optional(),
  owedTo: z.enum(['company', 'person', 'school']).optional(),
};

type MishapShape = {
  kind: string;
  channel: string;
  billTitle?: string | undefined;
  owedTo?: string | undefined;
};

const mishapBillRules = [
  [
    (e: MishapShape) => (e.kind === 'mishap') === (e.billTitle !== undefined),
    { message: 'a mishap, and only a mishap, names its bill (billTitle)' },
  ],
  [
    (e: MishapShape) => e.kind === 'mishap' || e.owedTo === undefined,
    { message: 'only a mishap is owed to anyone' },
  ],
  [
    (e: MishapShape) => e.kind !== 'mishap' || e.channel === 'email' || e.owedTo === 'person',
    { message: 'a bill by text is a person asking: owedTo person (companies and schools e-mail)' },
  ],
] as const;

export const gameEventSchema = z
  .object({
    id,
    kind: z.enum(['windfall', 'mishap']),
    channel: z.enum(['email', 'text']),
    from: plainText,
    subject: plainText,
    content: richText,
    /** Always positive; the kind says which way the money moves. */
    amountCents: z.number().int().positive(),
    ...mishapBillFields,
    earliestWeek: week,
    latestWeek: week,
    weight: z.number().positive(),
    personas,
    requires: requirementSchema.optional(),
  })
  .refine(weeksInOrder, weeksInOrderMessage)
  .refine((event) => !hasAmount(`${event.from} ${event.subject}`), {
    message: '%AMOUNT% belongs in the content only',
  })
  .refine(...mishapBillRules[0])
  .refine(...mishapBillRules[1])
  .refine(...mishapBillRules[2]);
export type GameEvent = z.infer<typeof gameEventSchema>;

// ---------------------------------------------------------------------------------------------
// Offers in Email and Messages the player can accept or decline; some are scams

export const SCAM_KINDS = [
  'phishing',
  'fake-online-shop',
  'job-scam',
  'investment-scam',
  'remote-access',
  'romance',
] as const;
export const scamKindSchema = z.enum(SCAM_KINDS);

/**
 * Where a scam takes its money: 'bank' (a transfer, or a log-in to the player's bank: bank
 * accounts only), 'card' (stolen card details: the credit card, else a transaction account's
 * debit card; never cash), 'anywhere' (a gift card bought with any money, cash too).
 */
export const SCAM_TAKES = ['bank', 'card', 'anywhere'] as const;
export type ScamKind = z.infer<typeof scamKindSchema>;

/**
 * A new amount for one of the scenario's bills, from a week on: what a rent rise notice announces
 * or a cheaper plan brings. Absent fromWeek: from the week after it happens.
 */
export const billChangeSchema = z.object({
  seriesId: id,
  amountCents: z.number().int().positive(),
  fromWeek: week.optional(),
});
export type BillChange = z.infer<typeof billChangeSchema>;

/** What an offer says and does, wherever it comes from (a pool or the story). */
const offerFields = {
  id,
  channel: z.enum(['email', 'text']),
  from: plainText,
  subject: plainText,
  content: richText,
  isScam: z.boolean(),
  scamKind: scamKindSchema.optional(),
  /** Positive: money in; negative: money out; 0: no money moves. */
  acceptAmountCents: z.number().int(),
  /** A change to one of the scenario's bills that accepting brings (a cheaper plan). */
  acceptBillChange: billChangeSchema.optional(),
  /** A thing (catalogue id) accepting buys: it joins My Stuff, worth what was paid. */
  acceptItemId: id.optional(),
  /** For scams: where the money is taken from. */
  scamTakes: z.enum(SCAM_TAKES).optional(),
  /** What the player must own for the offer to reach them. */
  requires: requirementSchema.optional(),
  /** Paid work: a shift (a pay slip; acceptAmountCents 0, the engine works out the pay) or an odd job. */
  work: offerWorkSchema.optional(),
  /** What happened after accepting (%AMOUNT%: what it moved); for a scam, the lesson. */
  acceptOutcome: richText,
  declineOutcome: richText,
  /** For scams, at least two concrete warning signs; empty for genuine offers. */
  redFlags: z.array(plainText),
  personas,
};

type OfferShape = {
  from: string;
  subject: string;
  content: string;
  isScam: boolean;
  scamKind?: ScamKind | undefined;
  scamTakes?: (typeof SCAM_TAKES)[number] | undefined;
  acceptAmountCents: number;
  acceptBillChange?: BillChange | undefined;
  acceptItemId?: string | undefined;
  work?: OfferWork | undefined;
  acceptOutcome: string;
  declineOutcome: string;
  redFlags: string[];
};

/** The rules every offer keeps: scams and genuine offers told apart, scams cost money. */
function offerRules<T extends z.ZodType<OfferShape>>(schema: T): T {
  return schema
    .refine((offer) => !offer.isScam || offer.scamKind !== undefined, {
      message: 'a scam needs a scamKind',
    })
    .refine((offer) => offer.isScam || offer.scamKind === undefined, {
      message: 'a genuine offer has no scamKind',
    })
    .refine((offer) => (offer.isScam ? offer.redFlags.length >= 2 : offer.redFlags.length === 0), {
      message: 'scams list at least two red flags; genuine offers none',
    })
    .refine((offer) => !offer.isScam || offer.acceptAmountCents < 0, {
      message: 'accepting a scam costs money',
    })
    .refine((offer) => !offer.isScam || offer.acceptBillChange === undefined, {
      message: 'a scam changes no bill',
    })
    .refine((offer) => offer.isScam === (offer.scamTakes !== undefined), {
      message: 'a scam says where it takes from (scamTakes); a genuine offer does not',
    })
    .refine(
      (offer) => offer.acceptItemId === undefined || (!offer.isScam && offer.acceptAmountCents < 0),
      {
        message: 'only a genuine offer that costs money sells a thing',
      },
    )
    .refine(
      (offer) =>
        offer.work?.kind !== 'shift' ||
        (!offer.isScam && offer.acceptAmountCents === 0 && hasAmount(offer.acceptOutcome)),
      {
        message:
          'a shift is a genuine offer whose pay the engine works out (acceptAmountCents 0), told as %AMOUNT%',
      },
    )
    .refine(
      (offer) => offer.work?.kind !== 'odd job' || (!offer.isScam && offer.acceptAmountCents > 0),
      { message: 'an odd job is a genuine offer that pays' },
    )
    .refine((offer) => offer.acceptAmountCents === 0 || hasAmount(offer.acceptOutcome), {
      message: 'an outcome that moves money states it as %AMOUNT%, filled from what moved',
    })
    .refine(
      (offer) =>
        ![offer.from, offer.subject, offer.content, offer.declineOutcome, ...offer.redFlags].some(
          hasAmount,
        ),
      { message: '%AMOUNT% belongs in the accept outcome only' },
    )
    .refine(
      (offer) =>
        offer.work?.kind === 'shift' ||
        ![offer.content, offer.acceptOutcome].some(
          (t) => t.includes('%RATE%') || t.includes('%PAY%'),
        ),
      {
        message: "%RATE% and %PAY% (a shift's hourly rate and pay before tax) are for shifts only",
      },
    );
}

export const offerSchema = offerRules(
  z
    .object({
      ...offerFields,
      earliestWeek: week,
      latestWeek: week,
      weight: z.number().positive(),
    })
    .refine(weeksInOrder, weeksInOrderMessage),
);
export type Offer = z.infer<typeof offerSchema>;

// ---------------------------------------------------------------------------------------------
// The story: what happens in which week for every player of a scenario, so every week brings
// something to decide or something that happens

export const storyEventSchema = z
  .object({
    type: z.literal('event'),
    week,
    id,
    /** A windfall pays its amount in; a mishap becomes a bill; a notice moves no money. */
    kind: z.enum(['windfall', 'mishap', 'notice']),
    channel: z.enum(['email', 'text']),
    from: plainText,
    subject: plainText,
    content: richText,
    amountCents: z.number().int().nonnegative(),
    billChange: billChangeSchema.optional(),
    ...mishapBillFields,
    personas,
    requires: requirementSchema.optional(),
  })
  .refine((event) => !hasAmount(`${event.from} ${event.subject}`), {
    message: '%AMOUNT% belongs in the content only',
  })
  .refine((event) => event.kind !== 'notice' || !hasAmount(event.content), {
    message: 'a notice moves no money, so it has no %AMOUNT%',
  })
  .refine(...mishapBillRules[0])
  .refine(...mishapBillRules[1])
  .refine(...mishapBillRules[2])
  .refine((event) => (event.kind === 'notice') === (event.amountCents === 0), {
    message: 'a notice moves no money; a windfall or a mishap does',
  })
  .refine((event) => event.kind !== 'mishap' || event.billChange === undefined, {
    message: 'a mishap is a bill of its own; a bill change is news (a notice)',
  });
export type StoryEvent = z.infer<typeof storyEventSchema>;

export const storyOfferSchema = offerRules(
  z.object({ type: z.literal('offer'), week, ...offerFields }),
);
export type StoryOffer = z.infer<typeof storyOfferSchema>;

export const storyBeatSchema = z.discriminatedUnion('type', [storyEventSchema, storyOfferSchema]);
export type StoryBeat = z.infer<typeof storyBeatSchema>;

// ---------------------------------------------------------------------------------------------
// FAQ popup

export const faqSchema = z.object({
  id,
  /** The question. */
  name: plainText,
  /** The answer. */
  content: richText,
  personas,
});
export type Faq = z.infer<typeof faqSchema>;

// ---------------------------------------------------------------------------------------------
// Mentor help, welcome and weekly tips (plain text, line breaks as \n, %USERNAME% substituted)

/** Help is written per app of the dashboard (the contract's one list). */
export const HELP_APP_KEYS = APP_NAMES;
export const helpAppKeySchema = z.enum(HELP_APP_KEYS);
export type HelpAppKey = z.infer<typeof helpAppKeySchema>;

export const USERNAME_PLACEHOLDER = '%USERNAME%';

function countPlaceholders(text: string): number {
  return text.split(USERNAME_PLACEHOLDER).length - 1;
}

export const helpMessageSchema = z.object({
  appKey: helpAppKeySchema,
  title: plainText,
  body: plainText
    .refine((text) => text.length >= 300 && text.length <= 900, {
      message: 'help text is 300 to 900 characters',
    })
    .refine((text) => countPlaceholders(text) <= 1, {
      message: '%USERNAME% at most once',
    }),
  /** Chooses the mentor image; the default image when absent. */
  tag: id.optional(),
  personas,
});
export type HelpMessage = z.infer<typeof helpMessageSchema>;

export const mentorPageSchema = z.object({
  title: plainText,
  body: plainText.refine((text) => text.length <= 350, {
    message: 'a mentor page fits one 350-character popup page',
  }),
});
export type MentorPage = z.infer<typeof mentorPageSchema>;

export const weeklyMentorTipSchema = z.object({
  week,
  title: plainText,
  body: plainText.refine((text) => text.length < 350, { message: 'a tip is under 350 characters' }),
  personas,
});
export type WeeklyMentorTip = z.infer<typeof weeklyMentorTipSchema>;
