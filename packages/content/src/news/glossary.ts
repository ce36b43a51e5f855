// The glossary: money words a student meets in the game, each explained in a sentence or two.
// Written for Australia in the 2025-26 financial year; amounts that change (the Super Guarantee
// rate, the minimum wage) are the ones in force from 1 July 2025.
import type { GlossaryTerm } from '@mc/engine/news/content';

export const glossary: GlossaryTerm[] = [
  // Earning: pay, tax and super
  {
    term: 'income',
    aliases: [],
    definition:
      'Money you receive, such as wages from a job, interest on savings, dividends from shares or government payments.',
  },
  {
    term: 'gross pay',
    aliases: ['gross income', 'gross wage', 'gross salary'],
    definition:
      'Your pay before anything is taken out, such as income tax. If you earn $20 an hour for 10 hours, your gross pay is $200.',
  },
  {
    term: 'net pay',
    aliases: ['take-home pay', 'net income'],
    definition:
      'The money that actually lands in your bank account once tax and any other deductions have been taken out of your gross pay.',
  },
  {
    term: 'payslip',
    aliases: ['pay slip'],
    definition:
      'A record your employer must give you within a working day of paying you. It shows your hours, pay rate, gross and net pay, the tax taken out and the super paid for you.',
  },
  {
    term: 'award wage',
    aliases: ['modern award', 'award rate'],
    definition:
      'The minimum pay and conditions for a kind of job, set out in an award made by the Fair Work Commission. Your employer can pay you more than the award, but never less.',
  },
  {
    term: 'minimum wage',
    aliases: ['national minimum wage'],
    definition:
      'The lowest pay an adult employee can legally get: $24.95 an hour from 1 July 2025. Younger workers on junior rates get a set share of an adult rate.',
  },
  {
    term: 'penalty rates',
    aliases: ['penalty rate'],
    definition:
      'Extra pay, set by awards, for working at times many people would rather not, such as late at night, on weekends or on public holidays.',
  },
  {
    term: 'casual loading',
    aliases: ['casual rate'],
    definition:
      'Extra pay, usually 25% on top of the normal rate, that casual workers get because they have no paid sick leave or holidays.',
  },
  {
    term: 'income tax',
    aliases: [],
    definition:
      'Tax on the money you earn. The more you earn above the tax-free threshold, the higher the rate on the extra dollars. It helps pay for schools, hospitals and roads.',
  },
  {
    term: 'tax-free threshold',
    aliases: ['tax free threshold'],
    definition:
      'The first $18,200 you earn in a financial year, on which Australian residents pay no income tax. You usually claim it from one employer only, when you start the job.',
  },
  {
    term: 'PAYG withholding',
    aliases: ['PAYG', 'pay as you go', 'tax withheld'],
    definition:
      'Pay as you go: your employer takes some income tax out of each pay and sends it to the ATO for you, so you don’t face one huge tax bill at the end of the year.',
  },
  {
    term: 'tax file number',
    aliases: ['TFN'],
    definition:
      'Your own number from the ATO, free and yours for life. Give it to your employer when you start a job; without it, far more tax is taken from your pay. Keep it private.',
  },
  {
    term: 'tax return',
    aliases: [],
    definition:
      'A form you lodge with the ATO after the financial year ends on 30 June, by 31 October if you do it yourself. It works out whether you paid too much tax and get a refund, or too little.',
  },
  {
    term: 'deduction',
    aliases: ['tax deduction', 'work-related deduction'],
    definition:
      'A cost you paid to earn your income, like a uniform you must buy for work, that you subtract from your income in your tax return so you pay less tax. Keep the receipt.',
  },
  {
    term: 'Medicare levy',
    aliases: [],
    definition:
      'An extra 2% of taxable income that most taxpayers pay to help fund Medicare. It is worked out in your tax return, and people on low incomes pay less or none.',
  },
  {
    term: 'financial year',
    aliases: ['tax year'],
    definition:
      'The 12 months used for tax, from 1 July to 30 June. The 2025-26 financial year ends on 30 June 2026.',
  },
  {
    term: 'ATO',
    aliases: ['Australian Taxation Office', 'tax office'],
    definition:
      'The Australian Taxation Office: the government agency that collects tax, looks after the tax and super rules and handles tax returns.',
  },
  {
    term: 'superannuation',
    aliases: ['super', 'super fund', 'superannuation fund'],
    definition:
      'Money put aside for you while you work and invested in a super fund, so it grows until you retire. In most cases you can’t take it out until you are at least 60.',
  },
  {
    term: 'Super Guarantee',
    aliases: ['superannuation guarantee', 'SG'],
    definition:
      'The law that makes employers pay super for their workers: 12% of ordinary earnings from 1 July 2025. If you are under 18, it is paid for weeks you work more than 30 hours.',
  },

  // Saving and banking
  {
    term: 'interest',
    aliases: [],
    definition:
      'The price of using someone else’s money. When you borrow, you pay interest to the lender; when you save with a bank, the bank pays interest to you.',
  },
  {
    term: 'interest rate',
    aliases: ['rate of interest'],
    definition:
      'How much interest is charged or paid, as a percentage of the amount for a year. At 5% a year, $100 earns or costs $5 of interest in a year.',
  },
  {
    term: 'simple interest',
    aliases: [],
    definition:
      'Interest worked out only on the amount you started with. $1,000 at 5% simple interest earns $50 each year, so $150 after three years.',
  },
  {
    term: 'compound interest',
    aliases: ['compounding', 'interest on interest'],
    definition:
      'Interest that is also paid on earlier interest. $1,000 at 5% becomes $1,050 after a year, then earns 5% on $1,050. Over many years the growth speeds up, so starting early helps.',
  },
  {
    term: 'savings account',
    aliases: ['high-interest savings account', 'online savings account'],
    definition:
      'A bank account for money you don’t need right now. It pays interest, often a bonus rate in months when you add money and take none out.',
  },
  {
    term: 'transaction account',
    aliases: ['everyday account', 'everyday bank account'],
    definition:
      'An everyday bank account for money coming in and going out, usually with a debit card. It pays little or no interest.',
  },
  {
    term: 'debit card',
    aliases: ['EFTPOS card'],
    definition:
      'A card that spends money straight from your own bank account. Unlike a credit card, it is not a loan: you are spending money you already have.',
  },
  {
    term: 'term deposit',
    aliases: ['fixed deposit'],
    definition:
      'Money you lock away with a bank for a set time, such as six months, at a fixed interest rate. Taking it out early usually means giving notice and getting less interest.',
  },
  {
    term: 'bank fee',
    aliases: ['account-keeping fee', 'ATM fee', 'dishonour fee'],
    definition:
      'A charge from a bank, for example for keeping an account, using another bank’s ATM or a payment failing because there wasn’t enough money. Many youth accounts have no monthly fee.',
  },
  {
    term: 'Financial Claims Scheme',
    aliases: ['government deposit guarantee'],
    definition:
      'A government guarantee: if an Australian bank, building society or credit union fails, the money you have deposited with it is protected up to $250,000.',
  },
  {
    term: 'emergency fund',
    aliases: ['rainy-day fund', 'savings buffer', 'emergency savings'],
    definition:
      'Savings kept aside for surprises, like a broken phone or a big bill, so you don’t have to borrow. A common goal is enough to cover three months of expenses.',
  },
  {
    term: 'cash rate',
    aliases: ['official cash rate'],
    definition:
      'The interest rate set by the Reserve Bank of Australia. When it goes up, banks usually raise the rates on loans and savings; when it goes down, they usually cut them.',
  },
  {
    term: 'Reserve Bank of Australia',
    aliases: ['RBA', 'Reserve Bank'],
    definition:
      'Australia’s central bank. It sets the cash rate to try to keep inflation between 2% and 3% and jobs plentiful, and it issues our banknotes.',
  },

  // Borrowing and credit
  {
    term: 'debt',
    aliases: [],
    definition:
      'Money you owe and must pay back, usually with interest. Some debt can help, like a loan for study, but debt you can’t afford to repay causes big problems.',
  },
  {
    term: 'loan',
    aliases: ['personal loan', 'car loan'],
    definition:
      'Money you borrow and agree to pay back over time, plus interest and fees, usually in regular repayments until it is all paid off.',
  },
  {
    term: 'comparison rate',
    aliases: [],
    definition:
      'A rate that adds a loan’s main fees to its interest rate so you can compare loans fairly. A lender advertising the interest rate of a personal or home loan must show it too.',
  },
  {
    term: 'credit card',
    aliases: [],
    definition:
      'A card for borrowing from the bank, up to a set limit, to pay for things. If you don’t pay the full balance by the due date, you are charged interest, often about 20% a year.',
  },
  {
    term: 'credit limit',
    aliases: [],
    definition:
      'The most you are allowed to borrow on a credit card or a similar account. A high limit is not extra money: every dollar used has to be paid back.',
  },
  {
    term: 'minimum repayment',
    aliases: ['minimum payment', 'minimum monthly repayment'],
    definition:
      'The smallest amount you must pay on a credit card each month. Paying only the minimum avoids a late fee, but it can take years to clear the debt and cost a lot in interest.',
  },
  {
    term: 'interest-free period',
    aliases: ['interest-free days', 'interest free period'],
    definition:
      'The days after a credit card purchase when no interest is charged, as long as you pay the whole closing balance by the due date. Cash withdrawals usually get no free days.',
  },
  {
    term: 'buy now pay later',
    aliases: ['BNPL', 'buy now, pay later'],
    definition:
      'A way to get something now and pay for it in parts, often four payments over six weeks. Missed payments can bring late fees, and since June 2025 providers must check you can afford it.',
  },
  {
    term: 'payday loan',
    aliases: ['small amount credit contract'],
    definition:
      'A small loan of up to $2,000 that you repay within a year. The fees are so high that it is one of the most expensive ways to borrow.',
  },
  {
    term: 'HECS-HELP',
    aliases: ['HELP debt', 'HECS'],
    definition:
      'A government loan for university fees. You repay it through the tax system once your income passes a set level. It charges no interest but grows each year with prices or wages.',
  },
  {
    term: 'default',
    aliases: ['payment default', 'default listing'],
    definition:
      'Not paying a debt or bill as agreed. If you are well overdue, the lender can list a default on your credit report, where it stays for five years and makes borrowing harder.',
  },
  {
    term: 'credit report',
    aliases: ['credit history', 'credit file', 'credit record', 'credit check'],
    definition:
      'A record of your borrowing: the loans and cards you have had, how you repaid them and any defaults. Lenders check it before lending. You can get yours free every three months.',
  },
  {
    term: 'credit score',
    aliases: ['credit rating'],
    definition:
      'A number worked out from your credit report that tells lenders how risky it may be to lend to you. A higher score usually means a better chance of getting a loan.',
  },
  {
    term: 'hardship',
    aliases: ['financial hardship', 'hardship arrangement', 'hardship program'],
    definition:
      'Being unable to pay bills or debts because of something like losing a job or illness. Lenders and energy companies must consider a hardship plan, such as smaller payments for a while.',
  },

  // Planning and budgeting
  {
    term: 'budget',
    aliases: ['budgeting', 'spending plan'],
    definition:
      'A plan for your money: what will come in, what will go out and what is left to save. It helps you make sure you don’t spend more than you earn.',
  },
  {
    // Not 'needs' and 'wants' on their own: as verbs ('the car needs a wash', 'nobody wants to')
    // they are in most texts, and the link would explain the wrong word.
    term: 'needs and wants',
    aliases: ['need or a want', 'needs or wants', 'wants and needs', 'needs before wants'],
    definition:
      'Needs are things you must have to live and work, like food, a home and transport to your job. Wants are nice to have but you can live without, like takeaway or the newest phone. Needs come first.',
  },
  {
    term: 'expense',
    aliases: ['fixed expense', 'variable expense'],
    definition:
      'Money you spend. Fixed expenses, like rent or a phone plan, cost the same each time; variable expenses, like food or fuel, change from week to week.',
  },
  {
    term: 'opportunity cost',
    aliases: ['trade-off'],
    definition:
      'What you give up when you choose one thing over another. If you spend $60 on a game, the opportunity cost is whatever else that $60 could have done, like growing your savings.',
  },
  {
    term: 'net worth',
    aliases: [],
    definition:
      'What you own minus what you owe. If your savings and things are worth $5,000 and you owe $1,000, your net worth is $4,000.',
  },
  {
    term: 'asset',
    aliases: [],
    definition: 'Something you own that has value, such as savings, shares, a car or a house.',
  },
  {
    term: 'liability',
    aliases: [],
    definition:
      'Something you owe, such as a loan or a credit card balance. Liabilities are taken away from your assets to find your net worth.',
  },

  // Investing
  {
    term: 'risk',
    aliases: ['investment risk'],
    definition:
      'The chance that things don’t go to plan and you lose money. In investing, a chance of a higher return usually comes with more risk of a bigger loss.',
  },
  {
    term: 'investment return',
    aliases: ['return on investment', 'ROI'],
    definition:
      'What an investment earns or loses, such as interest, dividends and changes in its price. It is usually shown as a percentage of what you put in, per year.',
  },
  {
    term: 'shares',
    aliases: ['shareholding', 'equities'],
    definition:
      'Small pieces of ownership in a company. If the company does well, its shares may rise in price and pay dividends; if it does badly, they can fall, even to nothing.',
  },
  {
    term: 'share market',
    aliases: [
      'ASX',
      'Australian Securities Exchange',
      'stock market',
      'sharemarket',
      'stock exchange',
    ],
    definition:
      'Where people buy and sell shares. Australia’s main one is the ASX, the Australian Securities Exchange. Share prices there move up and down every trading day.',
  },
  {
    term: 'brokerage',
    aliases: ['brokerage fee', 'stockbroker'],
    definition:
      'The fee a broker or trading app charges each time you buy or sell shares. Many charge a flat fee, such as $5 for a trade up to $1,000; in the game it is 2% of each trade. Many small trades add up to a lot of brokerage.',
  },
  {
    term: 'dividend',
    aliases: [],
    definition:
      'A part of a company’s profit paid out to the people who own its shares, often twice a year. Not every company pays one.',
  },
  {
    term: 'franking credit',
    aliases: ['franked dividend', 'imputation credit'],
    definition:
      'A credit that comes with many Australian dividends for the company tax already paid on that profit. It can lower the tax you owe, or be refunded if your tax is low.',
  },
  {
    term: 'capital gain',
    aliases: ['capital gains tax', 'CGT'],
    definition:
      'The profit when you sell something, like shares, for more than you paid. It counts as income in your tax return, and only half is taxed if you owned it for over a year.',
  },
  {
    term: 'diversification',
    aliases: ['diversify', 'diversified'],
    definition:
      'Spreading your money across many different investments so that one going badly can’t sink you. In other words, don’t put all your eggs in one basket.',
  },
  {
    term: 'portfolio',
    aliases: ['investment portfolio'],
    definition:
      'All the investments one person owns, taken together, such as shares, funds and savings.',
  },
  {
    term: 'exchange-traded fund',
    aliases: ['ETF', 'index fund'],
    definition:
      'A fund you buy and sell on the share market like a share. One ETF can hold many companies at once, such as the 200 biggest on the ASX, which makes diversifying easy.',
  },
  {
    term: 'inflation',
    aliases: ['CPI', 'consumer price index'],
    definition:
      'Prices in general rising over time, so each dollar buys less. If inflation is 3%, something that cost $100 a year ago costs about $103 now.',
  },
  {
    term: 'ASIC',
    aliases: [],
    definition:
      'The Australian Securities and Investments Commission, which watches over banks, lenders, investments and insurance. Its Moneysmart website has free calculators and tips.',
  },

  // Protecting yourself
  {
    term: 'insurance',
    aliases: ['insurance policy'],
    definition:
      'You pay a company a regular amount, and if something bad happens, like a car crash or a theft, it pays for most of the loss instead of you.',
  },
  {
    // Not 'premium' alone: 'the premium version of an app' is no insurance premium.
    term: 'insurance premium',
    aliases: ['premiums'],
    definition:
      'What you pay for insurance, usually monthly or yearly. A bigger risk, like a new young driver, usually means a higher premium.',
  },
  {
    term: 'excess',
    aliases: ['insurance excess'],
    definition:
      'The part of an insurance claim you pay yourself. If a repair costs $2,000 and your excess is $500, the insurer pays $1,500. A higher excess usually means a lower premium.',
  },
  {
    term: 'scam',
    aliases: ['scammer'],
    definition:
      'A trick to steal your money or personal details. Scammers pretend to be banks, the ATO, friends or sellers. If it seems too good to be true or rushes you, stop and check.',
  },
  {
    term: 'phishing',
    aliases: ['smishing'],
    definition:
      'Fake emails, texts or calls that pretend to come from a company you trust, to get you to click a link or hand over passwords and bank details.',
  },
  {
    term: 'identity theft',
    aliases: ['identity fraud', 'stolen identity'],
    definition:
      'When someone steals your personal details, like your name, birth date or tax file number, and uses them to borrow money or open accounts in your name.',
  },

  // Buying things
  {
    term: 'GST',
    aliases: ['goods and services tax'],
    definition:
      'The goods and services tax: 10% included in the price of most things sold in Australia. Basic food, most health care and education are GST-free.',
  },
  {
    term: 'unit price',
    aliases: ['unit pricing'],
    definition:
      'The price for a standard amount, such as per kilogram or per 100 grams. Supermarket shelf labels show it so you can compare packs of different sizes.',
  },
  {
    term: 'receipt',
    aliases: ['proof of purchase'],
    definition:
      'Proof that you bought something, showing what, where, when and for how much. Keep it: you may need it for a refund, a repair or a tax deduction.',
  },
  {
    term: 'consumer guarantee',
    aliases: ['Australian Consumer Law', 'acceptable quality'],
    definition:
      'Rights under the Australian Consumer Law that come with what you buy from a business: it must be safe, work as it should and match its description. They apply automatically.',
  },
  {
    term: 'warranty',
    aliases: ['extended warranty', 'manufacturer’s warranty'],
    definition:
      'A promise from the maker or seller to fix or replace a product that breaks within a set time. Your consumer guarantee rights still apply, even after a warranty ends.',
  },
  {
    term: 'refund',
    // Not 'money back': 'move money back into My Cash' is no refund.
    aliases: [],
    definition:
      'Getting your money back. You have a right to one when a product has a major fault, but shops don’t have to refund you just because you changed your mind.',
  },
  {
    term: 'cooling-off period',
    aliases: ['cooling off period', 'cooling-off'],
    definition:
      'A short time after signing some contracts when you can change your mind and cancel without penalty. For a door-to-door or phone sale you didn’t ask for, it is 10 business days.',
  },
  {
    term: 'lay-by',
    aliases: ['layby'],
    definition:
      'Paying for something in parts while the shop keeps it for you. You take it home once it is fully paid, and there is no interest.',
  },
  {
    term: 'second-hand',
    aliases: ['second hand', 'secondhand', 'pre-owned', 'used goods'],
    definition:
      'Already owned and used by someone else. Second-hand things usually cost less than new ones but may be worn, have a shorter life or come without a warranty.',
  },
  {
    term: 'depreciation',
    aliases: ['depreciate'],
    definition:
      'The fall in value of something as it gets older or more used. A new car or phone can lose a big part of its value in its first few years.',
  },
  {
    term: 'subscription',
    aliases: ['auto-renewal'],
    definition:
      'A regular payment for an ongoing service, like streaming or a phone plan. Many renew by themselves, so check what you pay for and cancel what you don’t use.',
  },

  // Paying bills
  {
    term: 'direct debit',
    aliases: [],
    definition:
      'When you let a business take payments from your bank account automatically, for example every month. Make sure the money is there, or you may be charged a fee.',
  },
  {
    term: 'BPAY',
    aliases: ['biller code'],
    definition:
      'A way to pay a bill in your online banking using the biller code and reference number printed on the bill.',
  },
  {
    term: 'PayID',
    aliases: [],
    definition:
      'A simple label for your bank account, like your mobile number or email, that people can use to pay you, usually within seconds. Check the name shown before you send money.',
  },
  {
    term: 'utility bill',
    aliases: ['utilities', 'power bill', 'electricity bill', 'gas bill', 'water bill'],
    definition:
      'A bill for a basic service to your home, such as electricity, gas, water or internet. Most arrive every month or every three months.',
  },

  // Renting
  {
    term: 'rent',
    aliases: ['renting'],
    definition:
      'What you pay to live in, or use, something that someone else owns. Rent for a home is usually paid weekly or fortnightly, in advance.',
  },
  {
    term: 'lease',
    aliases: ['rental agreement', 'tenancy agreement', 'residential tenancy agreement'],
    definition:
      'A written agreement between a tenant and a landlord that sets the rent, how long you can stay and the rules both sides must follow.',
  },
  {
    term: 'rental bond',
    aliases: ['bond', 'security deposit'],
    definition:
      'Money you pay when you start renting, often up to four weeks’ rent. A government body holds it and pays it back at the end, less the cost of any damage or unpaid rent.',
  },

  // Health and government support
  {
    term: 'Medicare',
    aliases: ['Medicare card'],
    definition:
      'Australia’s public health system. It pays some or all of the cost of seeing a doctor and of care in a public hospital. You can get your own Medicare card from age 15.',
  },
  {
    term: 'bulk billing',
    aliases: ['bulk-billing', 'bulk-billed', 'bulk bill'],
    definition:
      'When a doctor sends the bill for your visit straight to Medicare, so you pay nothing at the clinic.',
  },
  {
    term: 'Centrelink',
    aliases: ['Services Australia'],
    definition:
      'The part of Services Australia that makes government payments, such as Youth Allowance for students and JobSeeker for people looking for work.',
  },
  {
    term: 'Youth Allowance',
    aliases: [],
    definition:
      'A Centrelink payment for young people who study full time, do an apprenticeship or look for work. How much you get can depend on your own and your parents’ income.',
  },
];
