// The learning items (issue 33, "Did they learn?"): the bank of a matched pre-test and post-test.
// Each game world draws the same 12 items from it, asked before week 1 (untimed, no feedback, a
// measure) and again inside the end quiz, so a teacher sees the class's gain on each topic. Three
// items for each of the twelve quiz topics, about a quarter of them true/false; each names the
// Australian Curriculum v9 content descriptions it measures (news/curriculum.ts).
//
// As in the end quiz (end-quiz.ts): facts are true in Australia in 2026 and cited from the page
// that states them; a reasoning item (a sum with every figure given, or a judgement) cites
// nothing. Where the game has a figure, the item uses the game's (checked in
// learning-items.test.ts against the scenario and the engine): the super guarantee of 12% from
// 1 July 2025 (starter/rules.ts), the Online Saver's 2.75% p.a. and the 3-month term deposit of
// 12 weeks at 4.10% (starter/accounts.ts), the rent of $466 a fortnight and the $60 four-weekly
// power and internet bill (starter/bills.ts), the payday lender's 20% establishment fee and 4% a
// month (engine bills/small-loan.ts), and brokerage of 2% when buying and when selling (engine
// shares/trade.ts).
//
// None repeats an end quiz, bonus or Finance Weekly quiz question word for word; where a lesson is
// the same, the item asks it from another side. Right answers are spread over the positions.
import type { LearningItem, QuizSource } from './schema';

const FAIR_WORK_PAY_SLIPS: QuizSource = {
  title: 'Fair Work Ombudsman: Pay slips',
  url: 'https://www.fairwork.gov.au/pay-and-wages/paying-wages/pay-slips',
};
const ATO_TAX_FILE_NUMBER: QuizSource = {
  title: 'ATO: Tax file number',
  url: 'https://www.ato.gov.au/individuals-and-families/tax-file-number',
};
const ATO_SUPER_GUARANTEE: QuizSource = {
  title: 'ATO: Super guarantee',
  url: 'https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee',
};
const ATO_WHO_GETS_SUPER: QuizSource = {
  title: 'ATO: Work out if you have to pay super',
  url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/work-out-if-you-have-to-pay-super',
};
const MONEYSMART_GETTING_SUPER: QuizSource = {
  title: 'Moneysmart: Getting your super',
  url: 'https://moneysmart.gov.au/how-super-works/getting-your-super',
};
const MONEYSMART_DEBIT_CARDS: QuizSource = {
  title: 'Moneysmart: Transaction accounts and debit cards',
  url: 'https://moneysmart.gov.au/banking/transaction-accounts-and-debit-cards',
};
const MONEYSMART_TERM_DEPOSITS: QuizSource = {
  title: 'Moneysmart: Term deposits',
  url: 'https://moneysmart.gov.au/saving/term-deposits',
};
const MONEYSMART_HARDSHIP: QuizSource = {
  title: 'Moneysmart: Financial hardship',
  url: 'https://moneysmart.gov.au/managing-debt/financial-hardship',
};
const MONEYSMART_PAYDAY_LOANS: QuizSource = {
  title: 'Moneysmart: Payday loans',
  url: 'https://moneysmart.gov.au/loans/payday-loans',
};
const MONEYSMART_CREDIT_CARDS: QuizSource = {
  title: 'Moneysmart: Credit cards',
  url: 'https://moneysmart.gov.au/credit-cards',
};
const ASIC_BNPL_CREDIT: QuizSource = {
  title: 'ASIC: Buy now pay later credit contracts, credit licensing (INFO 285)',
  url: 'https://www.asic.gov.au/regulatory-resources/credit/buy-now-pay-later-credit-contracts-credit-licensing/',
};
const MONEYSMART_BNPL: QuizSource = {
  title: 'Moneysmart: Buy now pay later services',
  url: 'https://moneysmart.gov.au/other-ways-to-borrow/buy-now-pay-later-services',
};
const SCAMWATCH_UNEXPECTED_MONEY: QuizSource = {
  title: 'Scamwatch: Unexpected money',
  url: 'https://www.scamwatch.gov.au/types-of-scams/unexpected-money',
};
const SCAMWATCH_IMPERSONATION: QuizSource = {
  title: 'Scamwatch: Impersonation scams',
  url: 'https://www.scamwatch.gov.au/types-of-scams/impersonation-scams',
};
const SCAMWATCH_SCAMMED: QuizSource = {
  title: "Scamwatch: What to do if you've been scammed",
  url: 'https://www.scamwatch.gov.au/stay-protected/what-to-do-if-youve-been-scammed',
};
const MONEYSMART_DIVERSIFICATION: QuizSource = {
  title: 'Moneysmart: Diversification',
  url: 'https://moneysmart.gov.au/how-to-invest/diversification',
};
const MONEYSMART_CHOOSE_INVESTMENTS: QuizSource = {
  title: 'Moneysmart: Choose your investments',
  url: 'https://moneysmart.gov.au/how-to-invest/choose-your-investments',
};
const ACCC_PRIVATE_SALES: QuizSource = {
  title: 'ACCC: Consumer rights and guarantees (exceptions and private sales)',
  url: 'https://www.accc.gov.au/business/selling-products-and-services/consumer-rights-and-guarantees',
};
const MONEYSMART_CAR_INSURANCE: QuizSource = {
  title: 'Moneysmart: Car insurance',
  url: 'https://moneysmart.gov.au/insurance/car-insurance',
};
const MONEYSMART_CONTENTS_INSURANCE: QuizSource = {
  title: 'Moneysmart: Contents insurance',
  url: 'https://moneysmart.gov.au/home-insurance/contents-insurance',
};
const ACCC_PROOF_OF_PURCHASE: QuizSource = {
  title: 'ACCC: Receipts, bills, proof of purchase',
  url: 'https://www.accc.gov.au/consumers/buying-products-and-services/receipts-bills-proof-of-purchase',
};
const ACCC_OUT_OF_WARRANTY: QuizSource = {
  title: 'ACCC: Broken but out of warranty? Your consumer guarantee rights may still apply',
  url: 'https://www.accc.gov.au/media-release/broken-but-out-of-warranty-your-consumer-guarantee-rights-may-still-apply',
};
const ACCC_REMEDIES: QuizSource = {
  title: 'ACCC: Repair, replace, refund, cancel',
  url: 'https://www.accc.gov.au/business/problem-with-a-product-or-service-you-sold/repair-replace-refund-cancel',
};

export const LEARNING_ITEMS: LearningItem[] = [
  // Pay and tax
  {
    id: 'learn-pay-and-tax-1',
    topic: 'pay-and-tax',
    text: 'You work 15 hours at $16 an hour, and $9 of tax is withheld from your pay. What is your net pay?',
    options: ['$240', '$249', '$231', '$225'],
    correct: 2,
    explanation:
      'Gross pay is 15 × $16 = $240, and net pay is what reaches your account once the tax comes out: $240 − $9 = $231.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE7K04', 'AC9M7A01'],
  },
  {
    id: 'learn-pay-and-tax-2',
    topic: 'pay-and-tax',
    text: 'Your tax file number should be kept as safe as a password. Who should you give it to?',
    options: [
      'Your employer, your bank and the ATO',
      'A stranger who offers you a job online',
      'A website that says you have won a prize',
      'Anyone who asks for it on social media',
    ],
    correct: 0,
    explanation:
      'Give your TFN only to organisations that need it, such as your employer, your bank and the ATO, because in the wrong hands it can be used to steal your identity.',
    reasoning: false,
    sources: [ATO_TAX_FILE_NUMBER],
    curriculum: ['AC9HE8K04', 'AC9HE9K05'],
  },
  {
    id: 'learn-pay-and-tax-3',
    topic: 'pay-and-tax',
    text: 'If you are paid by the hour, your payslip must show your hourly rate and the hours you were paid for at that rate.',
    options: ['True', 'False'],
    correct: 0,
    explanation:
      'A payslip for hourly pay must show the rate and the hours worked at it, so you can check that every shift was paid.',
    reasoning: false,
    sources: [FAIR_WORK_PAY_SLIPS],
    curriculum: ['AC9HE7K04'],
  },

  // Super
  {
    id: 'learn-super-1',
    topic: 'super',
    text: 'Ella earns $250 for a week of work and is eligible for super. How much must her employer pay into her super fund?',
    options: ['$25', '$30', '$12', '$28.75'],
    correct: 1,
    explanation:
      'The super guarantee has been 12% of ordinary earnings since 1 July 2025, and 12% of $250 is $30.',
    reasoning: false,
    sources: [ATO_SUPER_GUARANTEE],
    curriculum: ['AC9HE10K04', 'AC9M7N09'],
  },
  {
    id: 'learn-super-2',
    topic: 'super',
    text: 'You can take money out of your super fund whenever you need it to pay a big bill.',
    options: ['True', 'False'],
    correct: 1,
    explanation:
      'Super is kept for retirement: most people can take it out only once they reach 60 and retire, or at 65, apart from a few rare cases such as severe hardship.',
    reasoning: false,
    sources: [MONEYSMART_GETTING_SUPER],
    curriculum: ['AC9HE10K04'],
  },
  {
    id: 'learn-super-3',
    topic: 'super',
    text: 'Mai is 18 and works 8 hours a week in a casual job at a bakery. Does her employer have to pay super for her?',
    options: [
      'No, she must work more than 30 hours a week',
      'No, casual workers never get super',
      'Yes, because she is 18 or older',
      'Only if she earns $450 or more in a month',
    ],
    correct: 2,
    explanation:
      'From 18, employees get super however few hours they work and however little they earn; the more-than-30-hours rule is only for workers under 18.',
    reasoning: false,
    sources: [ATO_WHO_GETS_SUPER],
    curriculum: ['AC9HE10K04', 'AC9HE7K04'],
  },

  // Banking
  {
    id: 'learn-banking-1',
    topic: 'banking',
    text: 'You keep spending the money you meant to save. Which setup would help most?',
    options: [
      'Keep all your money in one everyday account with a card',
      'Carry your savings around as cash',
      'On payday, move a set amount to a savings account with no card',
      'Check your balance only once a month',
    ],
    correct: 2,
    explanation:
      'Moving your savings out first, into an account without a card, makes them harder to spend on impulse, and what is left is what you can spend.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE8K05', 'AC9HE9K05'],
  },
  {
    id: 'learn-banking-2',
    topic: 'banking',
    text: 'When you tap a debit card at the shops, whose money are you spending?',
    options: [
      'Money borrowed from the bank',
      'Your own money from your bank account',
      'Money from your super fund',
      "The shop's money until your next payday",
    ],
    correct: 1,
    explanation:
      'A debit card takes the money straight out of your own account, so unlike a credit card you are not borrowing.',
    reasoning: false,
    sources: [MONEYSMART_DEBIT_CARDS],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-banking-3',
    topic: 'banking',
    text: 'Compared with a savings account, what is the usual trade-off of a term deposit?',
    options: [
      'A fixed rate for a set time, but taking money out early costs you',
      'No interest, but you can spend it with a card',
      'A higher rate, and you can take money out any time for free',
      'It pays interest only in weeks when you add money',
    ],
    correct: 0,
    explanation:
      'A term deposit locks your money away for its term at a fixed rate; take it out early and you usually get less interest or pay a fee.',
    reasoning: false,
    sources: [MONEYSMART_TERM_DEPOSITS],
    curriculum: ['AC9HE9K05', 'AC9HE7K01'],
  },

  // Interest
  {
    id: 'learn-interest-1',
    topic: 'interest',
    text: 'In the game, the Online Saver pays 2.75% p.a. About how much interest does $800 earn there in a year?',
    options: ['About $22', 'About $2.75', 'About $27.50', 'About $220'],
    correct: 0,
    explanation:
      "The rate is for a whole year, and 2.75% of $800 is 0.0275 × $800 = $22, a little more once each month's interest starts earning interest too.",
    reasoning: true,
    sources: [],
    curriculum: ['AC9M7N09', 'AC9M8N05'],
  },
  {
    id: 'learn-interest-2',
    topic: 'interest',
    text: 'You save $1,000 at 10% p.a., with the interest added once a year and left in the account. How much is there after three years?',
    options: ['$1,300', '$1,030', '$1,310', '$1,331'],
    correct: 3,
    explanation:
      'Each year adds 10% of the new balance: $1,000 grows to $1,100, then $1,210, then $1,331, which beats the $1,300 that simple interest would give.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9M10A04'],
  },
  {
    id: 'learn-interest-3',
    topic: 'interest',
    text: 'A 12-week term deposit at 4.10% p.a. earns 4.10% of your money over those 12 weeks.',
    options: ['True', 'False'],
    correct: 1,
    explanation:
      'A rate per annum is for a whole year, and 12 weeks is only 12 of its 52 weeks, so the deposit earns about 0.95% of your money.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9M7N06', 'AC9M7N09'],
  },

  // Budgeting
  {
    id: 'learn-budgeting-1',
    topic: 'budgeting',
    text: 'Your rent is $466 a fortnight. How much should your weekly budget set aside for it?',
    options: ['$466', '$233', '$932', '$116.50'],
    correct: 1,
    explanation:
      'A fortnight is two weeks, so setting aside $466 ÷ 2 = $233 each week means the rent is covered when it is due.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE8K05', 'AC9M7N06'],
  },
  {
    id: 'learn-budgeting-2',
    topic: 'budgeting',
    text: 'Your power and internet bill is $60 every four weeks. How much is that over a whole year?',
    options: ['$780', '$720', '$600', '$240'],
    correct: 0,
    explanation:
      'A year has 52 weeks, so a four-weekly bill comes 13 times, not 12: 13 × $60 = $780.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE8K05', 'AC9M7N06'],
  },
  {
    id: 'learn-budgeting-3',
    topic: 'budgeting',
    text: 'Your weekly income is $250. You plan to spend $180 on needs and $90 on wants. What does your budget show?',
    options: ['A surplus of $20', 'A shortfall of $20', 'A surplus of $70', 'A shortfall of $90'],
    correct: 1,
    explanation:
      'Spending $180 + $90 = $270 is $20 more than the $250 coming in, so something has to be cut, and wants are the place to start.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE8K05', 'AC9M7N06'],
  },

  // Bills and debt
  {
    id: 'learn-bills-and-debt-1',
    topic: 'bills-and-debt',
    text: 'You have $100 until payday. Your $60 power bill and $35 phone bill are due, and you want $40 concert tickets. What is the best plan?',
    options: [
      'Buy the tickets and pay the bills late',
      'Pay both bills and save up for the tickets',
      'Pay the phone bill and buy the tickets',
      'Buy the tickets with a payday loan',
    ],
    correct: 1,
    explanation:
      'Bills come before wants: paying them on time keeps late fees away, and the $5 left over is a start on the tickets.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE8K05', 'AC9HE7K01'],
  },
  {
    id: 'learn-bills-and-debt-2',
    topic: 'bills-and-debt',
    text: 'The National Debt Helpline gives free help from financial counsellors to people who are struggling with bills.',
    options: ['True', 'False'],
    correct: 0,
    explanation:
      'Call 1800 007 007 for free, confidential help from a financial counsellor, who can help you work out which bills to pay first and how to ask for hardship help.',
    reasoning: false,
    sources: [MONEYSMART_HARDSHIP],
    curriculum: ['AC9HP10P10', 'AC9HE9K05'],
  },
  {
    id: 'learn-bills-and-debt-3',
    topic: 'bills-and-debt',
    text: 'You are $150 short for a bill. Which way of covering it is likely to cost you the most?',
    options: [
      'Asking the business for a payment plan',
      'Using money from your emergency fund',
      'Asking the business for more time to pay',
      'A payday loan with a 20% establishment fee plus 4% a month',
    ],
    correct: 3,
    explanation:
      'On $150 the payday loan charges $30 to start plus $6 a month, while a payment plan or more time from the business usually costs nothing extra.',
    reasoning: false,
    sources: [MONEYSMART_PAYDAY_LOANS, MONEYSMART_HARDSHIP],
    curriculum: ['AC9HE10K03', 'AC9HE9K05', 'AC9M7N09'],
  },

  // Credit
  {
    id: 'learn-credit-1',
    topic: 'credit',
    text: 'Your credit card has interest-free days on purchases, and you pay the full closing balance by the due date every month. How much interest do you pay?',
    options: [
      'Interest on every purchase from the day you make it',
      'Interest on everything above the minimum repayment',
      'None, because you keep your interest-free days',
      '2% of the balance each month',
    ],
    correct: 2,
    explanation:
      'Interest-free days on purchases last only while you pay the whole closing balance on time; pay less and interest starts to build.',
    reasoning: false,
    sources: [MONEYSMART_CREDIT_CARDS],
    curriculum: ['AC9HE10K03'],
  },
  {
    id: 'learn-credit-2',
    topic: 'credit',
    text: 'Buy now pay later is a kind of borrowing, even when it charges no interest.',
    options: ['True', 'False'],
    correct: 0,
    explanation:
      'Since 10 June 2025 buy now pay later has been regulated as credit, and a missed payment can bring a late fee and a mark on your credit report.',
    reasoning: false,
    sources: [ASIC_BNPL_CREDIT, MONEYSMART_BNPL],
    curriculum: ['AC9HE10K03', 'AC9HE9K05'],
  },
  {
    id: 'learn-credit-3',
    topic: 'credit',
    text: 'A $160 pair of shoes on buy now pay later is split into four equal payments. You miss one and are charged a $10 late fee. What do the shoes cost you in total?',
    options: ['$170', '$160', '$200', '$40'],
    correct: 0,
    explanation:
      'The four payments of $40 still add up to $160, and the late fee comes on top: $160 + $10 = $170.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE10K03', 'AC9M7N06'],
  },

  // Scams
  {
    id: 'learn-scams-1',
    topic: 'scams',
    text: 'A message says you have won a phone in a competition, but you must pay a $30 delivery fee to get it. What should you do?',
    options: [
      'Pay it, since a phone is worth far more than $30',
      'Send your bank details instead of paying',
      'Ignore it, because a real prize needs no fee to claim',
      'Reply and ask for a smaller fee',
    ],
    correct: 2,
    explanation:
      'A fee to collect a prize is a classic scam sign, and Scamwatch says not to pay it: the prize is only the bait.',
    reasoning: false,
    sources: [SCAMWATCH_UNEXPECTED_MONEY],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-scams-2',
    topic: 'scams',
    text: "If a call shows your bank's real phone number, it must really be your bank calling.",
    options: ['True', 'False'],
    correct: 1,
    explanation:
      "Scammers can make a call or text look as if it comes from a real organisation's number, so hang up and call the bank on a number you find yourself.",
    reasoning: false,
    sources: [SCAMWATCH_IMPERSONATION],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-scams-3',
    topic: 'scams',
    text: "A caller says they are from your bank's fraud team and asks you to move your money to a new 'safe account'. What should you do?",
    options: [
      'Move it quickly before it is stolen',
      'Give them your one-time code so they can check',
      'Call back on the number that just rang you',
      'Hang up and call your bank on the number on its website or your card',
    ],
    correct: 3,
    explanation:
      "Callers can fake a bank's number and rush you, so contact the bank yourself on a number you know is real before any money moves.",
    reasoning: false,
    sources: [SCAMWATCH_IMPERSONATION, SCAMWATCH_SCAMMED],
    curriculum: ['AC9HE9K05', 'AC9HP10P10'],
  },

  // Shares
  {
    id: 'learn-shares-1',
    topic: 'shares',
    text: 'Which of these ways of investing $600 in shares is the most diversified?',
    options: [
      '$600 in one technology company',
      '$600 in the share that rose most last week',
      '$100 in each of six companies in different industries',
      '$300 in each of two mining companies',
    ],
    correct: 2,
    explanation:
      "Diversifying means spreading your money across different investments, so one company's bad news can only hurt a small part of it.",
    reasoning: false,
    sources: [MONEYSMART_DIVERSIFICATION],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-shares-2',
    topic: 'shares',
    text: 'Investments that could earn higher returns usually carry a higher risk of losing money.',
    options: ['True', 'False'],
    correct: 0,
    explanation:
      'Risk and return go together: shares can earn more than a savings account over the years, but their prices can also fall a long way.',
    reasoning: false,
    sources: [MONEYSMART_CHOOSE_INVESTMENTS, MONEYSMART_DIVERSIFICATION],
    curriculum: ['AC9HE9K05', 'AC9HE10K03'],
  },
  {
    id: 'learn-shares-3',
    topic: 'shares',
    text: 'In the game, brokerage is 2% when you buy and 2% when you sell. You buy $250 of shares and later sell them for $300. What is your profit after brokerage?',
    options: ['$50', '$44', '$45', '$39'],
    correct: 3,
    explanation:
      'Buying costs $250 + $5 = $255 and selling brings in $300 − $6 = $294, so the profit is $294 − $255 = $39.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9M7N09', 'AC9M9A05'],
  },

  // Buying and selling
  {
    id: 'learn-buying-and-selling-1',
    topic: 'buying-and-selling',
    text: 'A new jacket costs $80 with 25% off. The same jacket second-hand, in good condition, costs $55. Which is cheaper?',
    options: [
      'The new one, by $20',
      'They cost the same',
      'The second-hand one, by $5',
      'The new one, by $5',
    ],
    correct: 2,
    explanation:
      '25% of $80 is $20, so the new jacket costs $60 on sale, which is still $5 more than the $55 second-hand one.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9M8N05', 'AC9HE7K01'],
  },
  {
    id: 'learn-buying-and-selling-2',
    topic: 'buying-and-selling',
    text: 'You are buying a second-hand phone from a stranger through an online marketplace. Which plan is safest?',
    options: [
      'Meet in a busy public place, check the phone works, then pay',
      'Pay the full price first so they hold it for you',
      'Pay a deposit with a gift card',
      'Send the money to a new account they give you',
    ],
    correct: 0,
    explanation:
      'A private sale comes with few of the consumer guarantees a shop must give, so check the item works before you pay, and meet somewhere public.',
    reasoning: false,
    sources: [ACCC_PRIVATE_SALES],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-buying-and-selling-3',
    topic: 'buying-and-selling',
    text: 'You bought a phone for $600 and sell it a year later for $360. What percentage of its price did it lose?',
    options: ['60%', '24%', '36%', '40%'],
    correct: 3,
    explanation:
      'It lost $600 − $360 = $240, and $240 is 40% of $600, which is why second-hand prices usually sit well below new ones.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9M8N05', 'AC9M7N09'],
  },

  // Insurance and risk
  {
    id: 'learn-insurance-and-risk-1',
    topic: 'insurance-and-risk',
    text: "Your car has third party property insurance, and you crash into someone else's car. What does the policy pay for?",
    options: [
      "Repairs to the other person's car",
      'Repairs to your own car',
      'Repairs to both cars',
      'Only injuries to people',
    ],
    correct: 0,
    explanation:
      "Third party property cover pays for damage your car does to other people's property, not to your own car; comprehensive cover would pay for both.",
    reasoning: false,
    sources: [MONEYSMART_CAR_INSURANCE],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-insurance-and-risk-2',
    topic: 'insurance-and-risk',
    text: "If you rent a flat, your landlord's insurance covers your own things, like your laptop and clothes.",
    options: ['True', 'False'],
    correct: 1,
    explanation:
      'A landlord insures the building, not your belongings, so covering your own things takes contents insurance of your own.',
    reasoning: false,
    sources: [MONEYSMART_CONTENTS_INSURANCE],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-insurance-and-risk-3',
    topic: 'insurance-and-risk',
    text: 'Policy A costs $20 a month with a $500 excess. Policy B costs $30 a month with a $100 excess. If you make one claim this year, which costs you less in total?',
    options: ['Policy A', 'Policy B', 'They cost the same'],
    correct: 1,
    explanation:
      'Policy A costs $240 + $500 = $740 and Policy B costs $360 + $100 = $460, so a cheaper premium can cost more once you claim.',
    reasoning: true,
    sources: [],
    curriculum: ['AC9HE9K05', 'AC9M7N06'],
  },

  // Consumer rights
  {
    id: 'learn-consumer-rights-1',
    topic: 'consumer-rights',
    text: 'Your new headphones break and you have lost the receipt. What else can you show the shop as proof of purchase?',
    options: [
      'A photo of the headphones',
      'Your bank or card statement showing the payment',
      'The price tag',
      'A friend who saw you buy them',
    ],
    correct: 1,
    explanation:
      'A card or bank statement, an order number or a photo of the receipt can show that you bought the item, so losing the receipt need not end your rights.',
    reasoning: false,
    sources: [ACCC_PROOF_OF_PURCHASE],
    curriculum: ['AC9HE9K05'],
  },
  {
    id: 'learn-consumer-rights-2',
    topic: 'consumer-rights',
    text: "Your consumer guarantee rights can still apply after a product's warranty has run out.",
    options: ['True', 'False'],
    correct: 0,
    explanation:
      'The guarantees last for a reasonable time for that product and its price, which can be longer than any warranty from the shop or the maker.',
    reasoning: false,
    sources: [ACCC_OUT_OF_WARRANTY],
    curriculum: ['AC9HE9K05', 'AC9HE10K02'],
  },
  {
    id: 'learn-consumer-rights-3',
    topic: 'consumer-rights',
    text: "You buy a T-shirt with nothing wrong with it, then decide you don't like the colour. What does the shop have to do?",
    options: [
      'Give you a full refund',
      'Swap it for anything you choose',
      'Give you a store credit',
      'Nothing, unless its own returns policy offers change-of-mind returns',
    ],
    correct: 3,
    explanation:
      'The consumer guarantees cover products with a problem, not a change of mind, though many shops choose to offer change-of-mind returns anyway.',
    reasoning: false,
    sources: [ACCC_PROOF_OF_PURCHASE, ACCC_REMEDIES],
    curriculum: ['AC9HE9K05'],
  },
];
