// The mentor's words: help for each app (shown the first time an app is opened and from the
// Help popup), the week 1 welcome, and one tip for each week. Plain text with \n for line
// breaks; %USERNAME% is replaced with the player's name. The popup pages text in 350-character
// chunks, so welcome pages and tips each fit one page.
import type { HelpMessage, MentorPage, WeeklyMentorTip } from './schemas';

export const helpMessages: HelpMessage[] = [
  {
    appKey: 'Email',
    title: 'Your inbox',
    body: "Hi %USERNAME%, this is your inbox. Emails are sorted into Messages, Bills and Bank.\n\nBills: open a bill to see the amount and the week it's due, then tap Pay. Pay late and a late fee is added. Leave it too long and a debt collector steps in, with more fees.\n\nPay slips: each payday shows your gross pay, tax, super and net pay.\n\nOffers: some emails let you Accept or Decline. Read them carefully, because a few are scams.",
  },
  {
    appKey: 'Email',
    title: 'Spotting a scam email',
    body: "Scam emails can look just like the real thing, with logos and official-sounding names. Check for these red flags before you accept anything:\n\n- a link asking you to log in, pay or 'verify' your details\n- a web address that isn't the company's own\n- a deadline or a threat, like 'your account will be suspended'\n- 'Dear Customer' instead of your name\n- a prize, refund or job you never asked for\n\nNot sure? Decline, and check by going to the company's app or website yourself.",
  },
  {
    appKey: 'Banking',
    title: 'Getting started with My Bank',
    body: "Welcome to My Bank, %USERNAME%! First job: open an everyday (transaction) account. You need one before you can finish week 1, and it's where your pay lands and your bills are paid from.\n\nCompare each account before you choose:\n- monthly fee and fee per transaction\n- minimum balance to open it\n- interest rate (p.a. means per year)\n\nA savings account earns more interest. Interest is worked out every week and paid into your account every four weeks.",
  },
  {
    appKey: 'Banking',
    title: 'Term deposits and super',
    body: "Under investments you can open a term deposit. Your money is locked away for a set number of weeks at a fixed interest rate. When it matures, you get it all back plus interest. You can take it out early, but you'll earn much less interest, so only lock away money you won't need.\n\nYour super shows here too. Your employer pays into it when you work. It counts in your net position, but it's for retirement, so you can't move it or spend it.",
  },
  {
    appKey: 'Messages',
    title: 'Your text messages',
    body: "Texts from friends, family, your boss and sometimes strangers land here. Some just tell you what's happened. Others ask you to Accept or Decline: an extra shift, a mate paying you back, a deal on your phone plan.\n\nBe careful: scammers send texts too. Fake bank alerts, unpaid tolls, parcel fees, too-good bargains and easy jobs that ask you to pay first are all common tricks. If a message rushes you or has a link to log in or pay, decline it.",
  },
  {
    appKey: 'Planner',
    title: 'Your Weekly Planner',
    body: "The Planner helps you make a plan, not just react.\n\nMy Budget shows your weekly income, your expenses (rent, food, travel and entertainment) and what's left over. If you don't have a job yet, it will tell you, so Job Finder is a good place to start.\n\nUse the sliders to share out what's left between spending (bills and goods), saving and investing (shares and term deposits).\n\nThe Diary asks one question a week. Jot down your thoughts and tips: it helps you spot what's working.",
  },
  {
    appKey: 'Cashbox',
    title: 'My Cash',
    body: "This is your wallet, %USERNAME%. Bonus question winnings and Finance Weekly quiz cash land here, along with any cash gifts.\n\nCash is handy for small things, but it earns no interest, and in real life it can be lost or stolen. Tap Transfer to move cash into your bank account, where it's safer and can earn interest. You can move money back into My Cash the same way.\n\nTip: keep a little cash, and put the rest to work.",
  },
  {
    appKey: 'Credit',
    title: 'My Credit',
    body: "Here you can choose one credit card. Before you pick, compare:\n- annual fee (paid from your bank account when you get the card)\n- interest rate on purchases\n- credit limit\n\nA credit card is borrowed money. Every four weeks a statement arrives by email with your closing balance, the minimum repayment and the week it's due. Pay the whole closing balance by then and you pay no interest. Pay only the minimum and interest is charged on the rest. Miss it and there's a late fee too.",
  },
  {
    appKey: 'MyStuff',
    title: 'My Stuff',
    body: "Everything you own is listed here with its value, and that value counts in your net position. Some jobs need an item, like a bike or a phone, so check here before you apply.\n\nDon't need something any more? Tap it and choose Sell on iBuy. Set your price (at least $1), and check your email next week to see if it sold.\n\nRemember: most things lose value once you've bought them, so think twice before buying on impulse.",
  },
  {
    appKey: 'JobFinder',
    title: 'Finding a job',
    body: "Job Finder lists the jobs on offer. Tap one to see:\n- the pay and how often it's paid (p/w weekly, p/fn fortnightly, p/m monthly)\n- the days you'd work\n- whether super is included\n- what you need, like experience or an item\n- contract length, and any penalty for leaving early\n\nApply, and you'll hear back by email. Once you start, your pay slip shows gross pay, tax, super and net pay. A job you're still waiting on shows as pending.",
  },
  {
    appKey: 'uShop',
    title: 'Shopping in uShop',
    body: "uShop has this week's hot items at set prices. Tap an item to read about it, then Buy This Item and choose how to pay. Sold-out items can't be bought.\n\nBefore you buy, ask yourself:\n- Is it a need or a want?\n- Can I afford it after my bills and savings?\n- Will I still want it next week?\n\nThings you buy go to My Stuff, and some can help you get a job. Paying by credit card? Make sure you can clear the balance before interest kicks in.",
  },
  {
    appKey: 'iBuy',
    title: 'Bidding and selling on iBuy',
    body: 'iBuy is an auction market. You can bid on items other people are selling, buy some outright, or sell your own things from My Stuff.\n\nEach bid must be at least $5 more than the current bid. You find out by email next week whether you won, so keep enough money in your account to pay.\n\nSelling? Set a fair price: too high and no one bids. Second-hand prices are usually lower than new, so check what the item is worth first.',
  },
  {
    appKey: 'Shares',
    title: 'Investing in shares',
    body: "A share is a small piece of a company. Its price changes every week: it can go up, and it can go down.\n\nThe Market tab shows each company's price, last week's price, the change and a risk rating: low, medium or high. Higher risk can mean bigger gains, and bigger losses. Your Portfolio shows what you own and what it's worth.\n\nA brokerage fee is charged each time you buy or sell. Spread your money over a few companies, and never invest money you need for bills.",
  },
  {
    appKey: 'FinanceWeekly',
    title: 'Finance Weekly',
    body: "Each week there's a new money article, and a short quiz about it. Right answers earn cash, paid into My Cash. Questions can be multiple choice, true or false, or fill in the blanks.\n\nSome weeks the quiz is required. Finance Weekly then shows a ! and you can't finish the week until it's done. If you leave a quiz part way, you miss out on the bonus cash.\n\nMissed an article? The archive has every past issue.",
  },
];

export const mentorWelcome: MentorPage[] = [
  {
    title: 'Welcome!',
    body: "G'day %USERNAME%, welcome to the Money Challenge! I'm your mentor, and I'll be here whenever you need a hand.\n\nThis phone is your life for the next few months. Each week you'll earn, spend, save and make choices, just like the real world.",
  },
  {
    title: 'Your goal',
    body: "Your score is your net position: everything you own minus everything you owe. Grow it week by week by working, saving, paying bills on time and making smart choices.\n\nEveryone in your game faces the same jobs and prices, so it's all about your decisions.",
  },
  {
    title: 'First things first',
    body: 'This week, open My Bank and set up an everyday account. You need one before you can finish week 1.\n\nThen check Email and Messages, and have a look at Job Finder for some work.',
  },
  {
    title: 'Ready?',
    body: "When you're done, tap Finish the week to answer a bonus question for extra cash and see how you went.\n\nStuck? Tap Help or FAQ at the top any time. Good luck, you've got this!",
  },
];

export const weeklyMentorTips: WeeklyMentorTip[] = [
  {
    week: 1,
    title: 'Set up your bank',
    body: 'Start by opening an everyday account in My Bank: you need one to finish this week. Compare the fees first. A few dollars a month adds up over a year.',
  },
  {
    week: 2,
    title: 'Find some work',
    body: 'Income is the engine of your budget. Check Job Finder and apply for a job that suits you. Look at the pay, the days and whether super is included.',
  },
  {
    week: 3,
    title: 'Needs before wants',
    body: 'Before you spend, ask: is this a need or a want? Pay for your needs first (bills, food, transport), then savings, then the fun stuff.',
  },
  {
    week: 4,
    title: 'Pay yourself first',
    body: 'Each payday, move some money into savings before you spend. Even $10 a week is $260 over 26 weeks, before interest.',
  },
  {
    week: 5,
    title: 'Read your pay slip',
    body: 'Open your latest pay slip. Gross pay is what you earned, net pay is what you keep after tax, and super goes into your retirement fund on top.',
  },
  {
    week: 6,
    title: 'Bills on time',
    body: 'Check Email for bills and note the week each one is due. Late bills pick up fees, and unpaid ones end up with a debt collector.',
  },
  {
    week: 7,
    title: 'Scam check',
    body: 'Got a text with a link asking you to log in, pay a toll or redeliver a parcel? Real companies rarely work like that. When in doubt, decline.',
  },
  {
    week: 8,
    title: 'Interest day',
    body: 'Interest is paid into your accounts every four weeks. Check your bank statement to see it arrive. More in savings means more interest.',
  },
  {
    week: 9,
    title: 'Make a budget',
    body: "Open the Planner and use My Budget to see what's left after your expenses. Decide where each dollar goes before the week begins.",
  },
  {
    week: 10,
    title: 'Emergency fund',
    body: 'Surprise costs happen: a cracked screen, a vet bill. Aim to keep some savings just for emergencies so you never have to borrow.',
  },
  {
    week: 11,
    title: 'Credit cards',
    body: 'A credit card is borrowed money. Pay the full closing balance by the due week and you pay no interest. Paying only the minimum gets expensive.',
  },
  {
    week: 12,
    title: 'Too good to be true?',
    body: "Designer gear at 75% off, payment by bank transfer only? That's how fake shops work. Stick to stores you know and pay in ways you can get back.",
  },
  {
    week: 13,
    title: 'Halfway there!',
    body: "You're halfway through. Look at Where I'm at: what's helping your net position grow, and what's holding it back? Adjust your plan for the second half.",
  },
  {
    week: 14,
    title: 'Lock it away',
    body: "Money you won't need for a while could go in a term deposit for a higher fixed rate. Just don't lock away what you might need for bills.",
  },
  {
    week: 15,
    title: 'Risk and return',
    body: 'Shares can grow faster than savings, but prices go down as well as up. Higher risk means bigger possible gains and bigger possible losses.',
  },
  {
    week: 16,
    title: 'Spread it around',
    body: "Don't put all your eggs in one basket. Spreading your money over savings, a term deposit and a few different shares lowers your risk.",
  },
  {
    week: 17,
    title: 'Jobs that ask you to pay',
    body: 'A real job never asks you to pay to get paid. Task scams, starter kits and top-up fees are traps, and they target young people most.',
  },
  {
    week: 18,
    title: 'Second-hand savings',
    body: 'Things lose value once bought. Check iBuy before paying full price in uShop, and sell what you no longer use.',
  },
  {
    week: 19,
    title: 'Watch the fees',
    body: 'Account fees, card fees, late fees, brokerage: small fees add up. Check your statements and ask: what am I paying, and can I avoid it?',
  },
  {
    week: 20,
    title: 'Compound interest',
    body: 'Interest earns interest. $1,000 at 5% a year becomes $1,050, then $1,102.50. The longer you leave it, the faster it grows.',
  },
  {
    week: 21,
    title: 'Guaranteed returns?',
    body: 'Anyone promising guaranteed high returns, especially in crypto, is almost certainly running a scam. Real investments always carry some risk.',
  },
  {
    week: 22,
    title: 'Super grows quietly',
    body: 'Your employer pays 12% of your ordinary pay into super. You cannot touch it until retirement, and that gives compound interest decades to work.',
  },
  {
    week: 23,
    title: 'Review your plan',
    body: 'Look back at your diary entries. What have you learned about your spending? One small change now can make a big difference by the end.',
  },
  {
    week: 24,
    title: 'Avoid debt traps',
    body: 'Buy now pay later and credit cards make spending easy, but missed payments mean fees. If you cannot pay for it now, ask whether you need it.',
  },
  {
    week: 25,
    title: 'Finish strong',
    body: 'Nearly there! Clear your credit card balance, pay every bill and check for anything overdue. Debts come off your final net position.',
  },
  {
    week: 26,
    title: 'Final week',
    body: "In a 26-week game this is your final week: check every app, clear your debts, then finish the week to see your final balance sheet. In the family game, you've got one more week to go!",
  },
  {
    week: 27,
    title: 'The last lap',
    body: "This is the final week of the family game. Tidy up any bills and debts, then finish the week. Whatever your score, the habits you've built are the real prize.",
  },
];
