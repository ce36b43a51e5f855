// The stories of the two personas who live at home (starter/at-home.ts): a 15-year-old in Year
// 10 and a 16-year-old in Year 11, in Hobart, with a casual job at Harbour Street Grocers. As in
// story.ts, every week of a 26- or 27-week game has at least one thing that happens or one
// thing to decide; beats that fit every persona come from story.ts (untagged there), beats
// that fit both younger players are tagged for both, and a few are one persona's own.
//
// Figures: "estimate" marks a price worked out from typical Hobart prices (2025) where no
// published figure fits. The words say exactly what the game does: an amount in the text is
// the amount that moves, and a bill said to change changes by that much from next week.
// Names of people and businesses are made up.
import { atHomeSpending } from './starter/at-home';
import type { PersonaKey, StoryBeat } from './schemas';
import { story as adultStory } from './story';
import { OWNS_A_BIKE } from './things';

const YOUNG: PersonaKey[] = ['14-15', '16-17'];
const BUS_FARES_WEEKLY = atHomeSpending['14-15'].busFaresWeeklyCents; // the same for 16-17
const LUNCHES_WEEKLY = atHomeSpending['14-15'].lunchesWeeklyCents; // the same for 16-17

function fromAdultStory(id: string): StoryBeat {
  const beat = adultStory.find((candidate) => candidate.id === id);
  if (!beat) throw new Error(`no story beat ${id} in story.ts`);
  return beat;
}

/** "$20", "$16.59": an amount as the texts write it. */
function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

/**
 * Holiday shifts: 8 extra weekday hours at the starting job, paid through a pay slip at the
 * player's own rate (the engine fills %RATE% and %PAY% for them; income/shifts.ts).
 */
function holidayShifts(key: '14-15' | '16-17'): StoryBeat {
  return {
    type: 'offer',
    week: 26,
    id: `story-holiday-shifts-${key}`,
    personas: [key],
    channel: 'text',
    from: 'Deb (Harbour Street Grocers)',
    subject: 'Holiday shifts',
    content:
      "<p>School holidays have started and we're busy. Can you do two extra 4-hour shifts this week, on weekdays? At your rate of %RATE% an hour, that's <strong>%PAY%</strong> before tax, paid into your account with a pay slip.</p>",
    isScam: false,
    acceptAmountCents: 0,
    work: { kind: 'shift', hours: 8, day: 'weekday', of: 'starting job' },
    acceptOutcome:
      "<p>You worked the extra shifts: <strong>%AMOUNT%</strong> after tax is in your account, and the pay slip is in your e-mail. Deb says you're first on the list for next holidays.</p>",
    declineOutcome:
      '<p>You kept the holidays free. Time off is worth something too, and Deb found someone else.</p>',
    redFlags: [],
  };
}

/** Beats both younger players get, in their weeks. */
const shared: StoryBeat[] = [
  {
    // Estimate: $10 an hour of family chores, a common pocket-money rate.
    type: 'offer',
    week: 1,
    id: 'story-home-chores-deal',
    personas: YOUNG,
    channel: 'text',
    from: 'Dad',
    subject: 'Weekend job',
    content:
      '<p>The car needs a wash and the lawn needs mowing. Do both on Saturday and I will give you <strong>$20</strong>. Deal?</p>',
    isScam: false,
    acceptAmountCents: 2000,
    work: { kind: 'odd job' },
    acceptOutcome:
      '<p>Two hours of work, and Dad paid you <strong>%AMOUNT%</strong>. The car has never looked so shiny.</p>',
    declineOutcome: '<p>You passed. Dad did it himself and grumbled the whole time.</p>',
    redFlags: [],
  },
  {
    type: 'event',
    week: 2,
    id: 'story-first-job-gift',
    personas: YOUNG,
    kind: 'windfall',
    channel: 'email',
    from: 'Aunty Mel',
    subject: 'Your first pay!',
    content:
      "<p>Your mum told me about the new job, well done! Here's <strong>%AMOUNT%</strong> to celebrate your first pay. Put some of it somewhere safe.</p><p>Aunty Mel xx</p>",
    amountCents: 3000,
  },
  {
    // Student fares are 20% off with a Greencard (transport.tas.gov.au, "Student fares and
    // ticketing"); Metro's Greencard costs $5 (metrotas.com.au/fares/greencard). 20% off $20 is $16.
    type: 'offer',
    week: 3,
    id: 'story-student-greencard',
    personas: YOUNG,
    channel: 'email',
    from: 'Metro Buses',
    subject: 'Student fares for less',
    content: `<p>Still paying cash for the bus to school? A Greencard costs <strong>$5</strong>, and every student fare is then 20% off. That takes your bus fares from ${dollars(BUS_FARES_WEEKLY)} to <strong>${dollars((BUS_FARES_WEEKLY * 80) / 100)} a week</strong>, starting next week.</p>`,
    isScam: false,
    acceptAmountCents: -500,
    acceptBillChange: { seriesId: 'transport', amountCents: (BUS_FARES_WEEKLY * 80) / 100 },
    acceptOutcome: `<p>You paid <strong>%AMOUNT%</strong> for the card. From next week your bus fares are ${dollars((BUS_FARES_WEEKLY * 80) / 100)} a week, so it pays for itself in under two weeks.</p>`,
    declineOutcome: `<p>You kept paying cash. That's $4 a week more: over a year of school, about $160.</p>`,
    redFlags: [],
  },
  {
    // Estimate: a pair of budget wireless earbuds, $35 to $50 (2025).
    type: 'event',
    week: 5,
    id: 'story-earbuds-in-the-wash',
    personas: YOUNG,
    kind: 'mishap',
    billTitle: 'New earbuds',
    channel: 'email',
    from: 'Sound Depot',
    subject: 'Your invoice: new earbuds',
    content:
      '<p>Thanks for your order! Sorry to hear your old earbuds went through the washing machine. Your new pair is <strong>%AMOUNT%</strong>, to pay by the due date.</p>',
    amountCents: 3900,
  },
  {
    // Estimate: junior club registration for a winter season, $80 to $200 (2025).
    type: 'offer',
    week: 7,
    id: 'story-winter-sport-rego',
    personas: YOUNG,
    channel: 'email',
    from: 'Derwent Valley Netball and Soccer Club',
    subject: 'Winter season registration',
    content:
      '<p>Winter season starts soon! Junior registration is <strong>$85</strong>, covering insurance, the ground and a training top. Accept to sign up.</p>',
    isScam: false,
    acceptAmountCents: -8500,
    acceptOutcome:
      "<p>You're in, for <strong>%AMOUNT%</strong>. Sport with friends every week is worth a place in your budget.</p>",
    declineOutcome:
      '<p>You sat this season out. If you change your mind, there is always next season.</p>',
    redFlags: [],
  },
  {
    // Estimate: a school uniform jumper, $50 to $65 (2025).
    type: 'event',
    week: 9,
    id: 'story-lost-school-jumper',
    personas: YOUNG,
    kind: 'mishap',
    billTitle: 'Replacement school jumper',
    owedTo: 'school',
    channel: 'email',
    from: 'Riverbend High Uniform Shop',
    subject: 'Your uniform order',
    content:
      '<p>Your replacement school jumper is ready to collect from the uniform shop. Total to pay: <strong>%AMOUNT%</strong>.</p><p>Tip: write your name on the label, and lost property might bring the old one back!</p>',
    amountCents: 5500,
  },
  {
    // Estimate: a lunchbox and drink bottle $15; lunch from home's groceries are paid by the
    // family, so only a snack a week is still bought: lunches from $25 to $10.
    type: 'offer',
    week: 13,
    id: 'story-pack-lunch',
    personas: YOUNG,
    channel: 'text',
    from: 'Mum',
    subject: 'Lunches',
    content: `<p>You're spending ${dollars(LUNCHES_WEEKLY)} a week on lunches! Want to make your own from what's in the fridge? Buy yourself a good lunchbox and bottle for <strong>$15</strong> and your lunches come down to about <strong>$10 a week</strong> from next week.</p>`,
    isScam: false,
    acceptAmountCents: -1500,
    acceptBillChange: { seriesId: 'lunches', amountCents: 1000 },
    acceptOutcome:
      '<p>You bought the lunchbox and bottle for <strong>%AMOUNT%</strong>. From next week your lunches cost $10 a week instead of $25: %AMOUNT% a week back in your pocket.</p>',
    declineOutcome:
      '<p>You stuck with buying lunch. It is easier, and it costs $15 a week more than making your own.</p>',
    redFlags: [],
  },
  {
    // Estimate: a tough phone case and a glass screen protector, about $30 (2025); a screen
    // repair costs $189 (events.ts, 'cracked-phone-screen').
    type: 'offer',
    week: 14,
    id: 'story-phone-case',
    personas: YOUNG,
    channel: 'email',
    from: 'Pocket Fix Repairs',
    subject: 'Protect your phone',
    content:
      '<p>This week only: a tough case and a glass screen protector for <strong>$30</strong>, fitted while you wait. A new screen costs a lot more.</p>',
    isScam: false,
    acceptAmountCents: -3000,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong>. Protection costs much less than a repair, if the phone ever hits the floor.</p>',
    declineOutcome:
      "<p>You'll take your chances. Maybe keep a little aside for a repair, just in case.</p>",
    redFlags: [],
  },
  {
    // Estimate: school production tickets, $15 to $25 (2025).
    type: 'offer',
    week: 16,
    id: 'story-school-musical',
    personas: YOUNG,
    channel: 'email',
    from: 'Riverbend High Performing Arts',
    subject: 'Tickets for our musical',
    content:
      '<p>Our musical opens on Friday and your friends are in the cast! Tickets are <strong>$20</strong>, and every dollar goes to the performing arts program.</p>',
    isScam: false,
    acceptAmountCents: -2000,
    acceptOutcome:
      "<p>You paid <strong>%AMOUNT%</strong> and cheered the loudest. Your friends won't forget you came.</p>",
    declineOutcome: '<p>You sent your friends a good luck message instead.</p>',
    redFlags: [],
  },
  {
    // Gaming scams aimed at young people: free in-game currency for a "verification" payment
    // (Scamwatch, online shopping and gaming scams). The loss: a $15 gift card.
    type: 'offer',
    week: 17,
    id: 'story-scam-free-game-coins',
    personas: YOUNG,
    scamTakes: 'anywhere',
    channel: 'text',
    from: 'GameVault Rewards',
    subject: 'You won 5,000 coins!',
    content:
      '<p>Congrats!! You won <strong>5,000 free coins</strong> for your favourite game! To claim, just verify your account with a <strong>$15</strong> gift card code. Offer ends in 1 hour!</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -1500,
    acceptOutcome:
      "<p>You sent a <strong>%AMOUNT%</strong> gift card code, and no coins ever came. The gift card money is gone.</p><ul><li>A prize for a competition you never entered.</li><li>A payment to 'verify' a prize.</li><li>Payment by gift card, with a one-hour deadline.</li></ul><p><strong>What to do in real life:</strong> tell an adult you trust, report it to Scamwatch, and never share gift card codes.</p>",
    declineOutcome:
      '<p>Good call. Games never ask for gift cards to hand out prizes. Report it to Scamwatch and delete it.</p>',
    redFlags: [
      'A prize you never entered to win',
      'Paying to claim something free',
      'A gift card and a deadline',
    ],
  },
  {
    // Estimate: a front and back set of USB bike lights, $25 to $35 (2025).
    type: 'event',
    week: 18,
    id: 'story-bike-lights',
    personas: YOUNG,
    // Only a player with a bike needs lights for it; week 18 has the hot chocolate for everyone.
    requires: OWNS_A_BIKE,
    kind: 'mishap',
    billTitle: 'Bike lights',
    channel: 'email',
    from: 'Spokes Bike Shop',
    subject: 'Your invoice: bike lights',
    content:
      "<p>It's dark by 5 now, so good call on the lights. Front and back USB lights: <strong>%AMOUNT%</strong>, to pay by the due date. Ride safe!</p>",
    amountCents: 2800,
  },
  {
    // Estimate: a school fundraiser's hot chocolate, $2 to $3 a cup (2025): five for $10.
    type: 'offer',
    week: 18,
    id: 'story-hot-chocolate-card',
    personas: YOUNG,
    channel: 'email',
    from: 'Riverbend High Student Council',
    subject: 'Hot chocolate for the breakfast club',
    content:
      '<p>Winter is here! We are selling hot chocolate at lunchtime to raise money for the school breakfast club: a card for five cups is <strong>$10</strong>.</p>',
    isScam: false,
    acceptAmountCents: -1000,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong> for five warm lunchtimes, and the breakfast club gets the money.</p>',
    declineOutcome: '<p>You brought a thermos from home instead. Warm and free!</p>',
    redFlags: [],
  },
  {
    // Estimate: a student movie ticket about $15 and a snack about $11 (2025).
    type: 'offer',
    week: 21,
    id: 'story-movie-night',
    personas: YOUNG,
    channel: 'text',
    from: 'Tahlia',
    subject: 'Movies Friday?',
    content:
      '<p>Movies on Friday night? A student ticket plus popcorn and a drink comes to about <strong>$26</strong>. Everyone is going!</p>',
    isScam: false,
    acceptAmountCents: -2600,
    acceptOutcome: '<p>Great movie, better company. You spent <strong>%AMOUNT%</strong>.</p>',
    declineOutcome:
      '<p>You had a movie night at home instead. Cheaper, and the couch is comfier.</p>',
    redFlags: [],
  },
  {
    // No tax is withheld from pay of $360 a week or less when the tax-free threshold is claimed
    // (PAYG withholding, scale 2: reference "Tax"), but a second job or a shift for another
    // employer withholds from the first dollar (scale 1), and the return gets it back; with income
    // under $18,200 and no tax withheld, no return is needed: a non-lodgment advice tells the ATO
    // (ato.gov.au). The words hold either way. Week 23 is 1-7 July, when tax agents advertise (the
    // 18-year-old's beat is the same week).
    type: 'offer',
    week: 23,
    id: 'story-tax-agent-at-home',
    personas: YOUNG,
    channel: 'email',
    from: 'QuickTax Hobart',
    subject: 'Your first tax return?',
    content:
      '<p>A new financial year started on 1 July, so it is tax time! Pay <strong>$90</strong> and we will do your first tax return for you this week.</p>',
    isScam: false,
    acceptAmountCents: -9000,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong> and your return is lodged. A return for a part-time job is simple: in myGov most of it is filled in for you, free. If tax was taken from your pay (a second job takes it from the first dollar), the return gets back what was overpaid; if none was and you earned under $18,200, a free non-lodgment advice is usually all the ATO needs.</p>',
    declineOutcome:
      "<p>You'll do it yourself, free, in myGov, where most of it is filled in for you. If tax was taken from your pay, the return gets back what was overpaid; if none was and you earned under $18,200, a non-lodgment advice is usually all the ATO needs.</p>",
    redFlags: [],
  },
  {
    type: 'event',
    week: 27,
    id: 'story-half-year-gift',
    personas: YOUNG,
    kind: 'windfall',
    channel: 'email',
    from: 'Mum',
    subject: 'Six months of earning!',
    content:
      "<p>Six months with a job and paying your own way: Dad and I are so proud. Here's <strong>%AMOUNT%</strong>. Love, Mum xx</p>",
    amountCents: 3000,
  },
];

/** The 14-15 persona's own beats. */
const own1415: StoryBeat[] = [
  {
    // Estimate: a movie and snacks for a birthday, about $25 (2025).
    type: 'offer',
    week: 4,
    id: 'story-fifteenth-movies',
    personas: ['14-15'],
    channel: 'text',
    from: 'Tahlia',
    subject: "Ella's 15th",
    content:
      "<p>It's Ella's 15th on Saturday: movies and bowling! It's <strong>$25</strong> each. Coming?</p>",
    isScam: false,
    acceptAmountCents: -2500,
    acceptOutcome:
      '<p>Bowling was chaos, the movie was great. You spent <strong>%AMOUNT%</strong> on a fun day with friends.</p>',
    declineOutcome: '<p>You made Ella a card instead. She loved it.</p>',
    redFlags: [],
  },
  {
    // Estimate: a garage-sale table of outgrown games and books, $30 to $50 (2025).
    type: 'offer',
    week: 6,
    id: 'story-garage-sale',
    personas: ['14-15'],
    channel: 'text',
    from: 'Mum',
    subject: 'Garage sale',
    content:
      "<p>We're having a garage sale on Saturday. Give up your morning to sell your old games and books and you'll make about <strong>$35</strong>. In?</p>",
    isScam: false,
    acceptAmountCents: 3500,
    acceptOutcome:
      "<p>An early start, but you sold most of it and made <strong>%AMOUNT%</strong>. Stuff you don't use is money waiting to happen.</p>",
    declineOutcome: '<p>You slept in. The old games are still under your bed.</p>',
    redFlags: [],
  },
  {
    // Estimate: a game at half price in a sale, $39 instead of $79 (2025).
    type: 'offer',
    week: 8,
    id: 'story-game-sale',
    personas: ['14-15'],
    channel: 'email',
    from: 'Pixel Plaza',
    subject: 'Half price this weekend',
    content:
      '<p>This weekend only: the game on your wishlist is <strong>$39</strong> instead of $79. Accept to buy it now.</p>',
    isScam: false,
    acceptAmountCents: -3900,
    acceptOutcome:
      '<p>You bought it for <strong>%AMOUNT%</strong>. A sale is only a saving if you really wanted it anyway.</p>',
    declineOutcome: '<p>You passed. Not buying it saves the whole $39, not just half.</p>',
    redFlags: [],
  },
  {
    // Estimate: popular sneakers at full price in an Australian sports store, $160 to $220 (2025).
    // A want, not a need: Charlie's shoes still fit (the lesson of the 16-17 formal and gig).
    type: 'offer',
    week: 12,
    id: 'story-new-sneakers',
    personas: ['14-15'],
    channel: 'text',
    from: 'Tahlia',
    subject: 'New sneakers',
    content:
      "<p>The new sneakers everyone's talking about just came out: <strong>$180</strong> at the sports store in town. I'm getting mine Saturday. Come and get a pair too?</p>",
    isScam: false,
    acceptAmountCents: -18_000,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong> for the new sneakers. They look great, and your old pair still fitted fine. Was it a need or a want?</p>',
    declineOutcome:
      "<p>Your old shoes still fit, so you'll wait. You kept the $180, and Tahlia still wants you along on Saturday.</p>",
    redFlags: [],
  },
  {
    // Estimate: minding a younger cousin for an afternoon, $30 (2025).
    type: 'offer',
    week: 10,
    id: 'story-mind-cousin',
    personas: ['14-15'],
    channel: 'text',
    from: 'Aunty Mel',
    subject: 'Sunday afternoon?',
    content:
      "<p>Could you mind Lily on Sunday afternoon while I'm at work? Three hours, and I'll pay you <strong>$30</strong>.</p>",
    isScam: false,
    acceptAmountCents: 3000,
    work: { kind: 'odd job' },
    acceptOutcome:
      '<p>You and Lily built a cubby and ate all the biscuits. Aunty Mel paid you <strong>%AMOUNT%</strong>.</p>',
    declineOutcome: '<p>You were busy, so Aunty Mel asked a neighbour.</p>',
    redFlags: [],
  },
  {
    // Estimate: a school social ticket with food, $20 to $30 (2025).
    type: 'offer',
    week: 20,
    id: 'story-school-social',
    personas: ['14-15'],
    channel: 'email',
    from: 'Riverbend High Student Council',
    subject: 'Winter social tickets',
    content:
      '<p>The Year 10 winter social is on next Friday! Tickets are <strong>$25</strong>, with a DJ and food.</p>',
    isScam: false,
    acceptAmountCents: -2500,
    acceptOutcome: '<p>You paid <strong>%AMOUNT%</strong> and danced all night.</p>',
    declineOutcome: '<p>You gave the social a miss and kept your $25.</p>',
    redFlags: [],
  },
  holidayShifts('14-15'),
];

/** The 16-17 persona's own beats. */
const own1617: StoryBeat[] = [
  {
    // Estimate: pizza and laser tag, about $35 (2025).
    type: 'offer',
    week: 4,
    id: 'story-seventeenth-laser-tag',
    personas: ['16-17'],
    channel: 'text',
    from: 'Ollie',
    subject: "Hamish's 17th",
    content:
      "<p>Hamish's 17th is laser tag then pizza on Saturday: <strong>$35</strong> each. You in?</p>",
    isScam: false,
    acceptAmountCents: -3500,
    acceptOutcome:
      '<p>You lost at laser tag but won at pizza. You paid <strong>%AMOUNT%</strong> for a great night.</p>',
    declineOutcome: '<p>You caught up with Hamish at school and gave him a card.</p>',
    redFlags: [],
  },
  {
    // Estimate: a driving lesson in Hobart, $65 to $75 (2025); two lessons in a package, $130.
    type: 'offer',
    week: 8,
    id: 'story-driving-lessons',
    personas: ['16-17'],
    channel: 'email',
    from: 'Southern Cross Driving School',
    subject: 'Learner package',
    content:
      '<p>Got your learner licence? Our starter package is two one-hour lessons for <strong>$130</strong>, with a qualified instructor in a dual-control car.</p>',
    isScam: false,
    acceptAmountCents: -13_000,
    acceptOutcome:
      "<p>You paid <strong>%AMOUNT%</strong>. A couple of lessons with a pro makes the hours with your family's car go much better.</p>",
    declineOutcome: '<p>You will practise with family for now and keep the $130.</p>',
    redFlags: [],
  },
  {
    // Estimate: an all-ages gig ticket in Hobart, $45 to $65 (2025).
    type: 'offer',
    week: 10,
    id: 'story-all-ages-gig',
    personas: ['16-17'],
    channel: 'text',
    from: 'Ollie',
    subject: 'All-ages gig!',
    content:
      '<p>That band is doing an all-ages show in Hobart next month! Tickets are <strong>$55</strong> on the official site. Want me to buy yours?</p>',
    isScam: false,
    acceptAmountCents: -5500,
    acceptOutcome:
      '<p>You paid Ollie back <strong>%AMOUNT%</strong>. Buying from the official seller means the ticket is real.</p>',
    declineOutcome: "<p>You'll skip this one. The $55 stays with you.</p>",
    redFlags: [],
  },
  {
    // Estimate: a school formal ticket with dinner, $90 to $120 (2025).
    type: 'offer',
    week: 20,
    id: 'story-formal-ticket',
    personas: ['16-17'],
    channel: 'email',
    from: 'Riverbend High Student Council',
    subject: 'Formal tickets on sale',
    content:
      '<p>Tickets for the Year 11 and 12 formal are on sale: <strong>$95</strong>, dinner included. Pay by the end of the week to lock in your seat.</p>',
    isScam: false,
    acceptAmountCents: -9500,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong>. Now for the outfit: borrowing or op-shopping can keep the night affordable.</p>',
    declineOutcome: '<p>You decided the formal is not your thing. That is fine too.</p>',
    redFlags: [],
  },
  holidayShifts('16-17'),
];

/** Beats of story.ts that fit every persona, or the 16-17 one as well. */
const fromAdult = {
  all: [
    'story-sold-jacket',
    'story-streaming-with-ads',
    'story-garden-help',
    'story-winter-appeal',
    'story-phone-battery',
    'story-grandpa-jumper',
    'story-boots-sale',
  ],
  '16-17': ['story-help-a-mate-move'],
};

function byWeek(beats: StoryBeat[]): StoryBeat[] {
  return [...beats].sort((a, b) => a.week - b.week);
}

export const story1415: StoryBeat[] = byWeek([
  ...shared,
  ...own1415,
  ...fromAdult.all.map(fromAdultStory),
]);

export const story1617: StoryBeat[] = byWeek([
  ...shared,
  ...own1617,
  ...[...fromAdult.all, ...fromAdult['16-17']].map(fromAdultStory),
]);
