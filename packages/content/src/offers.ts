// Offers that arrive in Email and Messages. The player accepts or declines each one.
// Scams follow the patterns Scamwatch and the National Anti-Scam Centre report (Targeting
// Scams 2024: investment, romance, remote access and phishing losses; job and "task" scams the
// fastest growing and hardest on young people; fake shops that take only bank transfer or
// crypto; fake tickets and game-item scams for under-25s). Every name and web address here is
// made up; none is a real company's. Losses are kept to what a teen could lose, $30 to $500.
import type { Offer } from './schemas';

const WHAT_TO_DO =
  '<p><strong>What to do in real life:</strong> stop contact, call your bank on the number on its website (not one in the message), and report the scam to Scamwatch. If your ID details were taken, IDCARE can help for free.</p>';

const SMART_DECLINE =
  '<p>Good call. You spotted a scam and kept your money safe. Report scam messages to Scamwatch and then delete them, so others are warned too.</p>';

// ---------------------------------------------------------------------------------------------
// Scams

const scams: Offer[] = [
  // Phishing
  {
    id: 'scam-bank-new-device',
    scamTakes: 'bank',
    channel: 'text',
    from: 'MyBank Alerts',
    subject: 'New device sign-in',
    content:
      '<p>MyBank: A new device signed in to your account from Sydney NSW at 2:14am. If this was NOT you, secure your account now at mybank-secure-verify.com or it will be locked.</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -32000,
    acceptOutcome:
      "<p>You logged in on the fake page and typed in the code that arrived. The scammers used it to get into your real account and took <strong>%AMOUNT%</strong>.</p><p>Scam texts can even land in the same thread as your bank's real messages.</p><ul><li>The link wasn't your bank's website.</li><li>It tried to scare you into acting fast.</li><li>Your bank will never ask you to log in through a link or share a one-time code.</li></ul>" +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      "A link to a web address that is not the bank's own website",
      'Urgent threat that your account will be locked',
      'A scary alert about a sign-in in the middle of the night',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-mygov-refund',
    scamTakes: 'card',
    channel: 'text',
    from: 'myGov',
    subject: 'Tax refund pending',
    content:
      '<p>myGov: You are eligible for a tax refund of $482.16. Verify your identity and bank details within 24 hours to receive it: mygov-au-verify.com</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -28000,
    acceptOutcome:
      '<p>You entered your myGov login and bank card details. There was no refund: the scammers took <strong>%AMOUNT%</strong> from your card and now have your personal details too.</p><ul><li>myGov never sends links in texts or emails.</li><li>Tax refunds come after you lodge a tax return, not out of the blue.</li><li>The 24-hour deadline was there to rush you.</li></ul><p>If you need myGov, type the address in yourself or use the official app.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A refund you never applied for',
      'A link in the text (myGov never sends links)',
      'A web address that is not the real government one',
      'A 24-hour deadline',
    ],
    earliestWeek: 3,
    latestWeek: 24,
    weight: 1,
  },
  {
    id: 'scam-toll-road',
    scamTakes: 'card',
    channel: 'text',
    from: 'LinkWay Tolls',
    subject: 'Unpaid toll notice',
    content:
      '<p>LinkWay: You have an unpaid toll of $7.40. Pay today to avoid a $95 late fee: linkway-tolls-pay.com</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -21940,
    acceptOutcome:
      '<p>You paid the "toll", but the page stole your card details. Over the next few days, purchases you didn\'t make showed up on your card: <strong>%AMOUNT%</strong> gone, the "toll" included.</p><ul><li>A small amount and a big fee is a classic trick to make paying feel safe.</li><li>The address wasn\'t the toll company\'s website.</li><li>Check tolls by logging in to your toll account yourself.</li></ul>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A small amount owed with a much bigger fee if you wait',
      'Pressure to pay today',
      'A link to a look-alike web address',
    ],
    earliestWeek: 4,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-parcel-redelivery',
    scamTakes: 'card',
    channel: 'text',
    from: 'ParcelNow',
    subject: 'Parcel on hold',
    content:
      '<p>ParcelNow: Your parcel is on hold due to an incomplete address. Pay the $1.95 redelivery fee within 12 hours or it will be returned: parcelnow-redeliver.net</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -9600,
    acceptOutcome:
      "<p>You paid the tiny fee, and a few days later <strong>%AMOUNT%</strong> of online purchases appeared on your card, the fee included. There was never a parcel.</p><ul><li>You weren't expecting a delivery.</li><li>Delivery companies don't ask for card details by text.</li><li>The short deadline was meant to rush you.</li></ul><p>Track real parcels in the shop's order email or the delivery company's app.</p>" +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      "A parcel you weren't expecting",
      'A tiny fee asking for your card details',
      'A 12-hour deadline and a link in the text',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-streaming-payment',
    scamTakes: 'card',
    channel: 'email',
    from: 'FlickNest Billing',
    subject: 'Action required: your payment was declined',
    content:
      '<p>Dear Customer,</p><p>We were unable to process your latest payment. Your membership will be <strong>suspended within 48 hours</strong> unless you update your card details.</p><p>Update now at flicknest-billing-update.com</p><p>The FlickNest Team</p>',
    isScam: true,
    scamKind: 'phishing',
    acceptAmountCents: -14800,
    acceptOutcome:
      '<p>You typed your card number into the fake page. The scammers spent <strong>%AMOUNT%</strong> on gift cards before you noticed.</p><ul><li>"Dear Customer" instead of your name.</li><li>A threat to cut you off in 48 hours.</li><li>The link was to a look-alike address.</li></ul><p>If you think there\'s a problem with a subscription, open the app or type its address yourself and check there.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A greeting that does not use your name',
      'A deadline with a threat to suspend your account',
      "A link to an address that isn't the company's website",
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },

  // Fake online shops
  {
    id: 'scam-sneaker-clearance',
    scamTakes: 'bank',
    channel: 'email',
    from: 'KicksVault AU',
    subject: 'END OF SEASON: designer sneakers 75% off!!',
    content:
      '<p>Huge clearance! Designer sneakers, usually $320, now just <strong>$79</strong>. Only a few pairs left in your size.</p><p>Pay by bank transfer for free express shipping. Order at kicksvault-au-outlet.shop before midnight.</p>',
    isScam: true,
    scamKind: 'fake-online-shop',
    acceptAmountCents: -7900,
    acceptOutcome:
      '<p>You transferred <strong>%AMOUNT%</strong>. The sneakers never arrived, the website vanished a week later, and the bank couldn\'t get your money back because you\'d paid by direct transfer.</p><ul><li>The price was far too good to be true.</li><li>Bank transfer was the only option.</li><li>"Only a few left" and a midnight deadline to rush you.</li></ul><p>Shop with stores you know, search for reviews of a new one, and pay with a card or a payment service that offers buyer protection, never by bank transfer to a stranger.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A price about 75% below what the shoes usually sell for',
      'Pay by bank transfer only',
      'Pressure: only a few left, order before midnight',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-concert-tickets',
    scamTakes: 'bank',
    channel: 'text',
    from: 'Bree (Marketplace)',
    subject: 'Tickets for Saturday',
    content:
      "<p>Hey! Saw you asking about tickets. My friend can't go, so I've got one for the sold-out show on Saturday for <strong>$150</strong>. Heaps of people want it, so first to pay via bank transfer gets it. I'll email the ticket straight after.</p>",
    isScam: true,
    scamKind: 'fake-online-shop',
    acceptAmountCents: -15000,
    acceptOutcome:
      "<p>You sent the <strong>%AMOUNT%</strong>. The ticket that arrived was a fake (the same one had been sold to five other people) and Bree's profile was deleted.</p><ul><li>A stranger selling tickets to a sold-out show.</li><li>Pressure to pay first, and only by bank transfer.</li><li>No way to check the ticket was real.</li></ul><p>Buy tickets from the official seller or its authorised resale site.</p>" +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A stranger contacting you to sell tickets to a sold-out show',
      'Payment by bank transfer only, before you get anything',
      'Pressure because "heaps of people want it"',
    ],
    earliestWeek: 3,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-console-warehouse',
    scamTakes: 'bank',
    channel: 'email',
    from: 'GameHub Warehouse',
    subject: 'Consoles at 70% off, 3 left!',
    content:
      '<p>Warehouse clearance: brand-new next-gen consoles for <strong>$149</strong> (RRP $499). Only 3 left!</p><p>We accept bank transfer or crypto only. Order now at gamehub-warehouse-sale.com</p>',
    isScam: true,
    scamKind: 'fake-online-shop',
    acceptAmountCents: -14900,
    acceptOutcome:
      "<p>You paid <strong>%AMOUNT%</strong> by bank transfer. No console came, the tracking number was fake, and emails to the shop bounced.</p><ul><li>70% off a brand-new console is too good to be true.</li><li>Bank transfer or crypto only: money you can't get back.</li><li>A shop you'd never heard of, with no reviews.</li></ul>" +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A too-good price: 70% off a brand-new console',
      'Bank transfer or crypto are the only ways to pay',
      'An unknown shop pushing "only 3 left"',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-game-skins',
    scamTakes: 'anywhere',
    channel: 'text',
    from: 'xX_SkinTrader_Xx',
    subject: 'Rare skins',
    content:
      "<p>Yo, saw you in the lobby. I've got the rare Phoenix skin bundle, it's $120 in the store but I'll do it for <strong>$35</strong>. Pay with a gift card code and I'll trade it to you straight away.</p>",
    isScam: true,
    scamKind: 'fake-online-shop',
    acceptAmountCents: -3500,
    acceptOutcome:
      "<p>You bought a <strong>%AMOUNT%</strong> gift card and sent the code. The trader blocked you and no skins arrived.</p><ul><li>A stranger messaging you out of nowhere.</li><li>A big discount on something from the official store.</li><li>Payment by gift card code, which is like handing over cash.</li></ul><p>Only buy in-game items through the game's official store, and report the player in the game too.</p>" +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A stranger offering a huge discount on in-game items',
      'Payment by gift card code',
      'Trading outside the official game store',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 0.8,
  },

  // Job scams
  {
    id: 'scam-task-job',
    scamTakes: 'bank',
    channel: 'text',
    from: 'Jess, Talent Connect Recruitment',
    subject: 'Work from home opportunity',
    content:
      "<p>Hi! I'm Jess from Talent Connect. We found your profile and think you'd be perfect for flexible online work: just rate products from your phone, <strong>$150 to $400 a day</strong>. No experience needed! Reply YES and I'll add you to our team chat.</p>",
    isScam: true,
    scamKind: 'job-scam',
    acceptAmountCents: -20000,
    acceptOutcome:
      '<p>At first your "dashboard" showed you earning money. To unlock it you had to pay a "top-up", then more for a "premium task". You never got anything back: that\'s <strong>%AMOUNT%</strong> gone.</p><p>This is a task scam, the fastest-growing scam in Australia, and it hits young people hardest.</p><ul><li>A job offer you never applied for.</li><li>Huge pay for easy work.</li><li>Moving you to a chat app, then asking you to pay to get paid.</li></ul><p>A real employer never asks you to pay them.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      "A job offer for something you didn't apply for",
      'Unrealistic pay for simple tasks',
      'Moving the chat to a messaging app',
      'Paying a "top-up" to unlock your earnings',
    ],
    earliestWeek: 3,
    latestWeek: 26,
    weight: 1.2,
  },
  {
    id: 'scam-brand-ambassador',
    scamTakes: 'card',
    channel: 'text',
    from: 'Luxe Glow Cosmetics',
    subject: "You've been selected!",
    content:
      "<p>OMG congrats! 🎉 Our team loves your vibe and we've selected you as a <strong>Luxe Glow Brand Ambassador</strong>. Just buy your starter pack ($89, 50% off!) and earn 30% commission on every sale. We'll refund the pack from your first commission!</p>",
    isScam: true,
    scamKind: 'job-scam',
    acceptAmountCents: -8900,
    acceptOutcome:
      '<p>You paid <strong>%AMOUNT%</strong> for the "starter pack". It turned out to be a few cheap samples, and there was no commission: the only way to "earn" was to buy more.</p><ul><li>You were "selected" out of nowhere.</li><li>You had to pay first to start.</li><li>The promised refund depended on sales that never happen.</li></ul><p>Real brand deals pay you; they don\'t ask you to buy in.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'You were "selected" without applying',
      'You have to pay for a starter pack to begin',
      'The refund only comes from future sales',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 0.8,
  },
  {
    id: 'scam-data-entry-fee',
    scamTakes: 'card',
    channel: 'email',
    from: 'Remote Careers Hub',
    subject: 'Job offer: data entry, $35/hour, start Monday',
    content:
      '<p>Congratulations! You have been shortlisted for a remote <strong>Data Entry Assistant</strong> role paying $35 an hour, no experience needed.</p><p>To secure your place, pay the <strong>$49</strong> fee for your police check and training kit today. Positions are filling fast.</p>',
    isScam: true,
    scamKind: 'job-scam',
    acceptAmountCents: -4900,
    acceptOutcome:
      '<p>You paid the <strong>%AMOUNT%</strong> fee. The "employer" then stopped replying, and there was never a job.</p><ul><li>You were shortlisted for a job you never applied for.</li><li>High pay, no experience needed, no interview.</li><li>An upfront fee to start work.</li></ul><p>Real employers organise and pay for their own checks and training. Find jobs through places you trust, like a company\'s own website or your school\'s careers adviser.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'Shortlisted for a job you never applied for',
      'An upfront fee before you start work',
      'No interview, and pressure because positions are "filling fast"',
    ],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },

  // Investment scams
  {
    id: 'scam-crypto-guaranteed',
    scamTakes: 'bank',
    channel: 'email',
    from: 'CoinSurge Trading',
    subject: 'Turn $250 into $2,500 in 7 days. Guaranteed.',
    content:
      '<p>Our AI trading bot <strong>never loses</strong>. Members are making 10x their money every week!</p><p>Start with just $250 and watch it grow to $2,500 in 7 days, <strong>guaranteed</strong>. Spots are limited: join at coinsurge-ai-profits.com</p>',
    isScam: true,
    scamKind: 'investment-scam',
    acceptAmountCents: -25000,
    acceptOutcome:
      '<p>You sent <strong>%AMOUNT%</strong>. The website showed your "balance" growing fast, but when you tried to withdraw, they asked for a "release fee" first. Your money was gone from the start.</p><p>Investment scams cost Australians more than any other kind of scam in 2024: $945 million.</p><ul><li>A guaranteed return: no real investment can promise that.</li><li>Unrealistic profits: 10 times your money in a week.</li><li>Limited spots to rush you.</li></ul><p>Real returns come with risk. Over the long run, share markets have averaged roughly 10 to 13% a year, and they fall in some years: nothing like 900% a week.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'A guaranteed return',
      'Impossible profits: ten times your money in a week',
      'Pressure because spots are limited',
    ],
    earliestWeek: 4,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'scam-friend-crypto-mentor',
    scamTakes: 'bank',
    channel: 'text',
    from: 'Dylan',
    subject: 'You need to see this',
    content:
      "<p>OMG I made $800 this week with this crypto mentor, she's legit!! 😱 Minimum is <strong>$300</strong> and she doubles it in a few days. Message her before she stops taking people!</p>",
    isScam: true,
    scamKind: 'investment-scam',
    acceptAmountCents: -30000,
    acceptOutcome:
      "<p>You sent <strong>%AMOUNT%</strong> to the \"mentor\". She vanished. Later you found out Dylan's account had been hacked, and the same message went to everyone on Dylan's contact list.</p><ul><li>A promise to double your money in days.</li><li>The message didn't sound like Dylan.</li><li>Pressure to get in before it's too late.</li></ul><p>If a friend sends something odd, check with them another way, like calling them.</p>" +
      WHAT_TO_DO,
    declineOutcome:
      '<p>Good call. You called Dylan, who had no idea: their account had been hacked. Dylan changed their password and warned everyone. Report scams like this to Scamwatch.</p>',
    redFlags: [
      'Doubling your money in a few days',
      "A message that doesn't sound like your friend",
      'Pressure to act before the "mentor" stops taking people',
    ],
    earliestWeek: 5,
    latestWeek: 26,
    weight: 1,
  },

  // Remote access
  {
    id: 'scam-remote-access-internet',
    scamTakes: 'bank',
    channel: 'text',
    from: 'FastNet Internet',
    subject: 'Security warning',
    content:
      '<p>FastNet: We have detected that your home internet has been hacked. Reply CALL and a technician will phone you in 5 minutes to fix it before your data is stolen.</p>',
    isScam: true,
    scamKind: 'remote-access',
    acceptAmountCents: -42000,
    acceptOutcome:
      '<p>The "technician" had you install an app so he could "fix" things. Then he said he\'d refunded you too much and asked you to log in to your bank to "send back" the extra. He was controlling your screen: <strong>%AMOUNT%</strong> left your account.</p><ul><li>A scary warning you weren\'t expecting.</li><li>Being asked to install an app that lets someone control your device.</li><li>Being asked to log in to your bank while they\'re connected.</li></ul><p>If this happens, turn the device off and get help from someone you trust.</p>' +
      WHAT_TO_DO,
    declineOutcome: SMART_DECLINE,
    redFlags: [
      'An unexpected warning that you have been hacked',
      'Someone wanting to connect to your device',
      'Urgency: fix it in 5 minutes or lose your data',
    ],
    earliestWeek: 4,
    latestWeek: 26,
    weight: 0.8,
  },

  // Romance
  {
    id: 'scam-romance-game-chat',
    scamTakes: 'bank',
    channel: 'text',
    from: 'Tyler',
    subject: 'Need a favour',
    content:
      "<p>Hey you 😊 I've loved chatting these past few weeks. I really want to come and meet you but my bank card got frozen and I can't buy the bus ticket. Could you send me <strong>$100</strong>? I'll pay you back the day I get there, promise. Please don't tell your parents, they wouldn't get it.</p>",
    isScam: true,
    scamKind: 'romance',
    acceptAmountCents: -10000,
    acceptOutcome:
      '<p>You sent <strong>%AMOUNT%</strong>. Tyler never came, then asked for more for a "fine". The photos were copied from someone else\'s profile.</p><ul><li>Someone you\'ve only met online asking for money.</li><li>A sad story and a promise to pay you back.</li><li>Asking you to keep it secret from your family.</li></ul><p>Anyone who asks you to hide things from the adults in your life is a red flag. Talk to someone you trust, block and report the account.</p>' +
      WHAT_TO_DO,
    declineOutcome:
      '<p>Good call. Someone you have only met online asking for money, and asking you to keep it secret, is a big warning sign. Talk to an adult you trust, then block and report the account.</p>',
    redFlags: [
      "Someone you've only met online asking for money",
      'A hard-luck story with a promise to pay you back',
      'Asking you to keep it secret from your family',
    ],
    earliestWeek: 8,
    latestWeek: 26,
    weight: 0.6,
  },
];

// ---------------------------------------------------------------------------------------------
// Genuine offers: real opportunities and notices, so not every message is a trap

const genuine: Offer[] = [
  {
    id: 'genuine-extra-shift',
    personas: ['16-17', '18'],
    channel: 'text',
    from: 'Priya (Corner Café)',
    subject: 'Extra shift Saturday?',
    // A casual Saturday under the Hospitality Award (Level 1, 150% with the loading; awards.ts):
    // the engine works out the rate for the player's age (income/shifts.ts).
    content:
      "<p>Hi! It's Priya from Corner Café. We're short-staffed for a big catering order this Saturday. Can you do a one-off 4-hour shift, 10am to 2pm? A casual Saturday under the Hospitality Award is <strong>%RATE% an hour</strong> at your age, so that's %PAY% before tax, paid into your account with a pay slip. Let me know!</p>",
    isScam: false,
    acceptAmountCents: 0,
    work: {
      kind: 'shift',
      hours: 4,
      day: 'saturday',
      of: {
        employer: 'Corner Café',
        occupation: 'Casual café hand',
        award: 'MA000009',
        adultHourlyRateCents: 2495,
      },
    },
    acceptOutcome:
      "<p>You worked the shift: <strong>%AMOUNT%</strong> after tax is in your account, and the pay slip is in your e-mail. Priya said she'd call you again: reliable workers get offered more hours.</p>",
    declineOutcome:
      '<p>You said you were busy, and Priya found someone else. Saying no is fine, as long as you reply quickly and politely.</p>',
    redFlags: [],
    earliestWeek: 3,
    latestWeek: 26,
    weight: 1.2,
  },
  {
    id: 'genuine-mate-pays-back',
    channel: 'text',
    from: 'Sam',
    subject: 'Movie money',
    content:
      '<p>Heyyy sorry it took so long! Sending back the <strong>$25</strong> you covered for my movie ticket and popcorn. Thanks heaps 🙏</p>',
    isScam: false,
    acceptAmountCents: 2500,
    acceptOutcome: '<p>Sam paid you back <strong>%AMOUNT%</strong>. Good mates settle up!</p>',
    declineOutcome:
      '<p>You told Sam not to worry about it. Generous! Just make sure lending to friends fits in your budget.</p>',
    redFlags: [],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'genuine-phone-plan',
    channel: 'email',
    from: 'Zapp Mobile',
    subject: 'Save on your plan: 40GB for $25 a month',
    content:
      "<p>Hi, you're currently on our $35 plan. Switch to our <strong>$25 a month</strong> SIM-only plan with 40GB of data and save $10 a month. No lock-in contract.</p><p>Accept to switch: your next bill will be $25 instead of $35. Nothing to pay today. Or manage your plan any time in the Zapp app.</p>",
    isScam: false,
    // The switch itself is free; the phone bill (bills.ts, 'phone') is $25 from the next one.
    acceptAmountCents: 0,
    acceptBillChange: { seriesId: 'phone', amountCents: 2500 },
    acceptOutcome:
      "<p>You switched: your phone bill is now <strong>$25</strong> a month, $120 a year less than your old plan. The average medium plan is about $42 a month, so you've found a good deal.</p>",
    declineOutcome:
      "<p>You stayed on your old plan. Checking whether you're on the best plan once a year is a smart money habit.</p>",
    redFlags: [],
    earliestWeek: 3,
    latestWeek: 24,
    weight: 1,
  },
  {
    id: 'genuine-bank-fee-refund',
    channel: 'email',
    from: 'My Bank',
    subject: 'Good news: $4 from your old school savings account',
    // The game charges no ATM fees, so the money is one it can truly give back: a school banking
    // account a parent opened years ago, matched to the player when they opened their account.
    // Balances under $500 stay with the bank when left alone (ASIC, unclaimed money: bank
    // accounts of $500 or more untouched for 7 years go to ASIC).
    content:
      "<p>Hi, when you opened your account we found an old school banking account in your name from primary school. It still holds <strong>$4</strong>. Accept and we'll close it and move the $4 into your transaction account.</p><p>There's nothing to click in this message and we'll never ask for your password or codes. You can check it by logging in to the app as usual.</p>",
    isScam: false,
    acceptAmountCents: 400,
    acceptOutcome:
      "<p>Your old <strong>%AMOUNT%</strong> is in your transaction account now. Notice how this message had no link, no deadline, and didn't ask for any details. That's what genuine bank messages look like.</p><p>Forgotten accounts with $500 or more go to ASIC after seven years: you can search for lost money for free at moneysmart.gov.au.</p>",
    declineOutcome:
      "<p>You left it for now. Being careful is good! You can always check a message like this by logging in to your bank's app yourself, never through a link.</p>",
    redFlags: [],
    earliestWeek: 3,
    latestWeek: 22,
    weight: 1,
  },
  {
    id: 'genuine-sell-old-bike',
    personas: ['14-15', '16-17'],
    channel: 'text',
    from: 'Mr Rossi (down the street)',
    // The id is kept for games that have the message. Not a bike of the player's (My Stuff would
    // have to hold it): work, asked for first, like every offer of pay.
    subject: 'Bike lessons',
    content:
      "<p>Hi, my grandson Leo just got his first bike and he's a bit wobbly. Could you run alongside him in the park for two Saturday mornings? I'll pay you <strong>$60</strong>.</p>",
    isScam: false,
    acceptAmountCents: 6000,
    work: { kind: 'odd job' },
    acceptOutcome:
      '<p>Leo is riding on his own now, and Mr Rossi paid you <strong>%AMOUNT%</strong>. Teaching a skill you have is a great way to earn.</p>',
    declineOutcome: '<p>You told Mr Rossi you were busy. He asked another neighbour.</p>',
    redFlags: [],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'genuine-babysitting',
    channel: 'text',
    from: 'Mrs Chen (no. 12)',
    subject: 'Babysitting Friday?',
    content:
      "<p>Hi, it's Lin Chen from number 12. Are you free to babysit Mia and Leo this Friday from 6 to 10pm? We pay <strong>$22 an hour</strong>, so $88 for the night. Pizza's on us!</p>",
    isScam: false,
    acceptAmountCents: 8800,
    work: { kind: 'odd job' },
    acceptOutcome:
      '<p>The kids had a great time and so did you. You earned <strong>%AMOUNT%</strong> (4 hours at $22). Mrs Chen says she will ask you again.</p>',
    declineOutcome:
      "<p>You couldn't make it this time. Mrs Chen will ask you again another week.</p>",
    redFlags: [],
    earliestWeek: 2,
    latestWeek: 26,
    weight: 1,
  },
  {
    id: 'genuine-tutoring',
    personas: ['14-15', '16-17'],
    channel: 'email',
    from: 'Raj Patel',
    subject: 'Maths help for Arjun?',
    content:
      "<p>Hello, your teacher said you're great at maths. Could you help my son Arjun (Year 7) with fractions this week? Two hours at your place or the library, <strong>$25 an hour</strong>.</p>",
    isScam: false,
    acceptAmountCents: 5000,
    work: { kind: 'odd job' },
    acceptOutcome:
      '<p>You tutored Arjun for two hours at the library and earned <strong>%AMOUNT%</strong>. He finally gets fractions!</p>',
    declineOutcome: "<p>You told Mr Patel you're too busy this week. Fair enough.</p>",
    redFlags: [],
    earliestWeek: 4,
    latestWeek: 26,
    weight: 0.8,
  },
  {
    id: 'genuine-swim-club',
    personas: ['14-15', '16-17'],
    channel: 'email',
    from: 'Riverbend Swim Club',
    subject: 'Junior membership: season special',
    content:
      '<p>Summer season is here! Junior membership is <strong>$40</strong> for the season and includes pool entry and two coached sessions a week. Pay at the front desk or accept this offer to join.</p>',
    isScam: false,
    acceptAmountCents: -4000,
    acceptOutcome:
      "<p>You joined for <strong>%AMOUNT%</strong>. That's much cheaper than paying for pool entry every time. Spending on things that keep you healthy and happy is part of a good budget.</p>",
    declineOutcome:
      '<p>You skipped it this season. Saying no to spending you do not need is a good habit too.</p>',
    redFlags: [],
    earliestWeek: 2,
    latestWeek: 20,
    weight: 0.8,
  },
];

export const offers: Offer[] = [...scams, ...genuine];
