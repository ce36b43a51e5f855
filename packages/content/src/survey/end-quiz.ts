// The end quiz: 24 questions, two for each of the twelve topics, on what the game taught through
// its apps and its Finance Weekly articles (news/articles-weeks-*.ts). Right answers add cash to
// the final score; the nine timed ones are short to read and pay a time bonus as well.
//
// Facts are true in Australia in 2026 and cited from the page that states them; a reasoning
// question (a sum with every figure given, or a judgement) cites nothing. Where the game has a
// figure, the question uses the game's (checked in survey.test.ts against the scenario and the
// engine): the super guarantee of 12% from 1 July 2025 (starter/rules.ts), the tax-free threshold
// of $18,200, the 3-month term deposit of 12 weeks at 4.10% (starter/accounts.ts), the $35
// four-weekly phone plan (starter/bills.ts), the card's minimum repayment of the greater of $25
// or 2% (rules.ts), brokerage of 2% when buying and when selling (engine shares/trade.ts), and the
// payday lender's 20% establishment fee and 4% a month (engine bills/small-loan.ts: $300 costs
// $84 in fees over two months).
//
// None repeats a bonus question (bonus-questions.ts) or a Finance Weekly quiz question word for
// word; where a lesson is the same, the question asks it from another side.
import type { EndQuizQuestion } from './schema';

const FAIR_WORK_PAY_SLIPS = {
  title: 'Fair Work Ombudsman: Pay slips',
  url: 'https://www.fairwork.gov.au/pay-and-wages/paying-wages/pay-slips',
};
const ATO_TAX_RATES = {
  title: 'ATO: Tax rates, Australian residents',
  url: 'https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents',
};
const ATO_SUPER_GUARANTEE = {
  title: 'ATO: Super guarantee',
  url: 'https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee',
};
const ATO_WHO_GETS_SUPER = {
  title: 'ATO: Work out if you have to pay super',
  url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/work-out-if-you-have-to-pay-super',
};
const AFCA_FREE_SERVICE = {
  title: 'AFCA: Expectations for complainants',
  url: 'https://www.afca.org.au/about-afca/engagement-charter/expectations-for-complainants',
};
const SCAMWATCH_SCAMMED = {
  title: "Scamwatch: What to do if you've been scammed",
  url: 'https://www.scamwatch.gov.au/stay-protected/what-to-do-if-youve-been-scammed',
};
const SCAMWATCH_OVERPAYMENT = {
  title: 'Scamwatch: Overpayment scams',
  url: 'https://www.scamwatch.gov.au/types-of-scams/buying-or-selling/overpayment-scams',
};
const MONEYSMART_HARDSHIP = {
  title: 'Moneysmart: Financial hardship',
  url: 'https://moneysmart.gov.au/managing-debt/financial-hardship',
};
const MONEYSMART_PAYDAY_LOANS = {
  title: 'Moneysmart: Payday loans',
  url: 'https://moneysmart.gov.au/loans/payday-loans',
};
const MONEYSMART_CREDIT_CARDS = {
  title: 'Moneysmart: Credit cards',
  url: 'https://moneysmart.gov.au/credit-cards',
};
const MONEYSMART_PAY_OFF_CARD = {
  title: 'Moneysmart: Pay off your credit card',
  url: 'https://moneysmart.gov.au/credit-cards/pay-off-your-credit-card',
};
const MONEYSMART_CREDIT_REPORTS = {
  title: 'Moneysmart: Credit scores and credit reports',
  url: 'https://moneysmart.gov.au/managing-debt/credit-scores-and-credit-reports',
};
const MONEYSMART_CAR_INSURANCE = {
  title: 'Moneysmart: Car insurance',
  url: 'https://moneysmart.gov.au/insurance/car-insurance',
};
const ACCC_REMEDIES = {
  title: 'ACCC: Repair, replace, refund, cancel',
  url: 'https://www.accc.gov.au/business/problem-with-a-product-or-service-you-sold/repair-replace-refund-cancel',
};
const ACCC_MISLEADING_RIGHTS = {
  title: 'ACCC Advertising and selling guide: Misleading consumers about their rights',
  url: 'https://www.accc.gov.au/publications/advertising-and-selling-guide/advertising-and-selling-guide/consumer-guarantees/misleading-consumers-about-their-rights',
};
const ACCC_GUARANTEE_NOT_MET = {
  title: 'ACCC: What if a consumer guarantee is not met',
  url: 'https://www.accc.gov.au/business/selling-products-and-services/small-business-education-program/consumer-rights-and-guarantees/what-if-a-consumer-guarantee-is-not-met',
};

export const endQuizQuestions: EndQuizQuestion[] = [
  // Pay and tax
  {
    id: 'payslip-within-a-working-day',
    topic: 'pay-and-tax',
    text: 'After payday, how long does your employer have to give you your payslip?',
    options: [
      'One working day',
      'One week',
      'Until the end of the financial year',
      'Only if you ask for one',
    ],
    correct: 0,
    explanation:
      'A payslip is due within one working day of being paid, on paper or electronically, so you can check your hours, pay and tax straight away.',
    timed: true,
    reasoning: false,
    sources: [FAIR_WORK_PAY_SLIPS],
  },
  {
    id: 'income-above-the-threshold',
    topic: 'pay-and-tax',
    text: 'Sam is an Australian resident and earns $21,000 this financial year. How much of that is above the tax-free threshold?',
    options: ['$18,200', '$3,800', '$2,800', '$21,000'],
    correct: 2,
    explanation:
      'Residents pay no income tax on the first $18,200 of the year, so only $21,000 − $18,200 = $2,800 is taxed.',
    timed: false,
    reasoning: false,
    sources: [ATO_TAX_RATES],
  },

  // Super
  {
    id: 'super-on-a-300-week',
    topic: 'super',
    text: 'You earn $300 this week and are eligible for super. How much must your employer pay into your super fund?',
    options: ['$30', '$300', '$34.50', '$36'],
    correct: 3,
    explanation:
      'The super guarantee has been 12% of ordinary earnings since 1 July 2025, and 12% of $300 is $36, paid on top of your wages.',
    timed: true,
    reasoning: false,
    sources: [ATO_SUPER_GUARANTEE],
  },
  {
    id: 'holiday-week-super',
    topic: 'super',
    text: 'Jay is 16. In the school holidays he works 32 hours in one week at a café. Does the café owe him super for that week?',
    options: [
      'No, nobody under 18 gets super',
      'Yes, because he worked more than 30 hours that week',
      'No, he must earn at least $450 in a month first',
      'Only if he asks for it',
    ],
    correct: 1,
    explanation:
      'For workers under 18 what counts is hours: more than 30 in a week for one employer means super for that week, however much they earn.',
    timed: false,
    reasoning: false,
    sources: [ATO_WHO_GETS_SUPER],
  },

  // Banking
  {
    id: 'complain-to-afca',
    topic: 'banking',
    text: "You complained to your bank and it didn't fix the problem. Where can you take your complaint next, for free?",
    options: [
      'The Reserve Bank of Australia',
      'The Australian Taxation Office',
      'Scamwatch',
      'The Australian Financial Complaints Authority',
    ],
    correct: 3,
    explanation:
      'AFCA is a free, independent service for complaints about banks, lenders and insurers, once the business has had its chance to put things right.',
    timed: true,
    reasoning: false,
    sources: [AFCA_FREE_SERVICE, SCAMWATCH_SCAMMED],
  },
  {
    id: 'money-needed-soon',
    topic: 'banking',
    text: "You'll need $500 for a laptop repair in three weeks. Where is the best place to keep it until then?",
    options: [
      'A 12-week term deposit',
      'A savings account you can take money out of any time',
      'Shares in a HIGH-risk company',
    ],
    correct: 1,
    explanation:
      'Taking money out of a term deposit before it matures cuts its interest, and shares could be down just when you need them, so money you need soon belongs in savings.',
    timed: false,
    reasoning: true,
    sources: [],
  },

  // Interest
  {
    id: 'compound-interest-two-years',
    topic: 'interest',
    text: 'You put $2,000 in a savings account paying 5% p.a., with interest added once a year. How much is there after two years?',
    options: ['$2,100', '$2,200', '$2,205', '$2,210'],
    correct: 2,
    explanation:
      'Year one adds $100, making $2,100, and year two adds 5% of $2,100, which is $105: that extra $5 is interest earned on interest.',
    timed: false,
    reasoning: true,
    sources: [],
  },
  {
    id: 'term-deposit-twelve-weeks',
    topic: 'interest',
    text: 'A 12-week term deposit pays 4.10% p.a. About how much interest does $1,000 earn over the 12 weeks?',
    options: ['About $41', 'About $9', 'About $4', 'About $18'],
    correct: 1,
    explanation:
      'The rate is for a whole year and 12 weeks is 12 of its 52 weeks, so $1,000 × 4.10% × 12 ÷ 52 comes to about $9.',
    timed: false,
    reasoning: true,
    sources: [],
  },

  // Budgeting
  {
    id: 'phone-plan-each-week',
    topic: 'budgeting',
    text: 'Your phone plan costs $35 every four weeks. How much should your weekly budget set aside for it?',
    options: ['$35', '$17.50', '$7', '$8.75'],
    correct: 3,
    explanation:
      'Spread a bill over the weeks it covers: $35 ÷ 4 = $8.75 a week, so the money is already there when the bill arrives.',
    timed: false,
    reasoning: true,
    sources: [],
  },
  {
    id: 'net-worth-sum',
    topic: 'budgeting',
    text: 'You have $1,200 in savings and a bike that would sell for $300, and you owe a friend $200. What is your net worth?',
    options: ['$1,300', '$1,500', '$1,700', '$1,000'],
    correct: 0,
    explanation:
      'Net worth is what you own minus what you owe: $1,200 + $300 − $200 = $1,300, the same sum your final balance sheet does.',
    timed: false,
    reasoning: true,
    sources: [],
  },

  // Bills and debt
  {
    id: 'cannot-pay-a-bill',
    topic: 'bills-and-debt',
    text: "You can't pay a bill by its due date. What is the best first step?",
    options: [
      'Wait for the final notice',
      'Call the business before the due date to ask for a payment plan',
      'Take out a payday loan to cover it',
      'Pay it with a credit card cash advance',
    ],
    correct: 1,
    explanation:
      'Businesses have payment plans and hardship help, and asking early can stop late fees; a payday loan or a cash advance only adds costly debt.',
    timed: true,
    reasoning: false,
    sources: [MONEYSMART_HARDSHIP],
  },
  {
    id: 'payday-loan-fees',
    topic: 'bills-and-debt',
    text: 'A payday lender charges a 20% establishment fee plus 4% a month. What are the fees on a $300 loan over two months?',
    options: ['$24', '$60', '$72', '$84'],
    correct: 3,
    explanation:
      'The establishment fee is 20% of $300, which is $60, and the monthly fee is $12 for each of two months: $84 in fees for a $300 loan.',
    timed: false,
    reasoning: false,
    sources: [MONEYSMART_PAYDAY_LOANS],
  },

  // Credit
  {
    id: 'after-the-minimum-repayment',
    topic: 'credit',
    text: 'Your card balance is $900 and you pay only the $25 minimum by the due date. What happens to the other $875?',
    options: [
      'Interest is charged on it until you pay it off',
      'The bank writes it off',
      'It stays interest-free until next month',
      'It is moved to your savings',
    ],
    correct: 0,
    explanation:
      'Interest-free days only last while you pay the whole closing balance, so interest is charged on whatever you still owe.',
    timed: false,
    reasoning: false,
    sources: [MONEYSMART_CREDIT_CARDS, MONEYSMART_PAY_OFF_CARD],
  },
  {
    id: 'what-goes-on-a-credit-report',
    topic: 'credit',
    text: 'Which of these can end up on your credit report and make borrowing harder later?',
    options: [
      'How much you spend on takeaway',
      'Your marks at school',
      'A phone bill left unpaid for months',
      'How many apps you use',
    ],
    correct: 2,
    explanation:
      'Overdue debts such as unpaid phone or power bills can be listed on your credit report, and lenders check it before they say yes.',
    timed: true,
    reasoning: false,
    sources: [MONEYSMART_CREDIT_REPORTS],
  },

  // Scams
  {
    id: 'money-back-for-a-fee',
    topic: 'scams',
    text: 'After losing money to a scam, you get a message offering to get it back for an upfront fee. What is this most likely to be?',
    options: [
      'A government refund service',
      "Your bank's fraud team",
      'A normal debt collector',
      'A follow-up scam',
    ],
    correct: 3,
    explanation:
      "Scammers often come back to the people they tricked, pretending they can recover the money; real help from your bank or IDCARE doesn't ask for a fee first.",
    timed: false,
    reasoning: false,
    sources: [SCAMWATCH_SCAMMED],
  },
  {
    id: 'paid-a-scammer',
    topic: 'scams',
    text: "You've just paid a scammer from your bank account. What should you do first?",
    options: [
      'Wait a week in case the money comes back',
      'Contact your bank straight away',
      'Reply to the scammer and ask for a refund',
      'Delete the messages and say nothing',
    ],
    correct: 1,
    explanation:
      'Your bank may be able to stop the payment if you are quick, and then a report to Scamwatch helps warn others.',
    timed: true,
    reasoning: false,
    sources: [SCAMWATCH_SCAMMED],
  },

  // Shares
  {
    id: 'brokerage-both-ways',
    topic: 'shares',
    text: 'In the game, brokerage is 2% when you buy and again when you sell. You buy $400 of shares and later sell them for $400. How much brokerage did you pay?',
    options: ['$0', '$8', '$16', '$4'],
    correct: 2,
    explanation:
      'Buying cost 2% of $400, which is $8, and selling cost another $8, so $16 is gone even though the price never moved.',
    timed: false,
    reasoning: true,
    sources: [],
  },
  {
    id: 'one-of-four-falls',
    topic: 'shares',
    text: "You split $800 evenly across four companies. One company's price falls 20% and the others don't move. How much does your $800 fall by?",
    options: ['$40', '$160', '$20', '$200'],
    correct: 0,
    explanation:
      'Only $200 was in that company and 20% of $200 is $40, so spreading your money kept the loss to 5% of the total instead of 20%.',
    timed: false,
    reasoning: true,
    sources: [],
  },

  // Buying and selling
  {
    id: 'unit-price-pasta',
    topic: 'buying-and-selling',
    text: 'A 500 g bag of pasta costs $2.50 and a 1 kg bag costs $4.50. Which is better value?',
    options: ['The 500 g bag', 'The 1 kg bag', 'They are the same value'],
    correct: 1,
    explanation:
      'Compare the price per 100 g: the 500 g bag is 50 cents and the 1 kg bag is 45 cents, so this time the big bag wins.',
    timed: false,
    reasoning: true,
    sources: [],
  },
  {
    id: 'hand-over-when-paid',
    topic: 'buying-and-selling',
    text: "You're selling your old bike online. When should you hand it over to the buyer?",
    options: [
      'When they send a screenshot of a payment',
      'When they promise to pay next week',
      'When they pay extra and ask for the change back',
      'When the money is actually in your account',
    ],
    correct: 3,
    explanation:
      'Fake payment receipts and overpayments are common tricks on sellers, so check your own account before the item leaves your hands.',
    timed: true,
    reasoning: false,
    sources: [SCAMWATCH_OVERPAYMENT],
  },

  // Insurance and risk
  {
    id: 'higher-excess',
    topic: 'insurance-and-risk',
    text: 'If you choose a higher excess on an insurance policy, what usually happens to your premium?',
    options: ['It goes up', 'It stays the same', 'It goes down'],
    correct: 2,
    explanation:
      'You agree to pay more of each claim yourself, so the insurer usually charges less; choose it only if you could really pay that excess.',
    timed: true,
    reasoning: false,
    sources: [MONEYSMART_CAR_INSURANCE],
  },
  {
    id: 'phone-insurance-for-a-year',
    topic: 'insurance-and-risk',
    text: 'Phone insurance costs $12 a month, with a $100 excess on each claim. What does a year of cover cost if you never claim?',
    options: ['$144', '$100', '$244', '$12'],
    correct: 0,
    explanation:
      'The premium is paid every month whether or not you claim: 12 × $12 = $144, and any claim would add the $100 excess.',
    timed: false,
    reasoning: true,
    sources: [],
  },

  // Consumer rights
  {
    id: 'faulty-sale-item',
    topic: 'consumer-rights',
    text: "Headphones you bought on sale stop working after a week. The shop's sign says 'no refunds on sale items'. What are you entitled to?",
    options: [
      'A repair, replacement or refund',
      'Nothing, because of the sign',
      'A store credit only',
      'A discount on your next purchase',
    ],
    correct: 0,
    explanation:
      "The consumer guarantees cover sale items too, and a sign can't take them away; only a refund for a change of mind is up to the shop.",
    timed: false,
    reasoning: false,
    sources: [ACCC_REMEDIES, ACCC_MISLEADING_RIGHTS],
  },
  {
    id: 'major-problem-you-choose',
    topic: 'consumer-rights',
    text: 'A speaker you bought from a shop has a major problem. Who chooses between a refund and a replacement?',
    options: [
      'The shop does',
      'The company that made it does',
      'You do',
      'No one, because only a repair is allowed',
    ],
    correct: 2,
    explanation:
      'Under the Australian Consumer Law a major failure lets the buyer choose a refund or a replacement; for a minor one the business may choose.',
    timed: true,
    reasoning: false,
    sources: [ACCC_GUARANTEE_NOT_MET],
  },
];
