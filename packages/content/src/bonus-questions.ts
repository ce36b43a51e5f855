// End-of-week bonus questions. Figures follow docs/reference/australia-finance.md:
// tax-free threshold $18,200 and 16% rate (2024-25 and 2025-26), super guarantee 12% from
// 1 July 2025 (11.5% in 2024-25), under-18 super only for weeks over 30 hours, no-TFN withholding
// 47%, minimum wage $24.95 an hour and casual loading 25% (Fair Work, 1 July 2025), retail award
// junior rates, credit card minimum repayment the greater of $25 or 2% (CommBank), minimum age 18
// for a credit card, the game's brokerage of 2% of a trade (engine shares/trade.ts; CommSec's
// flat $5 up to $1,000 is named as the real-world comparison). Every worked number is checked in
// content.test.ts.
import type { BonusQuestion } from './schemas';

export const bonusQuestions: BonusQuestion[] = [
  // Budgeting
  {
    id: 'budget-what-is',
    topic: 'budgeting',
    text: 'What is a budget?',
    answers: [
      'A list of things you want to buy one day',
      'A plan for how you will spend and save the money coming in',
      'A type of bank account for teenagers',
      'The amount your boss pays you each week',
    ],
    correctIndex: 1,
    explanation:
      'A budget weighs the money coming in against your spending and saving, so you decide where it goes.',
  },
  {
    id: 'budget-save-quarter',
    topic: 'budgeting',
    text: 'You earn $120 a week and want to save 25% of it. How much do you save each week?',
    answers: ['$30', '$25', '$35', '$40'],
    correctIndex: 0,
    explanation: '25% is a quarter, and $120 ÷ 4 = $30.',
  },
  {
    id: 'budget-50-30-20',
    topic: 'budgeting',
    text: 'Using the 50/30/20 rule, how much of a $300 weekly income goes to savings?',
    answers: ['$60', '$30', '$90', '$150'],
    correctIndex: 0,
    explanation: '20% of $300 is $60; 50% ($150) goes to needs and 30% ($90) to wants.',
  },
  {
    id: 'budget-track-spending',
    topic: 'budgeting',
    text: 'Your money keeps running out before payday. What is the best first step?',
    answers: [
      'Get a credit card to cover the gap',
      'Stop checking your bank balance',
      'Track where your money goes for a couple of weeks',
      'Borrow from a friend every week',
    ],
    correctIndex: 2,
    explanation:
      'Tracking your spending shows where the money leaks out, so you can fix your budget.',
  },
  {
    id: 'budget-opportunity-cost',
    topic: 'budgeting',
    text: 'You spend $50 on takeaway instead of adding it to your savings. What is the opportunity cost?',
    answers: [
      'The delivery fee',
      'Nothing, because you enjoyed it',
      'The GST on the food',
      'The $50 that could have gone to your savings goal',
    ],
    correctIndex: 3,
    explanation:
      'Opportunity cost is what you give up by choosing something else: here, $50 of savings.',
  },
  {
    id: 'budget-inflation',
    topic: 'budgeting',
    text: 'Prices rise by 4% over a year. About how much will a $50 grocery shop cost next year?',
    answers: ['$50.40', '$52', '$54', '$46'],
    correctIndex: 1,
    explanation: '4% of $50 is $2, so the same shop costs about $52: that is inflation.',
  },

  // Needs and wants
  {
    id: 'needs-which-is-need',
    topic: 'needs-and-wants',
    text: 'Which of these is a need rather than a want?',
    answers: [
      'Concert tickets',
      'A new gaming headset',
      'Your share of the rent',
      'A second streaming subscription',
    ],
    correctIndex: 2,
    explanation: 'A need is something you must have to live and work, like a roof over your head.',
  },
  {
    id: 'needs-which-is-want',
    topic: 'needs-and-wants',
    text: 'Which of these is a want?',
    answers: [
      'Limited-edition sneakers',
      'Groceries for the week',
      'Bus fare to get to work',
      'Medicine from the chemist',
    ],
    correctIndex: 0,
    explanation: 'Nice to have is not must have: the others keep you fed, healthy and at work.',
  },
  {
    id: 'needs-pay-first',
    topic: 'needs-and-wants',
    text: 'Payday! In a sensible budget, what do you pay for first?',
    answers: [
      'Whatever is on sale this week',
      'Treats, because you worked hard',
      'Needs such as bills and transport, plus your savings',
      'Gifts for friends',
    ],
    correctIndex: 2,
    explanation:
      'Cover your needs and pay yourself first (savings); wants come out of what is left.',
  },

  // Saving
  {
    id: 'saving-weeks-to-goal',
    topic: 'saving',
    text: 'You want a $360 bike and can save $40 a week. How many weeks will it take?',
    answers: ['9 weeks', '6 weeks', '8 weeks', '12 weeks'],
    correctIndex: 0,
    explanation: '$360 ÷ $40 = 9 weeks.',
  },
  {
    id: 'saving-emergency-fund',
    topic: 'saving',
    text: 'What is an emergency fund for?',
    answers: [
      'Buying things when they are on sale',
      'Unexpected costs, like a cracked phone screen or a vet bill',
      'Paying for holidays',
      'Buying shares when prices drop',
    ],
    correctIndex: 1,
    explanation: 'An emergency fund means a surprise bill does not send you into debt.',
  },
  {
    id: 'saving-bonus-conditions',
    topic: 'saving',
    text: 'A savings account pays a 0.5% p.a. base rate plus a 4% p.a. bonus in any month with no withdrawals. You withdraw $20 this month. What rate do you earn this month?',
    answers: ['4.5% p.a.', '4% p.a.', '0% p.a.', '0.5% p.a.'],
    correctIndex: 3,
    explanation:
      'Breaking a bonus condition means only the 0.5% p.a. base rate is paid that month.',
  },

  // Interest
  {
    id: 'interest-simple-two-years',
    topic: 'interest',
    text: 'You put $1,000 in an account paying 5% p.a. simple interest. How much interest do you earn in 2 years?',
    answers: ['$50', '$100', '$102.50', '$150'],
    correctIndex: 1,
    explanation: 'Simple interest = $1,000 × 5% × 2 years = $100.',
  },
  {
    id: 'interest-simple-six-months',
    topic: 'interest',
    text: 'You have $500 earning 4% p.a. simple interest. How much interest do you earn in 6 months?',
    answers: ['$10', '$5', '$20', '$40'],
    correctIndex: 0,
    explanation: '$500 × 4% × ½ year = $10.',
  },
  {
    id: 'interest-compound-two-years',
    topic: 'interest',
    text: 'You invest $1,000 at 10% p.a., compounded yearly. What is the balance after 2 years?',
    answers: ['$1,200', '$1,100', '$1,210', '$1,221'],
    correctIndex: 2,
    explanation: 'Year 1: $1,000 + $100 = $1,100. Year 2: $1,100 + $110 = $1,210.',
  },
  {
    id: 'interest-compound-second-year',
    topic: 'interest',
    text: 'You save $200 at 5% p.a., compounded yearly. How much interest do you earn in the second year?',
    answers: ['$10.00', '$20.50', '$11.00', '$10.50'],
    correctIndex: 3,
    explanation: 'Year 1 earns $10, making $210; year 2 earns 5% of $210 = $10.50.',
  },
  {
    id: 'interest-compound-meaning',
    topic: 'interest',
    text: 'What makes compound interest different from simple interest?',
    answers: [
      'You earn interest on your interest, as well as on what you put in',
      'It always has a lower rate',
      'It is only charged on loans',
      'It is paid once, at the very end',
    ],
    correctIndex: 0,
    explanation:
      'Compound interest is added to your balance, so next time you earn interest on it too.',
  },
  {
    id: 'interest-rule-of-72',
    topic: 'interest',
    text: 'Using the rule of 72, roughly how long does it take money to double at 6% p.a. compound interest?',
    answers: ['6 years', '10 years', '20 years', '12 years'],
    correctIndex: 3,
    explanation: '72 ÷ 6 = 12, so money at 6% p.a. doubles in about 12 years.',
  },
  {
    id: 'interest-pa-meaning',
    topic: 'interest',
    text: 'What does "p.a." mean after an interest rate, such as 4% p.a.?',
    answers: ['Paid automatically', 'Per annum, meaning per year', 'Per account', 'Paid always'],
    correctIndex: 1,
    explanation: 'Per annum is Latin for per year: 4% p.a. is 4% over a whole year.',
  },

  // Bank fees
  {
    id: 'fees-monthly-over-year',
    topic: 'bank-fees',
    text: 'Your everyday account charges a $4 monthly fee. How much do you pay in fees over a year?',
    answers: ['$48', '$12', '$4', '$52'],
    correctIndex: 0,
    explanation:
      '12 months × $4 = $48 a year, which is why fee-free accounts are worth looking for.',
  },
  {
    id: 'fees-avoid',
    topic: 'bank-fees',
    text: 'What is the easiest way to avoid a monthly account-keeping fee?',
    answers: [
      'Withdraw all your money as cash',
      'Use a credit card instead',
      'Close your account every month',
      'Choose an account with no monthly fee, or one that waives it for young people',
    ],
    correctIndex: 3,
    explanation:
      'Many banks offer fee-free accounts or waive the fee for under-30s, so compare before you open one.',
  },
  {
    id: 'fees-atm',
    topic: 'bank-fees',
    text: 'You withdraw $20 from an ATM that charges a $3 fee. What share of your withdrawal does the fee cost?',
    answers: ['3%', '6%', '15%', '30%'],
    correctIndex: 2,
    explanation: '$3 ÷ $20 = 0.15, so the fee costs 15% of the cash you took out.',
  },

  // Term deposits
  {
    id: 'term-deposit-what-is',
    topic: 'term-deposits',
    text: 'What is a term deposit?',
    answers: [
      'A loan you pay back weekly',
      'An everyday account with a debit card',
      'Money locked away for a set time at a fixed interest rate',
      'The bond you pay when you rent a place',
    ],
    correctIndex: 2,
    explanation:
      'You agree to leave the money for a set term, and the bank pays a fixed rate in return.',
  },
  {
    id: 'term-deposit-twelve-months',
    topic: 'term-deposits',
    text: 'You put $2,000 in a 12-month term deposit at 4% p.a. How much interest do you get at maturity?',
    answers: ['$40', '$800', '$2,080', '$80'],
    correctIndex: 3,
    explanation: '$2,000 × 4% × 1 year = $80 of interest; you get back $2,080 in total.',
  },
  {
    id: 'term-deposit-six-months',
    topic: 'term-deposits',
    text: 'You put $1,000 in a 6-month term deposit at 4% p.a. How much interest do you earn over the term?',
    answers: ['$20', '$40', '$4', '$24'],
    correctIndex: 0,
    explanation: 'The rate is per year, so half a year earns $1,000 × 4% × ½ = $20.',
  },
  {
    id: 'term-deposit-break-early',
    topic: 'term-deposits',
    text: 'What usually happens if you break a term deposit early?',
    answers: [
      'You earn bonus interest for being quick',
      'You earn less interest, and may have to give notice or pay a fee',
      'Nothing changes',
      'You lose all the money you deposited',
    ],
    correctIndex: 1,
    explanation:
      "Banks cut the interest when you break early (often a big share of it) and may ask for 31 days' notice.",
  },

  // Credit cards
  {
    id: 'credit-minimum-small-balance',
    topic: 'credit-cards',
    text: "Your card's minimum repayment is 2% of the balance or $25, whichever is more. Your balance is $600. What is the minimum?",
    answers: ['$6', '$12', '$25', '$600'],
    correctIndex: 2,
    explanation: '2% of $600 is $12, which is less than $25, so the minimum is $25.',
  },
  {
    id: 'credit-minimum-large-balance',
    topic: 'credit-cards',
    text: "Your card's minimum repayment is 2% of the balance or $25, whichever is more. Your balance is $2,000. What is the minimum?",
    answers: ['$40', '$25', '$20', '$200'],
    correctIndex: 0,
    explanation: '2% of $2,000 is $40, which is more than $25, so the minimum is $40.',
  },
  {
    id: 'credit-avoid-interest',
    topic: 'credit-cards',
    text: 'How do you avoid paying interest on credit card purchases?',
    answers: [
      'Pay only the minimum repayment',
      'Pay a few days after the due date',
      'Only use the card on weekends',
      'Pay the full closing balance by the due date',
    ],
    correctIndex: 3,
    explanation: 'Interest-free days only apply when you pay the whole closing balance on time.',
  },
  {
    id: 'credit-monthly-interest',
    topic: 'credit-cards',
    text: 'You owe $1,000 on a card charging 18% p.a. About how much interest is charged for one month?',
    answers: ['$1.80', '$18', '$15', '$180'],
    correctIndex: 2,
    explanation: '18% p.a. is 1.5% a month, and 1.5% of $1,000 is $15.',
  },
  {
    id: 'credit-annual-fee-share',
    topic: 'credit-cards',
    text: 'A card has a $120 annual fee. You spend $400 on it in a year. What is the fee as a share of your spending?',
    answers: ['3%', '12%', '120%', '30%'],
    correctIndex: 3,
    explanation: '$120 ÷ $400 = 0.3 = 30%: a no-annual-fee card would suit light use far better.',
  },
  {
    id: 'credit-late-payment',
    topic: 'credit-cards',
    text: 'What usually happens if you miss your credit card due date?',
    answers: [
      'You are charged a late fee, and interest on the balance',
      'The bank cancels what you owe',
      'Your credit limit doubles',
      'Nothing, as long as you pay next month',
    ],
    correctIndex: 0,
    explanation:
      'Late fees are often $15 to $30, you lose interest-free days, and it can hurt your credit record.',
  },
  {
    id: 'credit-minimum-age',
    topic: 'credit-cards',
    text: 'How old do you have to be to get a credit card in Australia?',
    answers: ['18', '16', '17', '21'],
    correctIndex: 0,
    explanation: 'You must be 18 to apply, and the bank checks you can afford the repayments.',
  },

  // Debt
  {
    id: 'debt-collector',
    topic: 'debt',
    text: 'What is a debt collector?',
    answers: [
      'A government savings scheme',
      'A business that chases unpaid debts for the company you owe',
      'A type of bank account',
      'Someone who pays off your debts for free',
    ],
    correctIndex: 1,
    explanation:
      'If a bill stays unpaid, it can be passed to a collector, often with extra fees added.',
  },
  {
    id: 'debt-pay-first',
    topic: 'debt',
    text: 'To save the most on interest, which debt should you pay off first?',
    answers: [
      'The newest debt',
      'The one with the lowest interest rate',
      'The one with the highest interest rate',
      'The one with the longest term',
    ],
    correctIndex: 2,
    explanation: 'Every dollar off the highest-rate debt saves the most interest.',
  },

  // Pay slips, tax and super
  {
    id: 'payslip-gross',
    topic: 'pay-slips',
    text: 'What is gross pay on your pay slip?',
    answers: [
      'Your pay after tax',
      'Only your overtime',
      'The super your employer pays',
      'Your pay before tax and other deductions',
    ],
    correctIndex: 3,
    explanation: 'Gross is the total you earned; net is what lands in your account after tax.',
  },
  {
    id: 'payslip-net',
    topic: 'pay-slips',
    text: 'Your gross pay is $400 and $25 of tax is withheld. What is your net pay?',
    answers: ['$425', '$375', '$400', '$350'],
    correctIndex: 1,
    explanation: 'Net pay = gross pay minus tax: $400 − $25 = $375.',
  },
  {
    id: 'payslip-hours',
    topic: 'pay-slips',
    text: 'You work 12 hours at $15.50 an hour. What is your gross pay?',
    answers: ['$186', '$180', '$155', '$195.50'],
    correctIndex: 0,
    explanation: '12 × $15.50 = $186.',
  },
  {
    id: 'payslip-casual-loading',
    topic: 'pay-slips',
    text: 'The minimum wage is $24.95 an hour and casual workers get a 25% loading. What is the casual hourly rate?',
    answers: ['$26.20', '$29.94', '$49.90', '$31.19'],
    correctIndex: 3,
    explanation: '$24.95 × 1.25 = $31.19 (rounded to the cent), which makes up for no paid leave.',
  },
  {
    id: 'payslip-junior-rate',
    topic: 'pay-slips',
    text: 'A 16-year-old on the retail award gets 50% of the adult rate. If the adult rate is $26.55 an hour, what is the junior rate?',
    answers: ['About $10.62', 'About $13.28', 'About $15.93', 'About $26.55'],
    correctIndex: 1,
    explanation: '50% of $26.55 is $13.275, about $13.28 an hour.',
  },
  {
    id: 'tax-free-threshold',
    topic: 'tax',
    text: 'What is the tax-free threshold for Australian residents?',
    answers: ['$10,000', '$20,000', '$18,200', '$45,000'],
    correctIndex: 2,
    explanation: 'Residents pay no income tax on the first $18,200 they earn in a financial year.',
  },
  {
    id: 'tax-income-above-threshold',
    topic: 'tax',
    text: 'You earn $25,000 this financial year. How much of it is above the tax-free threshold?',
    answers: ['$7,200', '$18,200', '$6,800', '$25,000'],
    correctIndex: 2,
    explanation: '$25,000 − $18,200 = $6,800; only that part is taxed.',
  },
  {
    id: 'tax-under-threshold',
    topic: 'tax',
    text: 'You are an Australian resident and earn $15,000 from a part-time job this financial year. How much income tax do you owe?',
    answers: ['$2,400', 'Nothing, it is under the tax-free threshold', '$1,500', '$150'],
    correctIndex: 1,
    explanation:
      '$15,000 is under $18,200, so you owe no tax; lodge a return to get back any tax withheld.',
  },
  {
    id: 'tax-payg',
    topic: 'tax',
    text: 'What does PAYG withholding on your pay slip mean?',
    answers: [
      'Tax your employer takes from your pay and sends to the ATO',
      'A bonus for working weekends',
      'A savings plan run by your bank',
      'A fee for being paid',
    ],
    correctIndex: 0,
    explanation: 'Pay As You Go: tax is paid bit by bit each payday instead of in one lump.',
  },
  {
    id: 'tax-no-tfn',
    topic: 'tax',
    text: 'What happens if you do not give your employer your tax file number?',
    answers: [
      'You pay no tax at all',
      'Your employer pays super instead',
      'Your pay goes straight to the ATO',
      'Tax is withheld at the top rate of 47%',
    ],
    correctIndex: 3,
    explanation: 'Without a TFN, employers must withhold 47%, so give yours when you start a job.',
  },
  {
    id: 'tax-refund',
    topic: 'tax',
    text: 'Why might a teen with a part-time job get a tax refund?',
    answers: [
      'Everyone gets a $500 refund',
      'More tax was withheld during the year than they owed',
      'Their bank pays it to them',
      'Because they saved some money',
    ],
    correctIndex: 1,
    explanation:
      'Your tax return works out what you really owed; if more was withheld, the ATO refunds the difference.',
  },
  {
    id: 'super-rate',
    topic: 'super',
    text: 'What is the superannuation guarantee rate from 1 July 2025?',
    answers: ['9.5%', '10%', '12%', '11.5%'],
    correctIndex: 2,
    explanation: 'Employers must pay 12% of ordinary earnings into your super, on top of your pay.',
  },
  {
    id: 'super-calc',
    topic: 'super',
    text: 'You are 19 and earn $500 gross this week. With the super guarantee at 12%, how much super does your employer pay?',
    answers: ['$50', '$57.50', '$120', '$60'],
    correctIndex: 3,
    explanation: '12% of $500 = $60, paid into your super fund on top of your wages.',
  },
  {
    id: 'super-under-18',
    topic: 'super',
    text: 'You are 16 with a casual job. When does your employer have to pay super for you?',
    answers: [
      'Only in a week when you work more than 30 hours for them',
      'Every pay, however many hours you work',
      'Only if you earn over $450 a month',
      'Never, until you turn 18',
    ],
    correctIndex: 0,
    explanation:
      'Under-18s get super only for weeks over 30 hours with that employer; the old $450-a-month rule ended in 2022.',
  },
  {
    id: 'super-access',
    topic: 'super',
    text: 'When can you usually take money out of your super?',
    answers: [
      'Whenever you like',
      'When you turn 18',
      'When you retire, usually from age 60 or later',
      'When you buy your first car',
    ],
    correctIndex: 2,
    explanation:
      'Super is locked away for retirement, so it can grow for decades before you can use it.',
  },

  // Scams and online safety
  {
    id: 'scam-mygov-text',
    topic: 'scams',
    text: 'A text says: "myGov: your account is suspended, verify now at mygov-au-verify.com". What should you do?',
    answers: [
      'Tap the link and log in quickly',
      'Reply STOP',
      'Forward it to your friends as a warning',
      'Delete it and log in to myGov yourself, not through the link',
    ],
    correctIndex: 3,
    explanation:
      'That is not a real government address; go to the service yourself and report the text to Scamwatch.',
  },
  {
    id: 'scam-common-sign',
    topic: 'scams',
    text: 'Which of these is a common sign of a scam?',
    answers: [
      'A receipt for something you bought',
      'Pressure to act fast, or to pay by gift card or crypto',
      'A bill from your usual provider, sent on time',
      'A message from a friend you are meeting later',
    ],
    correctIndex: 1,
    explanation:
      'Scammers rush you so you do not stop to check, and ask for money that is hard to trace.',
  },
  {
    id: 'scam-task-job',
    topic: 'scams',
    text: 'An online job pays you to rate products, but now says you must pay a $100 "top-up" to unlock your earnings. What is going on?',
    answers: [
      'It is a normal training fee',
      'It is a tax payment',
      'It is a task scam: real jobs never make you pay to get paid',
      'It is a sign-on bonus',
    ],
    correctIndex: 2,
    explanation: 'Task scams show fake earnings, then keep asking for top-ups you never get back.',
  },
  {
    id: 'scam-fake-shop',
    topic: 'scams',
    text: 'A website sells $300 sneakers for $60 but only takes bank transfer. What is the biggest red flag?',
    answers: [
      'The too-good price and bank-transfer-only payment',
      'It has a logo',
      'It ships Australia-wide',
      'It has a contact page',
    ],
    correctIndex: 0,
    explanation:
      'Fake shops lure you with huge discounts and ask for payments you cannot get back.',
  },
  {
    id: 'scam-report',
    topic: 'scams',
    text: 'Where can you report a scam in Australia?',
    answers: [
      'The Bureau of Meteorology',
      'Scamwatch, run by the National Anti-Scam Centre',
      'The Australian Electoral Commission',
      'Your phone company, and no one else',
    ],
    correctIndex: 1,
    explanation:
      'Report to Scamwatch, and call your bank on the number on its website if you have lost money.',
  },
  {
    id: 'scam-guaranteed-returns',
    topic: 'scams',
    text: 'Someone online promises "guaranteed 30% returns a month" from crypto trading. What should you think?',
    answers: [
      'It is safe because crypto is modern',
      'It is fine if a friend shared it',
      'It is a great deal, so invest fast',
      'No real investment can guarantee returns like that: it is a scam',
    ],
    correctIndex: 3,
    explanation:
      'Higher returns always mean higher risk, and guaranteed high returns are a classic scam line.',
  },
  {
    id: 'scam-remote-access',
    topic: 'scams',
    text: 'A caller from "your internet provider" asks you to install an app so they can fix your computer. What do you do?',
    answers: [
      'Install it, as they sound helpful',
      'Hang up: it is likely a remote-access scam',
      'Give them your bank login so they can check for viruses',
      'Ask them to call back tomorrow, then install it',
    ],
    correctIndex: 1,
    explanation:
      'Remote-access scammers take control of your device and your banking; providers do not call like this.',
  },
  {
    id: 'online-one-time-code',
    topic: 'online-safety',
    text: 'What should you never share, even with someone who says they are from your bank?',
    answers: [
      'The name of your bank',
      'Your first name',
      'Your favourite colour',
      'Your one-time passcode or PIN',
    ],
    correctIndex: 3,
    explanation:
      'Banks never ask for your code or PIN; anyone who does is trying to get into your account.',
  },
  {
    id: 'online-passwords',
    topic: 'online-safety',
    text: 'Which is the strongest password habit?',
    answers: [
      "Your pet's name and birth year",
      'A long passphrase, different for every account, plus multi-factor authentication',
      'The same password everywhere so you never forget',
      '123456 with a capital letter',
    ],
    correctIndex: 1,
    explanation:
      'Long, unique passphrases and a second factor stop one leaked password opening everything.',
  },
  {
    id: 'online-game-account',
    topic: 'online-safety',
    text: 'A player in a game chat offers you rare skins if you give them your account login. What is it?',
    answers: [
      'A scam to steal your account and anything linked to it',
      'A fair trade',
      'A way to level up faster',
      'A normal part of the game',
    ],
    correctIndex: 0,
    explanation: 'Never share logins; game-item scams are common among under-25s.',
  },

  // Shares and risk
  {
    id: 'shares-what-is',
    topic: 'shares',
    text: 'What does owning a share mean?',
    answers: [
      'You have lent money to the government',
      'You have a savings account',
      'You own a small part of a company',
      'You have bought insurance',
    ],
    correctIndex: 2,
    explanation: 'A share is a slice of ownership, so its value rises and falls with the company.',
  },
  {
    id: 'shares-highest-risk',
    topic: 'shares',
    text: 'Which of these usually has the highest risk, and the highest possible return?',
    answers: [
      'Shares in a small company',
      'A bank savings account',
      'A term deposit',
      'Cash in your wallet',
    ],
    correctIndex: 0,
    explanation:
      'Small-company shares can jump or crash, while savings and term deposits pay steady interest.',
  },
  {
    id: 'shares-diversification',
    topic: 'shares',
    text: 'What does diversification mean?',
    answers: [
      'Putting all your money in the share that rose most last week',
      'Only buying shares you have heard of',
      'Selling everything when prices fall',
      'Spreading your money across different investments to reduce risk',
    ],
    correctIndex: 3,
    explanation: "Don't put all your eggs in one basket: one loss then hurts much less.",
  },
  {
    id: 'shares-brokerage',
    topic: 'shares',
    text: 'In the game, brokerage is 2% of each trade. You buy $800 of shares. What is the total cost?',
    answers: ['$784', '$816', '$800', '$960'],
    correctIndex: 1,
    explanation:
      'Brokerage is added when you buy: 2% of $800 is $16, so $816. Real online brokers often charge a flat fee instead, such as $5 for a trade up to $1,000.',
  },
  {
    id: 'shares-gain',
    topic: 'shares',
    text: 'You buy 10 shares at $4.00 and sell them at $4.50. What is your gain before fees?',
    answers: ['$0.50', '$4.50', '$45.00', '$5.00'],
    correctIndex: 3,
    explanation: 'Each share gained 50c, and 10 × $0.50 = $5.00.',
  },
  {
    id: 'shares-dividend',
    topic: 'shares',
    text: 'What is a dividend?',
    answers: [
      'A fee for buying shares',
      "A share of a company's profit paid to its shareholders",
      'A loan from your broker',
      'The price of one share',
    ],
    correctIndex: 1,
    explanation: 'Companies can pay part of their profit to the people who own their shares.',
  },

  // Insurance
  {
    id: 'insurance-excess',
    topic: 'insurance',
    text: 'What is an insurance excess?',
    answers: [
      'Your monthly premium',
      'A refund of extra premiums',
      'The amount you pay towards a claim before the insurer pays the rest',
      'A fine for claiming too often',
    ],
    correctIndex: 2,
    explanation:
      'The excess is your share of each claim; a higher excess usually means a lower premium.',
  },
  {
    id: 'insurance-claim-calc',
    topic: 'insurance',
    text: 'Your insured phone, worth $800, is stolen. Your excess is $100. How much does the insurer pay?',
    answers: ['$700', '$100', '$800', '$900'],
    correctIndex: 0,
    explanation: 'The insurer pays the value minus your excess: $800 − $100 = $700.',
  },
  {
    id: 'insurance-premium',
    topic: 'insurance',
    text: 'What is an insurance premium?',
    answers: [
      'The payout you get after a claim',
      'The top level of cover',
      'A discount for new customers',
      'The regular amount you pay for your cover',
    ],
    correctIndex: 3,
    explanation: 'You pay the premium to be covered, whether or not you ever make a claim.',
  },

  // Buy now pay later
  {
    id: 'bnpl-instalments',
    topic: 'bnpl',
    text: 'A $200 jacket on buy now pay later is paid in 4 equal fortnightly instalments. How much is each one?',
    answers: ['$25', '$40', '$50', '$100'],
    correctIndex: 2,
    explanation: '$200 ÷ 4 = $50 every fortnight, for 8 weeks.',
  },
  {
    id: 'bnpl-missed-payment',
    topic: 'bnpl',
    text: 'What can happen if you miss a buy now pay later instalment?',
    answers: [
      'Nothing, because it is interest-free',
      'You are charged a late fee and your account may be paused',
      'The shop refunds you',
      'You automatically get more time',
    ],
    correctIndex: 1,
    explanation:
      'Late fees add up fast, and missed payments can show on your credit report: BNPL is still debt.',
  },
];
