// The starter scenario's story: one thing or more in every week of a 26- or 27-week game, the
// same for every player, so no week passes with nothing to decide and nothing happening (the
// random events and offers come on top). The player is 18, works full time at Harbour Street
// Grocers and shares a house in Hobart with Jess and Noah; the game starts in late summer (week 1
// begins on 28 January 2026: starter/rules.ts, tax), so winter arrives around week 18 and the
// financial year ends with week 22, on 30 June; the ATO's "Your tax return" comes in week 25.
//
// Each figure is realistic for Hobart in 2026, with its source beside it: the reference is
// docs/reference/australia-finance.md; "estimate" marks a figure worked out from typical
// prices where no published figure fits. The words say exactly what the game does: an amount in
// the text is the amount that moves, and a bill said to change changes by that much, from the
// week the text names (or from next week). Names of people and businesses are made up.
// A beat tagged `personas` fits only those players; the untagged ones fit every persona, and the
// stories of the players who live at home (story-at-home.ts) take them as they are.
import type { StoryBeat } from './schemas';

/** The scenario's bills the story changes (bills.ts), with the amounts the texts quote. */
const BUS_FARES_WEEKLY = 3500; // everyday.ts: 'transport'
const RENT_FORTNIGHTLY = 46_600; // bills.ts: 'rent', $233 a week

export const story: StoryBeat[] = [
  {
    // Estimate: toilet paper, dish liquid, milk and coffee for three people for a few weeks.
    type: 'offer',
    week: 1,
    id: 'story-house-kitty',
    personas: ['18'],
    channel: 'text',
    from: 'Jess (housemate)',
    subject: 'House kitty',
    content:
      '<p>Welcome home! We each put <strong>$20</strong> in the house kitty for the stuff we all use: toilet paper, dish liquid, milk and coffee. You in?</p>',
    isScam: false,
    acceptAmountCents: -2000,
    acceptOutcome:
      '<p>You put <strong>%AMOUNT%</strong> in the kitty. Buying the basics together costs each of you less than buying your own.</p>',
    declineOutcome:
      '<p>You said you would buy your own basics. That works too, though shared buys usually cost less.</p>',
    redFlags: [],
  },
  {
    // A family gift; events in the pools are $20 to $400.
    type: 'event',
    week: 2,
    id: 'story-housewarming-gift',
    personas: ['18'],
    kind: 'windfall',
    channel: 'email',
    from: 'Aunty Bec',
    subject: 'For your new place',
    content:
      "<p>Congratulations on your first place! Here's <strong>%AMOUNT%</strong> towards something nice for your room. So proud of you.</p><p>Aunty Bec xx</p>",
    amountCents: 5000,
  },
  {
    // Metro Tasmania's Greencard: a $5 sign-up fee, then 20% off cash fares
    // (metrotas.com.au/fares/greencard, 2025). 20% off $35 a week is $28.
    type: 'offer',
    week: 3,
    id: 'story-bus-travel-card',
    personas: ['18'],
    channel: 'email',
    from: 'Metro Buses',
    subject: 'Pay less for the bus with a travel card',
    content:
      '<p>Still paying cash fares? A Metro Buses travel card costs <strong>$5</strong> to set up, then every fare is 20% off. For your trips to work, that takes your bus fares from $35 to <strong>$28 a week</strong>, starting next week.</p>',
    isScam: false,
    acceptAmountCents: -500,
    acceptBillChange: { seriesId: 'transport', amountCents: (BUS_FARES_WEEKLY * 80) / 100 },
    acceptOutcome:
      '<p>You paid the <strong>%AMOUNT%</strong> sign-up fee. From next week your bus fares are $28 a week instead of $35, so the card pays for itself in the first week.</p>',
    declineOutcome:
      '<p>You kept paying cash fares of $35 a week. Small savings add up: $7 a week is $364 a year.</p>',
    redFlags: [],
  },
  {
    // Estimate: a main and a drink at a casual Hobart restaurant, about $40 to $50 (2025).
    type: 'offer',
    week: 4,
    id: 'story-birthday-dinner',
    personas: ['18'],
    channel: 'text',
    from: 'Priya',
    subject: "Tom's 19th",
    content:
      "<p>Tom's 19th is on Saturday! Dinner at the Vietnamese place in North Hobart, about <strong>$45</strong> each with a drink. I'll pay the bill and you send me your share. You coming?</p>",
    isScam: false,
    acceptAmountCents: -4500,
    acceptOutcome:
      '<p>Great night! You sent Priya your <strong>%AMOUNT%</strong>. Time with friends deserves a place in your budget.</p>',
    declineOutcome:
      '<p>You sent Tom a birthday message and caught up with him for a coffee later. Skipping some outings is part of how a budget works.</p>',
    redFlags: [],
  },
  {
    // Estimate: new soles and heels at a shoe repairer, about $40 to $70 (2025).
    type: 'event',
    week: 5,
    id: 'story-work-shoes',
    personas: ['18'],
    kind: 'mishap',
    billTitle: 'Shoe repair',
    channel: 'email',
    from: 'Sole Mates Shoe Repairs',
    subject: 'Your work shoes are ready',
    content:
      '<p>Your work shoes are ready: new soles and heels, good for plenty more shifts on your feet. Total to pay: <strong>%AMOUNT%</strong>.</p><p>Repairing good shoes often costs less than a new pair.</p>',
    amountCents: 4500,
  },
  {
    // $20 an hour for a favour between friends, below the $24.95 adult minimum wage (reference,
    // "Wages", Fair Work 2025) that an employer would have to pay.
    type: 'offer',
    week: 6,
    id: 'story-help-a-mate-move',
    personas: ['16-17', '18'],
    channel: 'text',
    from: 'Marcus',
    subject: 'Moving day',
    content:
      "<p>Any chance you can help me move on Saturday morning? About three hours of carrying boxes. I'll pay you <strong>$60</strong> and shout lunch.</p>",
    isScam: false,
    acceptAmountCents: 6000,
    work: { kind: 'odd job' },
    acceptOutcome:
      '<p>Sore arms, but Marcus paid you <strong>%AMOUNT%</strong> and bought lunch. Being reliable means people ask you again.</p>',
    declineOutcome: '<p>You told Marcus you were busy. He found another mate to help.</p>',
    redFlags: [],
  },
  {
    // Tasmania: rent may rise only with at least 60 days' written notice, and only once in 12
    // months (consumer.tas.gov.au/renting/rent). Hobart rents rose 4.8% in the March quarter of
    // 2025 (REA Group, reported by the Mercury, May 2025); $20 a fortnight on $466 is 4.3%.
    // Week 7 to week 17 is ten weeks, more than 60 days. The player joined the house's lease,
    // which Jess and Noah signed a year before week 7, so a rise is allowed from then.
    type: 'event',
    week: 7,
    id: 'story-rent-increase-notice',
    personas: ['18'],
    kind: 'notice',
    channel: 'email',
    // About the lease: only while the player still lives there and no notice to vacate is open
    // (a landlord moving to evict sends no rent rise; the housemate's text below comes instead).
    requires: { inFirstHome: true, noticeToVacateOpen: false },
    from: 'Harbourside Realty',
    subject: 'Notice of rent increase',
    content:
      "<p>Dear tenants,</p><p>The lease on the house started a year ago this month (you joined it when you moved in), so the owner has reviewed the rent. From the rent bill of <strong>week 17</strong>, the rent for your room goes up by $20 a fortnight, from $466 to <strong>$486 a fortnight</strong>.</p><p>In Tasmania, rent can only go up once every 12 months, with at least 60 days' written notice.</p>",
    amountCents: 0,
    billChange: { seriesId: 'rent', amountCents: RENT_FORTNIGHTLY + 2000, fromWeek: 17 },
  },
  {
    // In the rent rise's place for a tenant under a notice to vacate: the housemates hear of it.
    // Paying the arrears stops the path at any point in the game (tenancy.ts); the Tenants' Union
    // of Tasmania gives free advice to tenants (tutas.org.au).
    type: 'event',
    week: 7,
    id: 'story-housemate-rent-worry',
    personas: ['18'],
    kind: 'notice',
    channel: 'text',
    requires: { inFirstHome: true, noticeToVacateOpen: true },
    from: 'Jess (housemate)',
    subject: 'The rent',
    content:
      "<p>Hey, Harbourside rang the house: they say your rent is behind and they've started to move you out. Are you OK? Paying what you owe stops it. The Tenants' Union of Tasmania gives free advice if you want to talk it through.</p>",
    amountCents: 0,
  },
  {
    // Live Performance Australia: the average live performance ticket was $135.39 in 2024
    // (LPA 2024 Attendance and Revenue Report); a touring band at a Hobart venue costs less.
    type: 'offer',
    week: 8,
    id: 'story-gig-tickets',
    personas: ['18'],
    channel: 'text',
    from: 'Mia',
    subject: 'Gig on Friday?',
    content:
      '<p>That band we love is playing in town on Friday! Tickets are <strong>$79</strong> on the official ticket site. Want me to get two and you pay me back?</p>',
    isScam: false,
    acceptAmountCents: -7900,
    acceptOutcome:
      '<p>You paid Mia back <strong>%AMOUNT%</strong> and had a great night. Buying from the official seller (or a friend you know) means the ticket is real.</p>',
    declineOutcome:
      "<p>You gave this one a miss. There'll be other gigs, and the $79 stays with you.</p>",
    redFlags: [],
  },
  {
    // Estimate: a key cut from the agent's master key, $15 to $30 (2025).
    type: 'event',
    week: 9,
    id: 'story-lost-key',
    personas: ['18'],
    kind: 'mishap',
    billTitle: 'Replacement key',
    channel: 'email',
    // About the share house and its people: only while the player still lives there.
    requires: { inFirstHome: true },
    from: 'Harbourside Realty',
    subject: 'Your replacement key',
    content:
      '<p>You let us know you had lost your house key, so we have had a new one cut from our master key. The charge is <strong>%AMOUNT%</strong>. Keep it somewhere safe!</p>',
    amountCents: 2500,
  },
  {
    // Estimate: two nights in a cabin near Coles Bay, about $475, split five ways is $95, plus
    // about $25 each for petrol from Hobart and back (2025).
    type: 'offer',
    week: 10,
    id: 'story-weekend-away',
    personas: ['18'],
    channel: 'text',
    from: 'Jess (housemate)',
    subject: 'Freycinet weekend?',
    content:
      "<p>A few of us are going to Freycinet for a weekend! The cabin and petrol split five ways comes to <strong>$120</strong> each. Keen? I'll book once everyone's paid.</p>",
    isScam: false,
    acceptAmountCents: -12_000,
    acceptOutcome:
      '<p>Wineglass Bay at sunrise: worth it! You paid your <strong>%AMOUNT%</strong> share. Splitting the costs makes a trip with friends affordable.</p>',
    declineOutcome:
      '<p>You stayed home this time. Putting a little aside each week is a good way to be ready for the next trip.</p>',
    redFlags: [],
  },
  {
    // A family gift, as in week 2. The id is kept for games that have the message; it was a jacket
    // the player sold, which My Stuff never held.
    type: 'event',
    week: 11,
    id: 'story-sold-jacket',
    kind: 'windfall',
    channel: 'text',
    from: 'Grandma Rose',
    subject: 'Coin jar',
    content:
      "<p>I finally counted the coin jar I've been filling for you: <strong>%AMOUNT%</strong>! I've sent it to you. Love, Grandma</p>",
    amountCents: 4500,
  },
  {
    // Streaming costs $7.99 to $25.99 a month (reference, "Living costs"); the plan with ads is
    // the cheapest. The scenario's subscription is $12.99 every four weeks (everyday.ts).
    type: 'offer',
    week: 12,
    id: 'story-streaming-with-ads',
    channel: 'email',
    from: 'StreamFlix',
    subject: 'Pay less with our plan with ads',
    content:
      "<p>Want to pay less? Our plan with ads is <strong>$7.99 a month</strong> instead of the $12.99 you pay now. Accept to switch from your next renewal. There's nothing to pay today.</p>",
    isScam: false,
    acceptAmountCents: 0,
    acceptBillChange: { seriesId: 'streaming', amountCents: 799 },
    acceptOutcome:
      '<p>You switched. Your next renewal is $7.99 instead of $12.99: $5 a month saved, for a few ads.</p>',
    declineOutcome:
      '<p>You kept the ad-free plan at $12.99 a month. Checking your subscriptions now and then is worth it: small ones add up.</p>',
    redFlags: [],
  },
  {
    // Estimate: a call-out and a new drain pump for a washing machine, about $180 to $220 (2025).
    type: 'event',
    week: 13,
    id: 'story-washing-machine',
    personas: ['18'],
    kind: 'mishap',
    billTitle: 'Washing machine repair (your share)',
    owedTo: 'person',
    channel: 'text',
    // About the share house and its people: only while the player still lives there.
    requires: { inFirstHome: true },
    from: 'Jess (housemate)',
    subject: 'Washing machine',
    content:
      "<p>The washing machine's fixed! It needed a new pump, $195 all up, so <strong>$65</strong> each. I've paid the repairer; can you pay me back? The request is in your Email.</p>",
    amountCents: 6500,
  },
  {
    // Estimate: a second-hand commuter bike with a helmet and lock sells for $120 to $200 (2025).
    // It joins My Stuff as the catalogue's 'bike', worth the $150 paid; like any bike it halves the
    // week's bus fares from the week it is bought (the catalogue's travelSaving).
    type: 'offer',
    week: 14,
    id: 'story-second-hand-bike',
    personas: ['18'],
    channel: 'text',
    from: 'Ana (workmate)',
    subject: 'My bike',
    content:
      "<p>I'm selling my commuter bike with a helmet and lock for <strong>$150</strong>. It's 15 minutes to work by bike, so you'd only need the bus on rainy days: about <strong>half</strong> your bus fares. Want it?</p>",
    isScam: false,
    acceptAmountCents: -15_000,
    acceptItemId: 'bike',
    acceptOutcome:
      "<p>You bought the bike for <strong>%AMOUNT%</strong>. It's in My Stuff now, and from this week your bus fares are half what they were, so it pays for itself within a few months.</p>",
    declineOutcome:
      '<p>You stuck with the bus. Spending now to save later only pays off if you really use what you buy.</p>',
    redFlags: [],
  },
  {
    // $20 an hour, as for moving day.
    type: 'offer',
    week: 15,
    id: 'story-garden-help',
    channel: 'text',
    from: 'Mrs Papadopoulos (next door)',
    subject: 'Garden help',
    content:
      '<p>Hello dear, could you help me clear my garden on Sunday? About four hours of work, and I will pay you <strong>$80</strong>.</p>',
    isScam: false,
    acceptAmountCents: 8000,
    work: { kind: 'odd job' },
    acceptOutcome:
      "<p>The garden looks wonderful and Mrs Papadopoulos paid you <strong>%AMOUNT%</strong>. She's already telling the neighbours.</p>",
    declineOutcome:
      '<p>You told Mrs Papadopoulos you could not make it this time. She understood.</p>',
    redFlags: [],
  },
  {
    // Estimate: a standard physiotherapy consultation in Hobart, $80 to $100 (2025); Medicare does
    // not cover it without a GP's care plan.
    type: 'event',
    week: 16,
    id: 'story-physio',
    personas: ['18'],
    kind: 'mishap',
    billTitle: 'Physio appointment',
    channel: 'email',
    from: 'Sandy Bay Physio',
    subject: 'Your appointment today',
    content:
      "<p>Thanks for coming in about your sore back. Today's consultation is <strong>%AMOUNT%</strong>: here's your invoice. Keep up the stretches, and bend your knees when you lift!</p>",
    amountCents: 8500,
  },
  {
    // Payment redirection scams cost Australians $152.6m in 2024 (reference, "Scams", National
    // Anti-Scam Centre). The loss is one fortnight's rent after the rise: $486.
    type: 'offer',
    week: 17,
    id: 'story-scam-rent-account',
    personas: ['18'],
    scamTakes: 'bank',
    channel: 'text',
    from: 'Harbourside Rentals',
    subject: 'New bank details',
    content:
      '<p>Harbourside: our bank details have changed. Please pay this fortnight\'s rent of <strong>$486</strong> to BSB 000-111, account 2233 4455 today to avoid a late fee. Reply "PAID" when done.</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -(RENT_FORTNIGHTLY + 2000),
    acceptOutcome:
      "<p>You transferred <strong>%AMOUNT%</strong>, but the text wasn't from your agent. The money went to scammers, and your real rent is still owing.</p><ul><li>The sender's name was a little different from your agent's.</li><li>Bank details changed by text, with a same-day deadline.</li><li>A real agent would never mind you calling to check.</li></ul><p>If details ever change, call your agent on the number you already have before paying.</p><p><strong>What to do in real life:</strong> call your bank straight away on the number on its website, and report the scam to Scamwatch.</p>",
    declineOutcome:
      '<p>Good call. You checked with your agent, and they had not changed their bank details. Report scam texts to Scamwatch, then delete them.</p>',
    redFlags: [
      "A sender's name that is not quite your agent's",
      'New bank details sent by text',
      'Pressure to pay today to avoid a fee',
    ],
  },
  {
    // Heating and hot water are 60 to 70% of a Tasmanian household's yearly energy use (Aurora
    // Energy, "Monitor your usage"); estimate: the power share rises from $60 to $85 every four
    // weeks in winter. Power bills arrive every four weeks from week 3 (bills.ts): week 19 is one.
    type: 'event',
    week: 18,
    id: 'story-winter-power',
    personas: ['18'],
    kind: 'notice',
    channel: 'text',
    // About the share house and its people: only while the player still lives there.
    requires: { inFirstHome: true },
    from: 'Jess (housemate)',
    subject: 'Winter power',
    content:
      "<p>Heads up: winter's here and the heaters are on, so the power bills will be bigger. From the bill in <strong>week 19</strong>, your share goes from $60 to <strong>$85</strong>. Door snakes, anyone?</p>",
    amountCents: 0,
    billChange: { seriesId: 'power-internet', amountCents: 8500, fromWeek: 19 },
  },
  {
    // The same winter in the spare room the player moved to after a court order (new-home.ts).
    // Estimate: two door snakes and a plug-in heater timer, about $20 at a hardware store (2025).
    type: 'offer',
    week: 18,
    id: 'story-winter-power-new-home',
    personas: ['18'],
    channel: 'text',
    requires: { inFirstHome: false },
    from: 'Kai (new housemate)',
    subject: 'Winter power',
    content:
      "<p>Heads up: it's cold and the heaters are on, so the power bill here will jump. I'm getting door snakes and a timer for the heater to keep it down. Chip in <strong>$10</strong>, half?</p>",
    isScam: false,
    acceptAmountCents: -1000,
    acceptOutcome:
      '<p>You chipped in <strong>%AMOUNT%</strong>. The draughts are gone and the heater switches itself off at midnight.</p>',
    declineOutcome: "<p>You said you'd rather not. Kai got them anyway and didn't mind.</p>",
    redFlags: [],
  },
  {
    // Only gifts of $2 or more to a deductible gift recipient (DGR) can be claimed as a tax
    // deduction, not gifts to every registered charity (ato.gov.au, "Gifts and donations"); a
    // homelessness charity is usually a DGR (a public benevolent institution). The game's tax
    // return has no deductions (docs/economy.md, Tax time), so the words say so. $20: an estimate.
    type: 'offer',
    week: 19,
    id: 'story-winter-appeal',
    channel: 'email',
    from: 'Southern Shelter Winter Appeal',
    subject: 'A warm night for someone',
    content:
      '<p>This winter, <strong>$20</strong> gives someone sleeping rough in Hobart a hot meal and a warm blanket. We are a deductible gift recipient (DGR), so gifts of $2 or more can be claimed as a tax deduction.</p>',
    isScam: false,
    acceptAmountCents: -2000,
    acceptOutcome:
      "<p>Thank you! You gave <strong>%AMOUNT%</strong>. In real life, keep the receipt: a gift of $2 or more to a DGR can be claimed at tax time (not every charity is one). This game's tax return has no deductions, so it won't change your tax here.</p>",
    declineOutcome:
      '<p>Not this time. Giving is a choice, and yours to make when it fits your budget.</p>',
    redFlags: [],
  },
  {
    // Estimate: single-vision glasses from chain optometrists, about $100 to $200 (2025);
    // Medicare covers a comprehensive eye test every three years.
    type: 'event',
    week: 20,
    id: 'story-new-glasses',
    personas: ['18'],
    kind: 'mishap',
    billTitle: 'New glasses',
    channel: 'email',
    from: 'Clearview Optometrists',
    subject: 'Your glasses are ready',
    content:
      '<p>Your eye test was bulk billed, and your new glasses are ready to collect. Frames and lenses: <strong>%AMOUNT%</strong>, to pay by the due date.</p>',
    amountCents: 15_900,
  },
  {
    // Estimate: a pub trivia fundraiser with dinner, $30 to $40 a ticket (2025).
    type: 'offer',
    week: 21,
    id: 'story-trivia-night',
    personas: ['18'],
    channel: 'text',
    from: 'Noah (housemate)',
    subject: 'Trivia night',
    content:
      '<p>Trivia night at the pub on Thursday, raising money for the footy club. <strong>$35</strong> a ticket, dinner included. We need a sixth brain!</p>',
    isScam: false,
    acceptAmountCents: -3500,
    acceptOutcome:
      "<p>Your team came third, and dinner was good. You paid <strong>%AMOUNT%</strong> for a night out that's also for a good cause.</p>",
    declineOutcome: '<p>You sat this one out. Noah says the team will need you next time.</p>',
    redFlags: [],
  },
  {
    // Estimate: a phone battery fitted by an independent repairer, $80 to $130 (2025).
    type: 'offer',
    week: 22,
    id: 'story-phone-battery',
    channel: 'text',
    from: 'Pocket Fix Repairs',
    subject: 'Your battery quote',
    content:
      "<p>Thanks for dropping in. Your phone's battery is down to 74% health, which is why it's flat by lunchtime. A new battery is <strong>$99</strong>, fitted in an hour. Want to go ahead?</p>",
    isScam: false,
    acceptAmountCents: -9900,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong> and your phone lasts all day again. A repair often costs far less than a new phone.</p>',
    declineOutcome: '<p>You decided to carry a charger for now and keep the $99.</p>',
    redFlags: [],
  },
  {
    // Estimate: a simple individual tax return at a tax agent, $80 to $150 (2025). Lodging online
    // through myGov is free, and most of a one-job return is filled in already; the cost of
    // managing your tax affairs is deductible in the income year it is paid (ato.gov.au): paid in
    // July, the fee goes on next year's return, so the game's 2025-26 return is the same either
    // way, and the ATO e-mails its result in week 25 (income/tax-time.ts). Week 23 is 1-7 July.
    type: 'offer',
    week: 23,
    id: 'story-tax-agent',
    personas: ['18'],
    channel: 'email',
    from: 'QuickTax Hobart',
    subject: 'Tax time: we can do your return',
    content:
      '<p>The new financial year started on 1 July, so it is tax return time! Pay <strong>$90</strong> and we will do your tax return for you this week.</p>',
    isScam: false,
    acceptAmountCents: -9000,
    acceptOutcome:
      "<p>You paid <strong>%AMOUNT%</strong> and your return is lodged. The ATO will email you the result. An agent helps most when your tax is complicated, and the fee can be claimed on next year's return.</p>",
    declineOutcome:
      '<p>You lodged your own return online through myGov. With one job, most of it is filled in for you, and it is free. The ATO will email you the result.</p>',
    redFlags: [],
  },
  {
    // A family gift, as in week 2.
    type: 'event',
    week: 24,
    id: 'story-grandpa-jumper',
    kind: 'windfall',
    channel: 'text',
    from: 'Grandpa Joe',
    subject: 'Keep warm',
    content:
      '<p>Saw the weather down your way on the news. Here is <strong>%AMOUNT%</strong> for a warm jumper. Love, Grandpa</p>',
    amountCents: 4000,
  },
  {
    // Estimate: winter boots usually around $150, 40% off in the June sales (2025).
    type: 'offer',
    week: 25,
    id: 'story-boots-sale',
    channel: 'email',
    from: 'Southern Outdoor Co.',
    subject: 'Mid-year sale: 40% off boots',
    content:
      '<p>Our mid-year sale is on! Waterproof winter boots, usually $150, are <strong>$90</strong> this week only. Accept to order a pair for collection in store.</p>',
    isScam: false,
    acceptAmountCents: -9000,
    acceptOutcome:
      '<p>You bought the boots for <strong>%AMOUNT%</strong>. A sale is a saving only if you were going to buy the thing anyway.</p>',
    declineOutcome:
      "<p>You passed on the boots. Not buying something you don't need saves you the whole price.</p>",
    redFlags: [],
  },
  {
    // Estimate: a decent stick vacuum, about $90, split three ways (2025).
    type: 'offer',
    week: 26,
    id: 'story-house-vacuum',
    personas: ['18'],
    channel: 'text',
    from: 'Noah (housemate)',
    subject: 'New vacuum',
    content:
      '<p>The vacuum finally died. There is a good one for $90, so <strong>$30</strong> each if we split it three ways. You in?</p>',
    isScam: false,
    acceptAmountCents: -3000,
    acceptOutcome:
      '<p>You chipped in <strong>%AMOUNT%</strong> and the house has a vacuum again. Sharing the big things is one of the perks of a share house.</p>',
    declineOutcome:
      "<p>You said you'd rather not. Noah and Jess bought it between them, and now you owe them a favour.</p>",
    redFlags: [],
  },
  {
    // A family gift, as in week 2.
    type: 'event',
    week: 27,
    id: 'story-six-months',
    personas: ['18'],
    kind: 'windfall',
    channel: 'email',
    from: 'Mum',
    subject: 'Six months on your own!',
    content:
      "<p>Six months in your own place: we're so proud of how you're managing. Here's <strong>%AMOUNT%</strong> to celebrate. Love, Mum xx</p>",
    amountCents: 5000,
  },
];
