// The mentor's words: help for each app (shown the first time an app is opened and from the
// Help popup), the week 1 welcome, and one tip for each week. Plain text with \n for line
// breaks; %USERNAME% is replaced with the player's name. The popup pages text in 350-character
// chunks, so welcome pages and tips each fit one page.
// Every text says only what is true of the game as it stands: it names only apps a player can
// open (content.test.ts checks it against the scenario's disabled apps).
import type { HelpMessage, MentorPage, WeeklyMentorTip } from './schemas';

/**
 * The mentor's name, used wherever the mentor signs or introduces themselves. No player default
 * and nobody else in the game shares it, so a player called Sam never gets mail from 'Sam'.
 */
export const MENTOR_NAME = 'Kirra';

export const helpMessages: HelpMessage[] = [
  {
    appKey: 'Email',
    title: 'Your inbox',
    body: "Hi %USERNAME%, this is your inbox. Emails are sorted into Messages, Bills and Bank.\n\nBills: open a bill to see the amount and the week it's due, then tap Pay. Pay late and a late fee may be added. Leave it too long and it goes to a debt collector, who keeps asking until you pay.\n\nPay slips: each payday shows your gross pay, tax, super and net pay.\n\nOffers: some emails let you Accept or Decline. Read them carefully, because a few are scams.",
  },
  {
    appKey: 'Email',
    title: 'Spotting a scam email',
    body: "Scam emails can look just like the real thing, with logos and official-sounding names. Check for these red flags before you accept anything:\n\n- a link asking you to log in, pay or 'verify' your details\n- a web address that isn't the company's own\n- a deadline or a threat, like 'your account will be suspended'\n- 'Dear Customer' instead of your name\n- a prize, refund or job you never asked for\n\nNot sure? Decline, and check by going to the company's app or website yourself.",
  },
  {
    appKey: 'Banking',
    title: 'Getting started with My Bank',
    body: "Welcome to My Bank, %USERNAME%! First job: open an everyday (transaction) account. You need one before you can finish week 1, and it's where your pay lands, your bills are paid from and your groceries and bus fares come out each week. You can choose another source under Everyday spending.\n\nCompare each account before you choose:\n- monthly fee and fee per transaction\n- minimum balance to open it\n- interest rate (p.a. means per year)\n\nA savings account earns more interest. Interest is worked out every week and paid into your account every four weeks.",
  },
  {
    appKey: 'Banking',
    title: 'Term deposits and super',
    body: "Under investments you can open a term deposit. Your money is locked away for a set number of weeks at a fixed interest rate. When it matures, the interest is added and the bank reinvests it all for the same term, unless you withdraw it in the week after (you'll get an email). You can take it out early, but you'll earn much less interest, so only lock away money you won't need.\n\nYour super shows here too. Your employer pays into it when super is owed on your pay (under 18, only for weeks of more than 30 hours), and the fund takes out tax and fees. It counts in your net position, but it's for retirement, so you can't move it or spend it.",
  },
  {
    appKey: 'Messages',
    title: 'Your text messages',
    body: "Texts from friends, family, your boss and sometimes strangers land here. Some just tell you what's happened. Others ask you to Accept or Decline: an extra shift, a mate paying you back, a deal on your phone plan.\n\nBe careful: scammers send texts too. Fake bank alerts, unpaid tolls, parcel fees, too-good bargains and easy jobs that ask you to pay first are all common tricks. If a message rushes you or has a link to log in or pay, decline it.",
  },
  {
    appKey: 'Cashbox',
    title: 'My Cash',
    body: "This is your wallet, %USERNAME%. Bonus question winnings land here, along with any cash gifts.\n\nCash is handy for small things, but it earns no interest, and in real life it can be lost or stolen. Tap Move money to put cash into your bank account, where it's safer and can earn interest. You can move money back into My Cash the same way.\n\nTip: keep a little cash, and put the rest to work.",
  },
  {
    appKey: 'JobFinder',
    title: 'Finding a job',
    body: "Job Finder lists this week's jobs, and new ones appear most weeks. Tap one to see:\n- the pay for your age and how often it comes (p/w weekly, p/fn fortnightly, p/m every 4 weeks)\n- the days you'd work\n- whether super is included\n- what you need, like experience or an item, and whether you have it\n- the contract, and what leaving early costs\n\nApply, and the answer comes by email next week. Your jobs are at the top. A new job that shares a day with one you have replaces it.",
  },
  {
    appKey: 'MyStuff',
    title: 'My Stuff',
    body: "Everything you own is here with what it's worth now: what a good second-hand one would sell for. That value counts in your net position.\n\nMost things lose value from the day you buy them (a phone fast, a guitar slowly), and each week My Stuff shows the new value. Some jobs need an item, like a bike or a licence.\n\nDon't need something? Choose Sell on iBuy, set your price and check your email next week to see if it sold.",
  },
  {
    appKey: 'uShop',
    title: 'Shopping in uShop',
    body: "uShop has this week's hot items at set prices, and new stock every week. Tap one to see what it's worth second-hand once it's yours, and whether a job asks for it.\n\nBefore you buy, ask yourself:\n- Is it a need or a want?\n- Can I afford it after my bills and savings?\n- Will I still want it next week?\n\nPaying by credit card? Clear the balance by the due week or interest kicks in.",
  },
  {
    appKey: 'iBuy',
    title: 'Bidding and selling on iBuy',
    body: "iBuy is an auction market of second-hand things. Each bid must be at least $5 more than the current bid, and the money is held from your cash or bank account until the auction closes, so you can't spend it twice.\n\nAt the end of each week other bidders may beat you: if they do, an email tells you and the money comes back. Still the top bid when it closes? It's yours. Buy now skips the wait, but costs more.\n\nSell your own things from My Stuff.",
  },
  {
    appKey: 'Shares',
    title: 'Investing in shares',
    body: "A share is a small piece of a company. Its price changes every week: it can go up, and it can go down.\n\nThe Market tab shows each company's price, last week's price, the change and a risk rating: low, medium or high. Higher risk can mean bigger gains, and bigger losses. Your Portfolio shows what you own and what it's worth.\n\nA brokerage fee is charged each time you buy or sell, and some companies pay a dividend twice a year. Spread your money over a few companies, and never invest money you need for bills.",
  },
  {
    appKey: 'Planner',
    title: 'Your Weekly Planner',
    body: "The Planner helps you make a plan, not just react.\n\nMy Budget shows your weekly income after tax, your expenses (rent and home bills, food, travel, entertainment and phone) and what's left. No job yet? It will say so, and Job Finder is the place to start.\n\nUse the sliders to share out what's left between bills, goods, savings, shares and a term deposit, then save your plan. Your week's summary shows your plan beside what you did.\n\nThe Diary asks one question a week. Jot down your thoughts and I'll reply.",
  },
  {
    appKey: 'FinanceWeekly',
    title: 'Finance Weekly',
    body: "Each week there's a new money article, and a short quiz about it. Every right answer pays a small cash reward into My Cash. Questions can be multiple choice, true or false, or fill in the blanks.\n\nSome weeks the quiz is required: Finance Weekly shows a ! until you start it, and you can't finish the week until it's done. If you end a quiz part way, the questions you skip pay nothing.\n\nMissed an article? Past articles has every earlier issue.",
  },
  {
    appKey: 'Credit',
    title: 'My Credit',
    body: "From 18 you can choose one credit card here. Before you pick, compare:\n- annual fee (paid from your bank account when you get the card)\n- interest rate on purchases\n- credit limit\n\nA credit card is borrowed money. Every four weeks a statement arrives by email with your closing balance, the minimum repayment and the week it's due. Pay the whole closing balance by then and you pay no interest. Pay only the minimum and interest is charged on the rest. Miss it and there's a late fee too.",
  },
];

export const mentorWelcome: MentorPage[] = [
  {
    title: 'Welcome!',
    body: `G'day %USERNAME%, welcome to the Money Challenge! I'm ${MENTOR_NAME}, your mentor, and I'll be here whenever you need a hand.\n\nThis phone is your life for the next few months. Each week you'll earn, spend, save and make choices, just like the real world.`,
  },
  {
    title: 'Your goal',
    body: "Your score is your net position: everything you own minus everything you owe. Grow it week by week by working, saving, paying bills on time and making smart choices.\n\nEveryone your age in your game starts out the same, with the same pay and bills, so it's all about your decisions.",
  },
  {
    title: 'First things first',
    body: 'This week, open My Bank and set up an everyday account. You need one before you can finish week 1.\n\nThen check Email for your bills and Messages for your texts. Paying bills on time keeps late fees away.',
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
    title: "Know where you're at",
    body: "Open Where I'm at to see everything you own and everything you owe. Bills you haven't paid yet show as money you owe. Pay each one by its due week and no late fee is added.",
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
    personas: ['18'],
    title: 'Read your pay slip',
    body: 'Open your latest pay slip. Gross pay is what you earned, net pay is what you keep after tax, and super goes into your retirement fund on top.',
  },
  {
    week: 5,
    personas: ['14-15', '16-17'],
    title: 'Read your pay slip',
    body: 'Open your latest pay slip. Gross pay is what you earned, net pay is what you keep after tax. Under 18, super is paid only in weeks you work more than 30 hours for an employer, so yours shows $0 for now.',
  },
  {
    week: 6,
    title: 'Bills on time',
    body: 'Check Email for bills and note the week each one is due. Late bills can pick up fees, and unpaid ones end up with a debt collector (or, for rent, a notice to vacate).',
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
    personas: ['18'],
    title: 'Make a budget',
    body: "Take a fortnight's pay and subtract rent and your other bills, then a fortnight of groceries and bus fares. What's left is yours to save or spend, so decide where each dollar goes before payday.",
  },
  {
    week: 9,
    personas: ['14-15', '16-17'],
    title: 'Make a budget',
    body: "Take a week's pay and subtract your phone, bus fares, lunches and other bills. What's left is yours to save or spend, so decide where each dollar goes before payday.",
  },
  {
    week: 10,
    title: 'Emergency fund',
    body: 'Surprise costs happen: a cracked screen, a vet bill. Aim to keep some savings just for emergencies so you never have to borrow.',
  },
  {
    week: 11,
    personas: ['18'],
    title: 'Credit cards',
    body: 'A credit card is borrowed money. Pay the full closing balance by the due week and you pay no interest. Paying only the minimum gets expensive.',
  },
  {
    week: 11,
    personas: ['14-15', '16-17'],
    title: 'Credit cards',
    body: 'You must be 18 to get a credit card, and a card is borrowed money. When the day comes, pay the full closing balance by its due date and you pay no interest. Paying only the minimum gets expensive.',
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
    title: 'Savings or term deposit?',
    body: 'A savings account lets you take your money out any time. A term deposit pays a higher fixed rate, but you earn much less if you take it out early. Match each dollar to when you will need it.',
  },
  {
    week: 16,
    title: 'Keep a buffer',
    body: 'Before you lock money away or spend on your card, check Email for the bills due soon. Keep enough in your everyday account to pay them on time, and a little extra for surprises.',
  },
  {
    week: 17,
    title: 'Jobs that ask you to pay',
    body: 'A real job never asks you to pay to get paid. Task scams, starter kits and top-up fees are traps, and they target young people most.',
  },
  {
    week: 18,
    title: 'Worth it?',
    body: 'Some offers in Email and Messages cost money, like joining a club. Saying yes can be worth it: just check your bills and savings are covered first, and watch for offers that are really scams.',
  },
  {
    week: 19,
    title: 'Watch the fees',
    body: 'Account fees, card fees, late fees: small fees add up. Check your statements and ask: what am I paying, and can I avoid it?',
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
    personas: ['18'],
    title: 'Super grows quietly',
    body: 'Your employer pays 12% of your ordinary pay into super. You cannot touch it until retirement, and that gives compound interest decades to work.',
  },
  {
    week: 22,
    personas: ['14-15', '16-17'],
    title: 'Super starts later',
    body: "Under 18, your employer pays super only for weeks you work more than 30 hours. From 18 it's 12% of your ordinary pay, whatever your hours. Starting early gives compound interest decades to work.",
  },
  {
    week: 23,
    title: 'Review your plan',
    body: 'Think back over the last few weeks. Which money moves paid off, and which cost you? One small change now can make a big difference by the end.',
  },
  {
    week: 24,
    title: 'Avoid debt traps',
    body: 'Buy now pay later and credit cards make spending easy, but missed payments mean fees. If you cannot pay for it now, ask whether you need it.',
  },
  {
    week: 25,
    personas: ['18'],
    title: 'Finish strong',
    body: 'Nearly there! Clear your credit card balance, pay every bill and check for anything overdue. Debts come off your final net position.',
  },
  {
    week: 25,
    personas: ['14-15', '16-17'],
    title: 'Finish strong',
    body: "Nearly there! Pay every bill and check for anything overdue: debts come off your final net position. Then look at what you've saved since week 1.",
  },
  {
    week: 26,
    title: 'Final week',
    body: "In a 26-week game this is your final week: check every app, clear your debts, then finish the week to see your final net position. In the family game, you've got one more week to go!",
  },
  {
    week: 27,
    title: 'The last lap',
    body: "This is the final week of the family game. Tidy up any bills and debts, then finish the week. Whatever your score, the habits you've built are the real prize.",
  },
];
