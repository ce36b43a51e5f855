// The FAQ popup: how to play, then real-life money questions. Australian figures follow
// docs/reference/australia-finance.md (tax-free threshold $18,200; PAYG Schedule 1,
// scale 2: nothing withheld on $360 a week or less; super guarantee 12% from 1 July 2025; under-18s
// only for weeks over 30 hours; payday super from 1 July 2026; minimum wage $24.95 an hour and
// 25% casual loading from 1 July 2025; retail junior rates; no-TFN withholding 47%; credit
// cards from 18; term deposits broken early: 31 days' notice and less interest).
import type { Faq } from './schemas';

export const faqs: Faq[] = [
  // Playing the game
  {
    id: 'how-weeks-work',
    name: 'How do the weeks work?',
    content:
      "<p>Each week, open your apps and make your money moves: read your Email and Messages, pay your bills, move money between cash and the bank, save, and use your credit card wisely.</p><p>When you're ready, tap <strong>Finish the week</strong>. You'll get a bonus question, then your weekly summary shows how your net position changed. Tap <strong>Start next week</strong> to keep going.</p><p>The game runs for 26 weeks (27 in the family version).</p>",
  },
  {
    id: 'what-is-net-position',
    name: 'What is my net position?',
    content:
      "<p>Your net position is what you own minus what you owe.</p><ul><li><strong>Own:</strong> cash, bank accounts, term deposits, super, shares, the things in My Stuff (at what they'd sell for second-hand) and any money held for an iBuy bid.</li><li><strong>Owe:</strong> your credit card balance, any loan, and unpaid bills or debts.</li></ul><p>Your score is your net position against <strong>par</strong>: what a careful player would have at the same point of the same game, earning what you earned. Open <strong>Where I'm at</strong> to see the full breakdown.</p>",
  },
  {
    id: 'why-open-bank-account',
    name: 'Why do I need a My Bank account in week 1?',
    content:
      '<p>Your pay, bills and transfers all go through a bank account, so you need at least one everyday (transaction) account in <strong>My Bank</strong> before you can finish week 1. Until you open one, My Bank shows a <strong>!</strong>.</p><p>Compare the monthly fees, interest rate and minimum balance before you choose. In real life, employers pay wages into a bank account too.</p>',
  },
  {
    id: 'move-money-cash-bank',
    name: 'How do I move money between My Cash and My Bank?',
    content:
      "<p>In <strong>My Cash</strong>, tap <strong>Move money</strong>. In <strong>My Bank</strong>, open an account and tap <strong>Transfer</strong>. Choose the account the money comes from and the one it goes to, type the amount and confirm.</p><p>Cash is handy, but it earns no interest. Money you don't need straight away can earn interest in a savings account.</p>",
  },
  {
    id: 'how-to-pay-bill',
    name: 'How do I pay a bill?',
    content:
      '<p>Bills arrive in <strong>Email</strong>, under Bills. Open one to see the amount and the week it is due, tap <strong>Pay</strong>, choose the account to pay from and confirm. The account needs enough money to cover it.</p>',
  },
  {
    id: 'what-is-direct-debit',
    name: 'What does paying automatically (direct debit) mean?',
    content:
      "<p>When you pay a bill that comes regularly, you can choose to pay it automatically. Later bills from the same company are then paid from the account you picked when they're due.</p><p>It saves you forgetting, but keep enough money in that account. If there isn't enough when the bill is due, the payment bounces and the company adds a dishonour fee, as happens in real life.</p>",
  },
  {
    id: 'everyday-spending',
    name: 'Where do groceries and bus fares come from?',
    content:
      "<p>Nobody sends you a bill for groceries. Your groceries, bus fares and subscriptions come out at the end of each week, like a tap of your card. They come from your first everyday account, or from the cash, account or credit card you choose under <strong>Everyday spending</strong> in <strong>My Bank</strong>.</p><p>If there isn't enough there, the person you live with (a housemate or family) covers you for a while, and you owe it back. Past what they can lend, you go without. A subscription renews by itself until you cancel it; if its payment is declined, it stops.</p>",
  },
  {
    id: 'late-bills',
    name: 'What happens if I pay a bill late?',
    content:
      "<p>If a bill isn't paid by its due week it becomes <strong>Overdue</strong>: most bills add the <strong>late fee</strong> in your contract (rent doesn't) and you get a reminder. Then comes a <strong>final notice</strong>, with the offer of a <strong>payment plan</strong> (weekly instalments) and, for phone and power, <strong>hardship help</strong> that pauses things for a while.</p><p>Still unpaid? The debt goes to a <strong>debt collector</strong>, who writes and texts until you pay. Nobody can take money from your account for it without a court order, but the debt keeps counting against your net position. A phone or power debt of $150 or more that's over 60 days overdue can be listed as a <strong>default</strong> on your credit report for 5 years, and then a bank will say no to a credit card.</p><p>Unpaid rent brings a <strong>notice to vacate</strong>: pay all the arrears before it takes effect and it stops. If you don't, the court can order you to <strong>move out</strong>: you still owe the arrears, plus the landlord's court fee and the cost of moving.</p><p>Owe the power company $300 or more on overdue bills and it can send a <strong>disconnection warning</strong>, then cut your power off a week later. Getting reconnected costs a fee. A payment plan or hardship help stops this.</p>",
  },
  {
    id: 'credit-card-basics',
    name: 'How does My Credit work?',
    content:
      '<p>In <strong>My Credit</strong> you can pick one credit card. Compare the annual fee, interest rate and credit limit first: the annual fee is paid from your bank account when you get the card.</p><p>You can then pay for things with the card. Every four weeks your statement arrives by email. It shows your closing balance, any interest and fees, the minimum repayment and the week it is due.</p>',
  },
  {
    id: 'minimum-repayment',
    name: 'What is the minimum repayment on my credit card?',
    content:
      "<p>It's the least you must pay by the due week to avoid a late fee. It's usually small, like 2% of the balance or $25.</p><p>Pay only the minimum and you're charged interest on the rest. Pay the <strong>whole closing balance</strong> and you pay no interest at all.</p>",
  },
  {
    id: 'how-interest-is-paid',
    name: 'How is interest paid on my savings?',
    content:
      "<p>Interest is worked out (accrued) each week on your balance and paid into your account <strong>every four weeks</strong>, a bit like a real bank paying monthly.</p><p>Rates are shown per year (p.a.), so each week you earn about 1/52 of the yearly rate. Once interest is paid, it earns interest too: that's compound interest.</p><p>Interest you have earned but not been paid yet already counts in your net position. A bonus saver pays its bonus only for a month with the deposit it asks for and no withdrawals.</p>",
  },
  {
    id: 'term-deposits',
    name: 'What is a term deposit, and can I get my money out early?',
    content:
      "<p>A term deposit locks your money away for a set number of weeks at a fixed interest rate, usually higher than a savings account. When it <strong>matures</strong>, the interest is added and, like a real bank, the game reinvests it all for the same term at the bank's current rate. You have the week after it matures to withdraw it in full; an email tells you when.</p><p>You can withdraw early, but you'll get much less interest. Real banks also often ask for 31 days' notice to break a term deposit.</p>",
  },
  {
    id: 'what-is-super',
    name: "What is super, and why can't I use it?",
    content:
      "<p>Superannuation is money saved for your retirement. When you work, your employer pays <strong>12%</strong> of your ordinary pay into your super fund, on top of your wages (if you're under 18, only for weeks you work more than 30 hours for them).</p><p>Your fund takes 15% contributions tax from what your employer pays in, and charges fees. If you earn $37,000 a year or less, the government pays that tax back into your super (up to $500) after you lodge your tax return. Your balance goes up and down with the markets each week.</p><p>Super counts in your net position, but you can't spend or transfer it. In real life you usually can't touch it until you retire (from age 60), so it has decades to grow.</p>",
  },
  {
    id: 'reading-pay-slip',
    name: 'How do I read my pay slip?',
    content:
      '<ul><li><strong>Gross pay:</strong> what you earned before anything is taken out.</li><li><strong>Tax:</strong> PAYG tax your employer withholds and sends to the ATO.</li><li><strong>Net pay:</strong> gross pay minus tax, the money that lands in your account.</li><li><strong>Super:</strong> paid by your employer into your super fund, on top of your pay.</li></ul>',
  },
  {
    id: 'weekly-planner',
    name: 'What is the Weekly Planner for?',
    content:
      "<p><strong>My Budget</strong> shows your weekly income after tax, your expenses (rent and home bills, food, travel, entertainment and phone) and what is left. Use the sliders to plan how much goes to spending, saving and investing, and save your plan: the week's summary shows it beside what you did.</p><p>The <strong>Diary</strong> has a question each week to help you think about your choices.</p>",
  },
  {
    id: 'finance-weekly',
    name: 'What is Finance Weekly?',
    content:
      '<p>A new money article each week, with a short quiz. Every right answer adds <strong>$1</strong> to My Cash. Some weeks the quiz is required before you can finish the week, and Finance Weekly shows a <strong>!</strong> until you start it.</p>',
  },
  {
    id: 'shares-in-game',
    name: 'How do shares work in the game?',
    content:
      '<p>Open <strong>Shares</strong>. The Market tab lists companies with their price, how it changed and a risk rating (low, medium or high). Your Portfolio shows what you own.</p><p>Prices change every week and can go down as well as up. A brokerage fee is charged each time you buy or sell, so trading too often eats into your gains.</p>',
  },
  {
    id: 'ushop-and-ibuy',
    name: "What's the difference between uShop and iBuy?",
    content:
      '<p><strong>uShop</strong> sells new things at a set price, with new stock each week. <strong>iBuy</strong> is an auction of second-hand things: bid, or pay the buy-now price, or sell your own things from <strong>My Stuff</strong>. You find out by email whether you were outbid, won, or sold.</p><p>Things you own count in your net position at what they would sell for second-hand, which is usually less than you paid.</p>',
  },
  {
    id: 'getting-a-job',
    name: 'How do I get a job?',
    content:
      "<p>Open <strong>Job Finder</strong> to see this week's jobs. Each one shows the pay for your age, the days you'd work, whether super is included and what you need, like experience or an item such as a bike.</p><p>Apply, and the employer answers by email next week. Some jobs get lots of applicants: every week you work makes your chances better. Once you're working, your pay slip arrives in Email each payday.</p>",
  },
  {
    id: 'bonus-question',
    name: 'What is the bonus question?',
    content:
      "<p>After you finish each week you get a money question with a timer. Answer correctly to win <strong>bonus cash</strong> in My Cash, plus a <strong>time bonus</strong>: the faster you answer, the bigger it is.</p><p>You can skip, but then there's no bonus cash. Wrong answers don't cost you anything, and you'll see the right answer.</p><p>The timer starts when the question first appears and keeps running if you reload the page. Would you rather take your time? Turn the timer off: a right answer still earns the bonus cash, just no time bonus.</p>",
  },
  {
    id: 'scams-in-game',
    name: 'Are some messages in the game scams?',
    content:
      '<p>Yes, just like real life. Some emails and texts are scams, and accepting one costs you money. Others are genuine offers worth taking.</p><p>Watch for red flags:</p><ul><li>a link asking you to log in or pay</li><li>pressure to act fast</li><li>deals that are too good to be true</li><li>paying by bank transfer, gift card or crypto only</li><li>a job that asks you to pay first</li></ul><p>Not sure? Decline it.</p>',
  },
  {
    id: 'leaderboard',
    name: 'How does the leaderboard work?',
    content:
      "<p>Players are ranked by their net position <strong>against par</strong>, not by how much money they have. Your whole class plays one person, chosen by your teacher: a Year 10 student at home, a Year 11 student at home, or an 18-year-old starting out in a share house. Everyone in the class starts out the same, with the same pay and bills, and gets the same surprises, offers and scams in the same weeks. Only your choices are different.</p><p>In a family, each member plays someone their own age, so their money differs: par makes the board fair, because each of you is measured against a careful player living the same life.</p><p>Only your first game counts: if you play the same game again, it's a practice game and isn't ranked. Your bonus questions come in a different order from everyone else's, so nobody can pass the answers along.</p>",
  },
  {
    id: 'par',
    name: 'What is par?',
    content:
      "<p>Par is what a careful player would have by now in your game, earning what you earned: bills paid on time, scams turned down, costs cut and money saved. The game plays that careful player in your world, with your bills and surprises, so <strong>$420 above par</strong> means your choices left you $420 better off than careful play would, and <strong>below par</strong> means there's money you could have kept.</p><p>Par earns what you earn. If you take a second job, an extra shift or some babysitting, your money grows and so does par, by the same pay after tax; if you turn down a shift it took, par drops by as much. Work is worth doing (your net position shows it), but your result is about what you do with your money. Par gets about half the quiz and bonus questions right, so you can beat it. Because it lives your life, it's fair whatever age you play.</p>",
  },
  {
    id: 'save-and-exit',
    name: 'How do I save and come back later?',
    content:
      '<p>Your game saves as you go. Tap <strong>Save and exit</strong> to log out. Next time, follow the same game link, log in and choose your game to pick up where you left off.</p>',
  },
  {
    id: 'blocked-apps',
    name: "What does the '!' on an app mean?",
    content:
      "<p>That app needs you before you can finish the week. In week 1 it means you need to open an account in <strong>My Bank</strong>.</p><p>A number on an app means there's something new to see. A grey app is still being built: tap it to find out more.</p>",
  },
  {
    id: 'end-of-game',
    name: 'What happens at the end of the game?',
    content:
      "<p>When you finish the last week, you see your final net position and how far above or below par it is: that's your result. Your apps stay open so you can look back over your game, but your money can't move any more.</p>",
  },
  {
    id: 'cash-or-bank',
    name: 'Should I keep my money in cash or in the bank?',
    content:
      "<p>Keep a little cash for small things. Money in the bank is safer, can pay bills and can earn interest. Cash in your wallet earns nothing, and if it's lost, it's gone.</p>",
  },

  // Real life
  {
    id: 'real-tax-part-time',
    name: 'Do I pay tax on my part-time job?',
    content:
      "<p>Australian residents pay no income tax on the first <strong>$18,200</strong> they earn each financial year (the tax-free threshold). Above that, it's 16c for each dollar up to $45,000 (the 2025-26 rate; 15c from 1 July 2026).</p><p>Claim the threshold on your tax file number declaration with your main employer. Then, if you earn $360 a week or less from that job, no tax is taken out. If tax was withheld and you earned under the threshold, lodge a tax return to get it back.</p>",
  },
  {
    id: 'real-tax-return',
    name: 'When do I do my tax return?',
    content:
      '<p>The financial year ends on <strong>30 June</strong>. From July you lodge a tax return (free online through myGov) that adds up what you earned, including bank interest, and works out the tax you really owe. If your employer withheld more, the ATO refunds the difference; if less, you get a bill.</p><p>In the game, 30 June is the end of week 22. Your tax return is done for you, and about three weeks later the ATO emails you how it was worked out, with your refund or your bill.</p>',
  },
  {
    id: 'real-tax-file-number',
    name: 'Do I need a tax file number?',
    content:
      '<p>Yes, once you start work. Your TFN is free from the Australian Taxation Office and stays yours for life.</p><p>Give it to your employer when you start. Without it, they must withhold tax at <strong>47%</strong>. Keep it private: never put it in a message or on social media.</p>',
  },
  {
    id: 'real-super-under-18',
    name: "I'm under 18. Should my employer pay me super?",
    content:
      '<p>Only for a week in which you work <strong>more than 30 hours</strong> for that employer. From 18, you get super (12% from 1 July 2025) on your ordinary pay, whatever hours you work.</p><p>From 1 July 2026, employers will have to pay your super each time they pay your wages. Check your pay slip to see it.</p>',
  },
  {
    id: 'real-junior-pay',
    name: 'How much should I be paid?',
    content:
      '<p>From 1 July 2025 the adult minimum wage is <strong>$24.95 an hour</strong>. Under-21s are often on junior rates, a share of the adult rate set by their award. On the retail award, 16-year-olds get 50% and 17-year-olds 60%.</p><p>Casual workers get a <strong>25% loading</strong> on top, because they get no paid leave. The Fair Work Ombudsman has free pay calculators to check.</p>',
  },
  {
    id: 'real-report-scam',
    name: 'What should I do if I think I have been scammed?',
    content:
      "<ul><li>Stop all contact with the scammer. Don't send any more money.</li><li>Call your bank straight away on the number on its website or the back of your card, not one from the message.</li><li>Change your passwords, starting with email and banking.</li><li>Report it to <strong>Scamwatch</strong> to help warn others.</li><li>If your ID details were taken, contact <strong>IDCARE</strong>, a free support service.</li></ul><p>Scams can happen to anyone, and it's not your fault. Tell an adult you trust.</p>",
  },
  {
    id: 'real-credit-card-age',
    name: 'Can I get a credit card or buy now pay later?',
    content:
      '<p>You must be <strong>18</strong> to get a credit card, and the bank checks you can afford it. Buy now pay later is credit too: miss a payment and you can be charged late fees.</p><p>A debit card lets you pay by card using your own money, and many banks offer them to teens.</p>',
  },
  {
    id: 'real-money-safe-in-bank',
    name: 'Is my money safe in a bank?',
    content:
      "<p>Yes. Australian banks, building societies and credit unions are regulated, and the government's Financial Claims Scheme protects deposits up to <strong>$250,000</strong> per person at each bank if it fails.</p><p>The bigger risk is scams, so keep your login details and codes to yourself.</p>",
  },
  {
    id: 'real-compound-interest',
    name: 'Why does everyone say start saving early?',
    content:
      '<p>Because of <strong>compound interest</strong>: you earn interest on your interest. Put away $1,000 at 5% a year: after one year you have $1,050, after two $1,102.50, and the growth speeds up each year.</p><p>The earlier you start, the more years your money has to grow.</p>',
  },
];
