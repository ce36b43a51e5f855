// Finance Weekly: the articles and quizzes of game weeks 19 to 27.
import type { Article } from '@mc/engine/news/content';

const giving: Article = {
  id: 'giving-wisely',
  week: 19,
  title: 'Giving that counts: charities, receipts and tax',
  previewText:
    'Want your donation to do the most good? Learn how to check a charity in two minutes, and when a gift of $2 or more can lower your tax.',
  content: `
<p>Most of us give something away each year: coins in a bucket, a donation for a friend's fun run, a bag of clothes for the op shop. Giving is a real part of managing money, just like saving and spending. The trick is making sure your money reaches the people you want to help, and knowing when the tax system gives a little back.</p>
<h3>Check before you give</h3>
<p>Australia has about 60,000 registered charities. The Australian Charities and Not-for-profits Commission (ACNC) keeps a free public list of them called the <strong>Charity Register</strong>. A search takes a couple of minutes and shows you:</p>
<ul>
<li>whether the organisation really is a registered charity</li>
<li>who it helps and where it works</li>
<li>whether it is up to date with its yearly reporting</li>
<li>its official website and contact details</li>
</ul>
<p>That last point matters. Scammers love pretending to be charities, especially after a flood or bushfire, when people want to help fast. If a text, email or social media post asks you to donate, don't tap the link. Look the charity up on the Register, go to its official website yourself and give there. Walk away from anyone who pressures you, can't tell you the charity's full name, or wants payment by gift card, crypto or a transfer to a personal account.</p>
<h3>When a gift is tax deductible</h3>
<p>Some charities are also <strong>deductible gift recipients</strong> (DGRs). Not every charity is one, and many crowdfunding pages aren't. If you give $2 or more to a DGR, you can claim that amount as a <strong>tax deduction</strong> in your tax return. A deduction lowers your taxable income, so you may pay a little less tax or get a slightly bigger refund.</p>
<p>The ATO's rules are simple:</p>
<ul>
<li>It must be a true gift: you get nothing back. Raffle tickets, chocolates, charity pens and tickets to a fundraising dinner don't count.</li>
<li>You need a record, such as a receipt or bank statement.</li>
<li>Small gifts add up. Several gifts to the same DGR in one year are added together to reach the $2 minimum.</li>
<li>For bucket collections by approved organisations for bushfire and flood victims, you can claim up to $10 in total without a receipt.</li>
</ul>
<p>Example: Mia, 16, works at a café in Hobart. This year she gives $50 to an animal shelter that is a DGR, and buys $20 of raffle tickets at its fete. She can claim the $50, but not the raffle tickets.</p>
<p>One catch: a deduction only helps if you pay tax. Residents pay no income tax on the first $18,200 they earn in a year, so if Mia earns less than that, her tax is already zero. Her gift is just as valuable to the shelter, though.</p>
<h3>Giving without money</h3>
<p>Not everyone has spare cash, and that's fine. Volunteering your time, donating goods in good condition and fundraising with friends all count. The idea is the same whichever way you give: decide what you care about, set an amount or a number of hours that fits your budget, and check before you hand anything over.</p>
`,
  header: {
    image: 'news/giving-wisely.svg',
    alt: 'A heart dropping into a donation box beside a ticked checklist',
  },
  curriculum: ['AC9HE9K05', 'AC9HE8K04'],
  sources: [
    {
      title: 'ATO: Gifts and donations',
      url: 'https://www.ato.gov.au/individuals/income-and-deductions/deductions-you-can-claim/other-deductions/gifts-and-donations/',
    },
    {
      title: 'ATO: Gifts of $2 or more',
      url: 'https://www.ato.gov.au/Non-profit/Gifts-and-fundraising/Tax-deductible-donations/Gift-types,-requirements-and-valuation-rules/Gifts-of-$2-or-more/',
    },
    {
      title: 'ACNC: Look for the Registered Charity Tick when donating',
      url: 'https://www.acnc.gov.au/charity/tick-charity-registration/information-public',
    },
    {
      title: 'ACNC: Scams Awareness Week 2025, Stop. Check. Protect.',
      url: 'https://www.acnc.gov.au/media/news/scams-awareness-week-2025-stop-check-protect',
    },
    { title: 'ACNC: Media guide', url: 'https://acnc.gov.au/acnc-media-guide' },
    {
      title: 'ATO: Tax rates, Australian residents',
      url: 'https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents',
    },
  ],
  marketNews: false,
  topic: 'pay-and-tax',
  discussion: [
    'What can the ACNC Charity Register tell you, and why check it before you give, especially after a disaster?',
    'Which ways of giving suit you right now: money, goods, your time or fundraising with friends? Why?',
    'Would you rather give a little to lots of causes, or more to one you really care about? What would help you decide?',
  ],
  quiz: {
    title: 'Quiz: Giving wisely',
    questions: [
      {
        type: 0,
        id: 'charity-register',
        text: 'What is the ACNC Charity Register?',
        options: [
          "A free public list of Australia's registered charities",
          'A bank account that collects donations',
          'A list of scams reported to the police',
          'A tax form you fill in on 30 June',
        ],
        correct: 0,
        explanation:
          'The ACNC keeps the Charity Register so anyone can check a charity, its work and its official contact details before giving.',
      },
      {
        type: 1,
        id: 'raffle-tickets',
        text: 'Buying raffle tickets from a charity counts as a tax-deductible gift.',
        correct: false,
        explanation:
          "A raffle ticket gives you a chance to win something, so it isn't a true gift and can't be claimed.",
      },
      {
        type: 2,
        id: 'deduction-rules',
        text: 'To claim a deduction, give {$2} or more to a deductible gift {recipient} and keep a {receipt}.',
        distractors: ['$20', 'raffle', 'promise'],
        explanation:
          'Gifts of $2 or more to a deductible gift recipient can be claimed, and you need a record such as a receipt.',
      },
      {
        type: 0,
        id: 'donation-text',
        text: 'A text asks you to donate to a flood appeal through a link. What is the safest move?',
        options: [
          'Tap the link quickly so the money arrives sooner',
          'Find the charity on the Charity Register and give through its official website',
          'Reply with your card details',
          'Forward the text to friends so they can give too',
        ],
        correct: 1,
        explanation:
          'Scammers copy real appeals. Going to the charity yourself, through the Register, makes sure your money reaches it.',
      },
    ],
  },
};

const sharePrices: Article = {
  id: 'why-share-prices-jump',
  week: 20,
  title: "Why share prices jump (and why you shouldn't chase them)",
  previewText:
    "A share can leap 20% in a morning or sink just as fast. Find out what moves prices, and why chasing yesterday's winner is a risky game.",
  content: `
<p>Check this week's market news, above. One of the game's companies has made a big move, and real share markets see moves like that every day. So what actually makes a price jump or slump?</p>
<h3>A share price is the crowd's best guess</h3>
<p>A share is a tiny piece of a company. Its price isn't set by the company. It's simply the price at which buyers and sellers agree to swap. When more people want to buy than sell, the price climbs; when more want out, it drops. Underneath it all, investors are guessing how much profit the company will make in future.</p>
<h3>What changes the guess</h3>
<ul>
<li><strong>Announcements.</strong> Listed companies tell the stock exchange about big news, such as a new contract, disappointing drilling results or a new boss. The price can move sharply within minutes.</li>
<li><strong>Results.</strong> Companies report their profits, usually twice a year. If results beat what investors expected, the price often rises. Here's the twist: a company can earn more than last year and still see its shares fall, if investors were hoping for even more.</li>
<li><strong>The news.</strong> Interest rate changes, new government rules, a natural disaster or a rival's new product can shift the guess for a whole industry at once.</li>
<li><strong>The herd.</strong> People copy each other. When a price starts rising, some buy just because it's rising, which pushes it higher. Fear works the same way in reverse, so prices can overshoot in both directions.</li>
</ul>
<h3>Don't chase</h3>
<p>Chasing means buying a share because it has just jumped, hoping it keeps going. By the time you hear the news, thousands of other investors have already acted on it, so the jump has mostly happened. You risk buying at the top.</p>
<p>In the game, chasing costs you twice, because brokerage is 2% of every trade. Buying $500 of shares costs $510 with brokerage. Say the price then slips back 10%: your shares are worth $450, and selling them costs another $9. You get $441 back for the $510 you paid, a loss of $69, or about 14%, on a 10% fall.</p>
<h3>Calmer questions to ask</h3>
<ul>
<li>Does this news change what the company will earn over years, not days?</li>
<li>Is it a LOW, MEDIUM or HIGH risk company, and could I cope if it dropped by a third?</li>
<li>Is my money spread across several companies, so one bad announcement can't sink me?</li>
<li>Am I buying because I've thought it through, or because everyone else is?</li>
</ul>
<p>Big moves make headlines, but they are only part of the story. Moneysmart's advice for real investors is to take your time, keep up with reliable information, understand the risk and diversify across different companies and industries. Patience is a strategy too: doing nothing after a big jump is often the smartest trade you can make.</p>
`,
  header: {
    image: 'news/why-share-prices-jump.svg',
    alt: 'A share price line leaping upward past a crowd of arrows',
  },
  curriculum: ['AC9HE9K05', 'AC9M7N09'],
  sources: [
    {
      title: 'Moneysmart: Choosing shares to buy',
      url: 'https://www.moneysmart.gov.au/investing/shares/choosing-shares-to-buy',
    },
    {
      title: 'Moneysmart: Diversification',
      url: 'https://www.moneysmart.gov.au/investing/invest-smarter/risk-and-return/diversification',
    },
    {
      title: 'CommSec: What impacts share prices?',
      url: 'https://www.commsec.com.au/education/learn/choosing-investments/what-impacts-share-prices.html',
    },
  ],
  marketNews: true,
  topic: 'shares',
  discussion: [
    'How can a company earn more than last year and still see its share price fall?',
    "Look at this week's market news in the game. Would you have bought, sold or done nothing, and why?",
    'The article says doing nothing after a big jump is often the smartest trade. Why is it hard to sit still, and is it always right to?',
  ],
  quiz: {
    title: 'Quiz: Why share prices jump',
    questions: [
      {
        type: 0,
        id: 'profit-but-falls',
        text: "Why might a company's share price fall even after it reports a bigger profit?",
        options: [
          'The profit was lower than investors had expected',
          'Share prices always fall after results',
          'The company has to pay brokerage on its profit',
          'The ATO takes the extra profit',
        ],
        correct: 0,
        explanation:
          'Prices reflect expectations. If investors hoped for even more, a good result can still disappoint them.',
      },
      {
        type: 1,
        id: 'brokerage-twice',
        text: 'In the game, brokerage is charged when you buy shares and again when you sell them.',
        correct: true,
        explanation:
          'Brokerage in the game is 2% of every trade, so a quick buy and sell pays it twice.',
      },
      {
        type: 2,
        id: 'chasing-words',
        text: 'Buying a share just because its price has already jumped is called {chasing}. Spreading your money across several companies is called {diversifying}.',
        distractors: ['budgeting', 'lodging'],
        explanation:
          'Chasing often means buying near the top; diversifying means one bad result cannot sink all your money.',
      },
      {
        type: 0,
        id: 'brokerage-500',
        text: 'You buy $500 of shares in the game. How much brokerage do you pay?',
        options: ['$2', '$5', '$10', '$50'],
        correct: 2,
        explanation: 'Brokerage in the game is 2% of the trade, and 2% of $500 is $10.',
      },
    ],
  },
};

const secondHand: Article = {
  id: 'second-hand-and-your-rights',
  week: 21,
  title: 'Second-hand bargains and your consumer rights',
  previewText:
    "Buying pre-loved or selling your old stuff online? Know which rights come with a shop, which don't come with a private sale, and how to dodge the classic scams.",
  content: `
<p>Second-hand can be brilliant: cheaper, better for the planet, and sometimes you find something you couldn't buy new. Selling things you no longer use is a quick way to top up your savings, too. Your old $600 phone might only fetch $180, but that's $180 more than it's worth sitting in a drawer. Just remember that your rights depend a lot on who you're dealing with.</p>
<h3>Buying from a business: the guarantees</h3>
<p>When you buy from a business, new or second-hand, the Australian Consumer Law gives you automatic <strong>consumer guarantees</strong>. The item must be of acceptable quality (safe, working and lasting a reasonable time), match its description, and do any job you told the seller you needed it for. A second-hand shop has to meet them too, although what counts as acceptable depends on the price, age and condition. A $40 used bike isn't expected to be as perfect as a $900 new one, but it shouldn't fall apart on the first ride.</p>
<p>If something goes wrong:</p>
<ul>
<li><strong>Major problem</strong> (it's unsafe, very different from its description, or you wouldn't have bought it if you'd known): you choose a refund or a replacement.</li>
<li><strong>Minor problem</strong>: the business can choose to repair, replace or refund, within a reasonable time.</li>
</ul>
<h3>What a "no refunds" sign can't take away</h3>
<p>Signs that say "no refunds" or "no refunds on sale items" are unlawful, because they suggest you can never get your money back, even for a faulty product. A shop is allowed to say it won't refund if you simply change your mind, because change of mind isn't covered by the guarantees. Keep your receipt or bank statement as proof of purchase. In Tasmania, Consumer, Building and Occupational Services (CBOS) takes complaints when a business breaks the law.</p>
<h3>Private sales are different</h3>
<p>Buying from a person who isn't running a business, at a garage sale or through an online marketplace, is a private sale. Most consumer guarantees don't apply. The seller must own the item and it mustn't have hidden debts attached, but if it breaks a week later, that's usually your problem. So:</p>
<ul>
<li>inspect it and test it before you pay</li>
<li>ask questions, and keep the messages</li>
<li>meet somewhere public and take someone with you</li>
</ul>
<h3>Selling online safely</h3>
<p>Scammers target sellers too. A classic trick is the <strong>overpayment scam</strong>. A "buyer" pays more than your asking price, or sends a fake payment receipt, then asks you to send back the difference. The original payment bounces or never existed, and you lose the money you sent and maybe the item as well. Wait until the money is really in your account, never refund an "overpayment", and be wary of buyers who won't meet or who want to pay outside the platform.</p>
`,
  header: {
    image: 'news/second-hand-and-your-rights.svg',
    alt: 'A second-hand bike with a price tag next to a shield with a tick',
  },
  curriculum: ['AC9HE9K05'],
  sources: [
    {
      title: 'ACCC: Consumer rights and guarantees (exceptions and private sales)',
      url: 'https://www.accc.gov.au/business/selling-products-and-services/consumer-rights-and-guarantees',
    },
    {
      title: 'ACCC: What if a consumer guarantee is not met',
      url: 'https://www.accc.gov.au/business/selling-products-and-services/small-business-education-program/consumer-rights-and-guarantees/what-if-a-consumer-guarantee-is-not-met',
    },
    {
      title: 'ACCC Advertising and selling guide: Misleading consumers about their rights',
      url: 'https://www.accc.gov.au/publications/advertising-and-selling-guide/advertising-and-selling-guide/consumer-guarantees/misleading-consumers-about-their-rights',
    },
    {
      title: 'Scamwatch: Overpayment scams',
      url: 'https://www.scamwatch.gov.au/types-of-scams/buying-or-selling/overpayment-scams',
    },
    {
      title: 'CBOS Tasmania: When a business breaks the law',
      url: 'https://www.cbos.tas.gov.au/topics/products-services/problems/resolve-problem-complaint/business-breaks-law',
    },
  ],
  marketNews: false,
  topic: 'consumer-rights',
  discussion: [
    'How are your rights different when you buy second-hand from a business compared with a private sale?',
    'Have you bought or sold anything second-hand, in the game or in real life? What did you check, and what would you check next time?',
    'A private sale can be much cheaper but comes with fewer rights. When is the saving worth the risk, and when would you rather buy new?',
  ],
  quiz: {
    title: 'Quiz: Second-hand and your rights',
    questions: [
      {
        type: 1,
        id: 'no-refunds-sign',
        text: "A shop's 'no refunds' sign means you can't get a refund even if the product is faulty.",
        correct: false,
        explanation:
          'Consumer guarantees cannot be taken away by a sign. A faulty product still gives you a right to a remedy.',
      },
      {
        type: 0,
        id: 'garage-sale',
        text: 'You buy a used speaker at a garage sale and it stops working a week later. Which is most likely true?',
        options: [
          'The seller must give you a refund under the consumer guarantees',
          "Most consumer guarantees don't apply, because it was a private sale",
          'The shop that first sold it must pay you back',
          'The ATO will refund what you paid',
        ],
        correct: 1,
        explanation:
          "One-off sales by people who aren't running a business are not covered by most consumer guarantees.",
      },
      {
        type: 2,
        id: 'major-minor',
        text: 'If a product has a {major} problem, you can choose a {refund} or a replacement. If the problem is {minor}, the business can choose to repair it.',
        distractors: ['voucher', 'private'],
        explanation:
          'For a major failure you choose the remedy; for a minor one the business may choose to repair, replace or refund.',
      },
      {
        type: 0,
        id: 'overpayment',
        text: "An online buyer 'accidentally' pays you $100 more than your price and asks for the extra back. What is this likely to be?",
        options: [
          'A generous buyer',
          'An overpayment scam',
          'A consumer guarantee',
          'A tax refund',
        ],
        correct: 1,
        explanation:
          'In an overpayment scam the first payment bounces or is fake, so any money you send back is lost.',
      },
    ],
  },
};

const endOfYear: Article = {
  id: 'end-of-financial-year',
  week: 22,
  title: '30 June: the end of the financial year',
  previewText:
    'This week the financial year ends. Find out what 30 June means for your pay, why receipts suddenly matter, and where to find your income statement.',
  content: `
<p>In Australia, the money year doesn't end on 31 December. The <strong>financial year</strong>, also called the income year, runs from 1 July to 30 June. This week, on 30 June 2026, the 2025-26 financial year ends, and tax time begins.</p>
<h3>Why the date matters</h3>
<p>All year your employer has been taking tax out of your pay and sending it to the Australian Taxation Office (ATO). This is called PAYG withholding, and it's an estimate worked out one pay at a time. Once the year is over, the ATO can look at the whole picture: everything you earned, any deductions you can claim and all the tax already taken. Your tax return, next week's topic, settles the difference.</p>
<h3>Your income statement lives in myGov</h3>
<p>Most employers now report your pay to the ATO every payday through Single Touch Payroll. Instead of a paper "group certificate", you get an <strong>income statement</strong> in ATO online services, which you reach through your myGov account. It shows what you earned, the tax withheld and the super your employer reported.</p>
<p>After 30 June your employer must finalise it, and most employers have until 14 July to do so. When they do, its status changes to <strong>"Tax ready"</strong>. Wait for that before you lodge, or you may have to fix your return later. If you had more than one job, check you have a statement from each one.</p>
<h3>Records: the receipts rule</h3>
<p>To claim a deduction, such as a work uniform or a gift to a deductible gift recipient, you need proof. The ATO generally expects you to keep records for five years from when you lodge your tax return. Useful records include:</p>
<ul>
<li>receipts and invoices for things you paid for to do your job</li>
<li>donation receipts</li>
<li>bank statements showing interest you earned</li>
<li>dividend statements, if you own shares</li>
</ul>
<p>A shoebox works, but your phone works better. Photograph each receipt when you get it, because paper receipts fade. The ATO app has a tool called myDeductions that stores records and photos of receipts as you go, ready for tax time.</p>
<h3>Your end-of-year checklist</h3>
<ol>
<li>Make sure you have a myGov account linked to the ATO. You'll need it to see your income statement and to lodge online.</li>
<li>Gather your 2025-26 receipts and records in one place.</li>
<li>Note any other income, such as bank interest or dividends.</li>
<li>Look back at what you earned and saved this year, and set a target for next year.</li>
</ol>
<p>In the game, week 22 is also a dividend week: the game's companies pay dividends now, so if you own shares, check your account. Dividends are income, so in real life they belong in your tax return too.</p>
`,
  header: {
    image: 'news/end-of-financial-year.svg',
    alt: 'A calendar page for 30 June beside a neat stack of receipts',
  },
  curriculum: ['AC9HE8K04', 'AC9HE8K05'],
  sources: [
    {
      title: 'ATO: Preparing your tax return',
      url: 'https://ato.gov.au/individuals-and-families/your-tax-return/before-you-prepare-your-tax-return/preparing-your-tax-return',
    },
    {
      title: 'ATO: How long you need to keep your records',
      url: 'https://www.ato.gov.au/Individuals/Income-and-deductions/Records-you-need-to-keep/How-long-you-need-to-keep-your-records/',
    },
    {
      title: 'Access your income statement (ATO guidance as republished by Griffin Associates)',
      url: 'https://www.griffinassociates.com.au/access-your-income-statement/',
    },
    {
      title: 'ATO: Using myDeductions',
      url: 'https://www.ato.gov.au/General/Online-services/In-detail/myDeductions/myDeductions/?page=3',
    },
    {
      title: 'myGov: What to do at tax time',
      url: 'https://my.gov.au/en/services/work/currently-employed/tax-when-you-work/getting-ready-for-tax-time/what-to-do-at-tax-time',
    },
  ],
  marketNews: false,
  topic: 'pay-and-tax',
  discussion: [
    'Why does the end of the financial year on 30 June matter for the tax taken out of your pay during the year?',
    "What records could you start keeping now, for a job, savings or donations, and where would you keep them so they don't get lost?",
    'Receipts in a shoebox or photos on your phone: which system would you actually keep up for five years, and why?',
  ],
  quiz: {
    title: 'Quiz: End of the financial year',
    questions: [
      {
        type: 0,
        id: 'year-end',
        text: 'When does the Australian financial year end?',
        options: ['31 December', '30 June', '31 October', '1 July'],
        correct: 1,
        explanation: 'The financial year runs from 1 July to 30 June.',
      },
      {
        type: 2,
        id: 'tax-ready',
        text: 'Your {income} statement shows your pay and tax for the year. Wait until it says {Tax} ready before you {lodge} your return.',
        distractors: ['bank', 'spend', 'Final'],
        explanation:
          'Your income statement is in myGov. Once your employer finalises it, it says Tax ready and you can lodge.',
      },
      {
        type: 1,
        id: 'five-years',
        text: 'The ATO generally expects you to keep records for five years from when you lodge your tax return.',
        correct: true,
        explanation:
          'Keeping records for five years means you can prove your claims if the ATO asks.',
      },
      {
        type: 0,
        id: 'find-statement',
        text: 'Where do you find your income statement?',
        options: [
          'In ATO online services, through myGov',
          'Only on your last payslip',
          'At the post office',
          "In your bank's app",
        ],
        correct: 0,
        explanation:
          'Employers report through Single Touch Payroll, and your income statement appears in ATO online services.',
      },
    ],
  },
};

const taxReturn: Article = {
  id: 'your-tax-return',
  week: 23,
  title: 'Your tax return: myTax, deadlines and refunds',
  previewText:
    'Tax came out of every pay. Your tax return checks whether it was the right amount, and plenty of young workers get some of it back.',
  content: `
<p>Since 1 July, Australians have been lodging tax returns for the 2025-26 financial year. If you had a job this year, this might be your first one. It's more straightforward than it sounds.</p>
<h3>Do I need to lodge?</h3>
<p>If any tax was taken out of your pay during the year, you need to lodge a tax return. If no tax was withheld and there's no other reason to lodge, you tell the ATO with a <strong>non-lodgment advice</strong> instead. The ATO's "Do I need to lodge a tax return?" tool helps you check.</p>
<h3>Why many teens get a refund</h3>
<p>Residents pay no income tax on the first $18,200 they earn in a year: that's the <strong>tax-free threshold</strong>. But withholding is worked out one pay at a time. Say you didn't claim the tax-free threshold on your employment forms, so tax came out of every pay, and you earned $9,000 over the year. Your actual tax is $0, so the ATO gives back everything that was withheld as a <strong>refund</strong>.</p>
<p>It can go the other way. If you had two jobs and claimed the threshold with both, too little may have been withheld, and you could get a <strong>tax bill</strong>.</p>
<h3>How to lodge</h3>
<ul>
<li><strong>myTax</strong> is the ATO's free online service, in ATO online services through myGov or the ATO app. It pre-fills much of your return with information from employers, banks and others. Most online returns are processed in about two weeks.</li>
<li>A <strong>registered tax agent</strong> can do it for you, for a fee. Registered tax agents are the only people allowed to charge for preparing a return.</li>
<li>The ATO's free <strong>Tax Help</strong> program has trained volunteers who help people on low incomes with simple returns.</li>
</ul>
<p>If you lodge yourself, the deadline is <strong>31 October</strong>. If you use a tax agent, you need to be on their books by 31 October, and they can usually lodge later.</p>
<p>After you lodge, the ATO sends a <strong>notice of assessment</strong> showing your taxable income, your tax, and your refund or bill. Check it matches your return. Refunds go into your bank account, so have your BSB and account number ready when you lodge.</p>
<h3>Deductions: the three golden rules</h3>
<p>A work-related deduction lowers your taxable income. The ATO's three golden rules are:</p>
<ol>
<li>You spent the money yourself and weren't paid back.</li>
<li>It's directly related to earning your income.</li>
<li>You have a record to prove it.</li>
</ol>
<p>Things that can count include a compulsory uniform that's unique to your employer, like a shirt with its logo, and protective gear such as steel-capped boots. Things that don't include ordinary black pants or sneakers, even if you only wear them to work, and the trip from home to work. Only claim what's true, and if you're unsure, ask before you claim.</p>
`,
  header: {
    image: 'news/your-tax-return.svg',
    alt: 'A laptop showing a tax form with a coin coming back as a refund',
  },
  curriculum: ['AC9HE8K04', 'AC9M8N05'],
  sources: [
    {
      title: 'ATO: Preparing your tax return',
      url: 'https://ato.gov.au/individuals-and-families/your-tax-return/before-you-prepare-your-tax-return/preparing-your-tax-return',
    },
    {
      title: 'ATO: Lodging your tax return',
      url: 'https://www.ato.gov.au/Individuals/lodging-your-tax-return/',
    },
    {
      title: 'ATO: Tax rates, Australian residents',
      url: 'https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents',
    },
    {
      title: 'ATO: Tax Help program training',
      url: 'https://ato.gov.au/individuals-and-families/your-tax-return/help-and-support-to-lodge-your-tax-return/become-a-tax-help-volunteer-or-open-a-centre/tax-help-program-training',
    },
    {
      title: 'ATO: Record keeping for work expenses',
      url: 'https://ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/in-detail/occupation-and-industry-specific-guides/e-k/gaming-attendants-income-and-work-related-deductions/record-keeping-for-work-expenses',
    },
  ],
  marketNews: false,
  topic: 'pay-and-tax',
  discussion: [
    'Why do many teens with a job get a tax refund, even though tax came out of every pay?',
    'Think about a job you have, or your job in the game. What would you need to have ready to lodge a tax return?',
    'Lodge with myTax yourself, pay a registered tax agent, or use free Tax Help: which would you choose for your first return, and why?',
  ],
  quiz: {
    title: 'Quiz: Your tax return',
    questions: [
      {
        type: 0,
        id: 'deadline',
        text: 'What is the usual deadline to lodge your own tax return?',
        options: ['30 June', '14 July', '31 October', '25 December'],
        correct: 2,
        explanation:
          'If you lodge yourself, your return is due by 31 October. Tax agents can often lodge later.',
      },
      {
        type: 1,
        id: 'black-pants',
        text: 'You can claim plain black pants as a work deduction because you wear them to work.',
        correct: false,
        explanation:
          "Ordinary clothes aren't deductible, even if you only wear them at work. A uniform unique to your employer can be.",
      },
      {
        type: 2,
        id: 'threshold-refund',
        text: 'Residents pay no income tax on the first {$18,200} they earn. If too much tax was withheld you get a {refund}; if too little, you get a {bill}.',
        distractors: ['$45,000', 'bonus', 'loan'],
        explanation:
          'The tax-free threshold is $18,200. Your return compares the tax withheld with the tax you really owe.',
      },
      {
        type: 0,
        id: 'golden-rule',
        text: "Which is one of the ATO's three golden rules for work deductions?",
        options: [
          'You must have a record to prove it',
          'You must spend more than $300',
          'Your employer must pay you back',
          'You must also use it on weekends',
        ],
        correct: 0,
        explanation:
          "The rules: you spent the money and weren't paid back, it relates directly to earning your income, and you have a record.",
      },
    ],
  },
};

const longTerm: Article = {
  id: 'investing-for-the-long-term',
  week: 24,
  title: 'Investing for the long term',
  previewText:
    'Share prices bounce around every week. Over years, time, dividends and low fees matter far more. Here is how patient investors play the long game.',
  content: `
<p>This week's market news, above, shows how fast a share price can move. If you own that company, it's tempting to react straight away. Long-term investors mostly don't. Here's why.</p>
<h3>Time in the market</h3>
<p>Shares are a growth investment. Over long periods they have tended to return more than cash in the bank, but the price for that is <strong>volatility</strong>: their value can swing a lot from year to year, and any single company can fail. The longer you stay invested, the more time good years have to make up for bad ones.</p>
<p>That's the idea behind the saying "time in the market beats timing the market". Nobody can reliably pick the best day to buy or the worst day to sell. People who jump out after a fall often miss the recovery.</p>
<h3>Dividends and reinvesting</h3>
<p>Many companies share part of their profits with shareholders as <strong>dividends</strong>, often twice a year. In the game, the companies pay dividends in weeks 9 and 22. You can spend a dividend, or <strong>reinvest</strong> it by buying more shares. Some real companies offer a dividend reinvestment plan that does this automatically, usually without brokerage.</p>
<p>Reinvesting is where <strong>compounding</strong> kicks in: your new shares earn dividends of their own, which buy more shares, and so on. As an example, $1,000 growing at 7% a year would become about $1,967 after 10 years, $3,870 after 20 years and $7,612 after 30 years. These are examples, not promises: real returns go up and down, and some years are negative.</p>
<h3>Fees: the quiet leak</h3>
<p>Fees come out whether your investment goes up or down, and they compound too. Picture $1,000 in each of two funds that both earn 7% a year before fees. One charges 0.5% a year, the other 2%. After 30 years the cheaper fund would hold about $6,610 and the dearer one about $4,320. A difference of 1.5% a year ends up costing more than twice the amount you first put in.</p>
<p>Trading costs count as well. In the game, every buy and every sell costs 2% brokerage, so buying and selling the same share over and over costs far more than buying once and holding.</p>
<h3>A long-term checklist</h3>
<ul>
<li>Keep an emergency fund in savings first, so you're never forced to sell shares after a fall.</li>
<li>Invest money you won't need for years, not weeks.</li>
<li>Spread your money across different companies and industries. Diversification means one bad result can't sink you.</li>
<li>Know each company's risk level, LOW, MEDIUM or HIGH in the game, and how big a fall you could live with.</li>
<li>Check the fees before you invest.</li>
<li>Make your plan when things are calm, and stick to it when the news gets loud.</li>
</ul>
`,
  header: {
    image: 'news/investing-for-the-long-term.svg',
    alt: 'A small sapling growing into a tall tree beside a gently rising line',
  },
  curriculum: ['AC9HE9K05', 'AC9M8N05'],
  sources: [
    {
      title: 'Moneysmart: Diversification',
      url: 'https://www.moneysmart.gov.au/investing/invest-smarter/risk-and-return/diversification',
    },
    {
      title: 'Moneysmart: Choosing shares to buy',
      url: 'https://www.moneysmart.gov.au/investing/shares/choosing-shares-to-buy',
    },
    {
      title: 'CommSec: The fundamentals (dividends, costs and risks)',
      url: 'https://www.commsec.com.au/education/commsec-learn/Section-1-Understand-the-basics/investing-101-the-fundamentals.html',
    },
    {
      title: 'CommSec: What is a dividend reinvestment plan?',
      url: 'https://www.commsec.com.au/education/learn/managing-investments/what-is-a-dividend-reinvestment-plan.html',
    },
  ],
  marketNews: true,
  topic: 'shares',
  discussion: [
    "What does 'time in the market beats timing the market' mean, in your own words?",
    "Look at this week's market news. Did you react to it in the game, and would a long-term investor have done the same?",
    'Would you spend a dividend now or reinvest it for later? What would you weigh up?',
  ],
  quiz: {
    title: 'Quiz: Investing for the long term',
    questions: [
      {
        type: 0,
        id: 'reinvest',
        text: 'What does reinvesting a dividend mean?',
        options: [
          'Using it to buy more shares',
          'Paying it to the ATO',
          'Spending it on something you want',
          'Giving it back to the company',
        ],
        correct: 0,
        explanation:
          'Reinvesting turns a dividend into more shares, which can earn dividends of their own.',
      },
      {
        type: 1,
        id: 'fees-always',
        text: 'Fees only come out of an investment in years when it goes up.',
        correct: false,
        explanation:
          'Fees are charged whether the investment rises or falls, which is why low fees matter so much.',
      },
      {
        type: 2,
        id: 'long-game-words',
        text: 'Staying invested for years is called {time} in the market. Spreading money across many companies is called {diversification}. Earning returns on your returns is called {compounding}.',
        distractors: ['timing', 'speculation', 'brokerage'],
        explanation:
          "Time, diversification and compounding are the long-term investor's three best friends.",
      },
      {
        type: 0,
        id: 'dividend-weeks',
        text: 'In the game, in which weeks do the companies pay dividends?',
        options: ['Weeks 1 and 27', 'Weeks 9 and 22', 'Every week', 'Weeks 13 and 24'],
        correct: 1,
        explanation: "The game's companies pay dividends in week 9 and week 22.",
      },
    ],
  },
};

const sales: Article = {
  id: 'sales-and-discounts',
  week: 25,
  title: 'Sales, discounts and unit prices: finding real value',
  previewText:
    "'Was $80, now $40!' sounds like a win. Learn to read unit prices, question 'was' prices and use end-of-season sales without blowing your budget.",
  content: `
<p>Winter brings end-of-season and end-of-financial-year sales, and the signs are everywhere: 40% off, two for one, final days. Discounts can save you real money, but only on things you were going to buy anyway. A bargain you don't need is still money gone.</p>
<p>Before any sale, ask one question: would I buy this at full price? If the answer is no, the discount is doing the deciding, not you. Shops know a big red percentage sign makes people feel they're losing out by not buying. Set yourself a sale budget, say $60 for the month, and when it's spent, you're done.</p>
<h3>Unit pricing: the shopper's secret weapon</h3>
<p>Big packs aren't always cheaper. Most supermarkets and online grocery stores must show a <strong>unit price</strong> on the label next to the selling price: the cost per standard amount, such as per 100 grams, per litre or per item. It lets you compare different sizes and brands fairly.</p>
<p>Example: a 500 g box of cereal costs $4.50 and a 750 g box costs $7.50. The unit prices are $0.90 per 100 g and $1.00 per 100 g, so the smaller box is better value, even though the big one looks like the "family saver".</p>
<p>You can work it out yourself when there's no label: divide the price by the amount. A 2 litre bottle of milk at $3.40 is $1.70 per litre.</p>
<h3>Question the "was" price</h3>
<p>"Was $120, now $60" is a claim that you're saving $60. Under the Australian Consumer Law, a "was" price can be misleading if the item hadn't really been selling at that price for a reasonable time before the sale. Even so, the smartest check is your own: compare prices at two or three other stores or websites, and ignore the "was" number. And remember, 50% off something you'd never have bought doesn't save you anything. It costs you the sale price.</p>
<h3>Doing the discount maths</h3>
<p>To find 30% off a $70 jacket: 10% of $70 is $7, so 30% is $21, and you pay $49. Careful with stacked discounts: 20% off, then another 20% off, isn't 40% off. Take 20% off $100 and you get $80; take 20% off $80 and you pay $64. That's 36% off in total. Watch for deals that only help if you buy more. "Buy three, get the cheapest free" is only a saving if you wanted three in the first place.</p>
<h3>Rules for smart sale shopping</h3>
<ul>
<li>Write a list before you go, and stick to it.</li>
<li>Check the unit price, not just the sticker price.</li>
<li>Compare at least two other sellers.</li>
<li>Sleep on anything over $50. If you still want it tomorrow and it fits your budget, go for it.</li>
<li>Ignore countdown timers and "only 2 left!" messages. They're designed to rush you.</li>
</ul>
<p>Your consumer rights still apply on sale items. If something is faulty, a sign saying "no refunds on sale items" can't take away your right to a repair, replacement or refund.</p>
`,
  header: {
    image: 'news/sales-and-discounts.svg',
    alt: 'A price tag with a percentage sign next to two cereal boxes on a shelf',
  },
  curriculum: ['AC9M8N05', 'AC9M7N09'],
  sources: [
    { title: 'ACCC: Unit pricing', url: 'https://www.accc.gov.au/business/pricing/unit-pricing' },
    {
      title: 'ACCC: Unit Pricing Code',
      url: 'https://www.accc.gov.au/business/industry-codes/unit-pricing-code',
    },
    {
      title: 'ACCC Advertising and selling guide: Two-price comparison advertising',
      url: 'https://www.accc.gov.au/publications/advertising-and-selling-guide/advertising-and-selling-guide/pricing/two-price-comparison-advertising',
    },
    {
      title: 'ACCC Advertising and selling guide: Misleading consumers about their rights',
      url: 'https://www.accc.gov.au/publications/advertising-and-selling-guide/advertising-and-selling-guide/consumer-guarantees/misleading-consumers-about-their-rights',
    },
  ],
  marketNews: false,
  topic: 'buying-and-selling',
  discussion: [
    "What is a unit price, and why can a big 'family saver' pack be worse value than a smaller one?",
    "Think of a sale you've seen lately, in the game or in real life. Would you have bought that item at full price?",
    'Is a big discount on something you only half need a smart buy or a waste? Where would you draw the line?',
  ],
  quiz: {
    title: 'Quiz: Sales and discounts',
    questions: [
      {
        type: 0,
        id: 'rice-value',
        text: 'A 1 kg bag of rice costs $3.00 and a 2 kg bag costs $7.00. Which is better value?',
        options: [
          'The 1 kg bag, at $3.00 per kg',
          'The 2 kg bag, because bigger is always cheaper',
          'They are the same value',
          'You cannot tell without the brand',
        ],
        correct: 0,
        explanation: 'The 2 kg bag works out at $3.50 per kg, so the 1 kg bag is cheaper per kilo.',
      },
      {
        type: 2,
        id: 'unit-price-words',
        text: 'A {unit} price shows the cost per standard amount, such as per {litre}, so you can compare {sizes} fairly.',
        distractors: ['sticker', 'colours', 'receipt'],
        explanation:
          'Unit prices like per litre or per 100 g let you compare packs of different sizes and brands.',
      },
      {
        type: 1,
        id: 'was-price',
        text: "A 'was' price can be misleading if the item hadn't really sold at that price for a reasonable time before the sale.",
        correct: true,
        explanation:
          "The ACCC says the saving isn't real if the 'was' price wasn't the genuine price for a reasonable time before the sale.",
      },
      {
        type: 0,
        id: 'jacket-discount',
        text: 'A $70 jacket is 30% off. How much do you pay?',
        options: ['$21', '$40', '$49', '$67'],
        correct: 2,
        explanation: '30% of $70 is $21, and $70 minus $21 is $49.',
      },
    ],
  },
};

const hardship: Article = {
  id: 'when-bills-pile-up',
  week: 26,
  title: 'When bills pile up: where to get free help',
  previewText:
    'Falling behind on bills happens to lots of people. Acting early, asking for hardship help and calling the free National Debt Helpline beat a payday loan every time.',
  content: `
<p>A forgotten phone bill, a car repair, fewer shifts at work: sometimes the money runs out before the bills do. It happens to plenty of adults. The worst thing you can do is ignore it. The best thing is to act early.</p>
<h3>Step 1: see the whole picture</h3>
<p>List every bill and debt: who you owe, how much, and when it's due. Then list your income. Put the essentials first: a roof over your head, power, food, and getting to work or school. A clear list makes every next step easier.</p>
<h3>Step 2: talk to the people you owe</h3>
<p>Call the business before you miss a payment, or as soon as you have. Ask for the <strong>hardship</strong> team. Banks, lenders, and energy, phone and internet providers have hardship processes, and when you ask a lender for help it must consider you. Options can include:</p>
<ul>
<li>a payment plan that splits a bill into smaller amounts</li>
<li>more time to pay</li>
<li>a pause or change in loan repayments</li>
</ul>
<p>Only agree to an amount you can keep paying. And don't let worry about your credit score stop you: Moneysmart says a hardship arrangement with a lender won't lower your credit score. Your credit report shows an arrangement is in place, but not why.</p>
<h3>Step 3: get free expert help</h3>
<p>The <strong>National Debt Helpline</strong> on <strong>1800 007 007</strong> puts you in touch with a financial counsellor. It's free, confidential and independent, and there's an online chat too. Financial counsellors can help you work out which bills to pay first, talk to businesses for you, and find help you may not know you can get.</p>
<h3>Why to steer clear of payday loans</h3>
<p>Payday loans, also called small amount loans, let you borrow up to $2,000 quickly and pay it back over 16 days to a year. They're fast but expensive. Most payday lenders charge an establishment fee of 20% of the amount borrowed, plus a monthly fee of 4%.</p>
<p>Borrow $500 for three months and you pay a $100 establishment fee plus $20 a month, which is $160 in fees. You repay $660 for $500. Moneysmart's example is even starker: a $2,000 payday loan paid back over a year costs about $3,360 in total. Using one loan to pay off another can trap you in a cycle of debt.</p>
<p>There are cheaper options. Payment plans with the business you owe cost nothing extra, and no interest loans through community organisations let eligible people on lower incomes borrow for essentials and repay only what they borrowed.</p>
<p>Money problems grow quietly when they're ignored and shrink when you face them. Make a list, ask for hardship help, and call 1800 007 007 early. Asking for help is a smart money move, not a failure.</p>
`,
  header: {
    image: 'news/when-bills-pile-up.svg',
    alt: 'A stack of bills next to a phone with a speech bubble offering help',
  },
  curriculum: ['AC9HE9K05', 'AC9HE8K05'],
  sources: [
    { title: 'Moneysmart: Payday loans', url: 'https://moneysmart.gov.au/loans/payday-loans' },
    {
      title: 'Moneysmart: Financial hardship',
      url: 'https://moneysmart.gov.au/managing-debt/financial-hardship',
    },
    { title: 'National Debt Helpline: Privacy and services', url: 'https://ndh.org.au/privacy/' },
    {
      title:
        "Financial Counselling Australia: If you're worried about bills and debts, please ring us",
      url: 'https://www.financialcounsellingaustralia.org.au/if-youre-worried-about-bills-and-debts-please-ring-us/',
    },
  ],
  marketNews: false,
  topic: 'bills-and-debt',
  discussion: [
    'What steps does the article suggest when bills pile up, and why does acting early help?',
    'Has a bill in the game come due at a bad time, or picked up a late fee? What did you do, and what would you do now?',
    'A payday loan is fast, and asking for hardship help can feel awkward. Why might someone still take the loan, and what would you tell a friend?',
  ],
  quiz: {
    title: 'Quiz: When bills pile up',
    questions: [
      {
        type: 0,
        id: 'ndh-number',
        text: 'What is the phone number of the free National Debt Helpline?',
        options: ['1800 007 007', '000', '13 28 61', '1300 300 630'],
        correct: 0,
        explanation:
          'Call 1800 007 007 to reach a free, confidential financial counsellor through the National Debt Helpline.',
      },
      {
        type: 1,
        id: 'lender-must-consider',
        text: 'If you ask your lender for hardship help, it must consider your request.',
        correct: true,
        explanation:
          'Lenders must consider hardship requests, and options can include payment plans or changed repayments.',
      },
      {
        type: 2,
        id: 'payday-fees',
        text: 'A payday loan often has an establishment fee of {20%} of the amount borrowed, plus a {monthly} fee of {4%}.',
        distractors: ['2%', 'yearly', '10%'],
        explanation:
          'Most payday lenders charge 20% up front and 4% a month, which makes them a very expensive way to borrow.',
      },
      {
        type: 0,
        id: 'payday-cost',
        text: 'You borrow $500 with a 20% establishment fee and a 4% monthly fee. What are the fees after 3 months?',
        options: ['$24', '$100', '$160', '$500'],
        correct: 2,
        explanation:
          'The establishment fee is $100 and the monthly fee is $20 for 3 months, so $160 in fees.',
      },
    ],
  },
};

const lookingBack: Article = {
  id: 'looking-back-net-worth',
  week: 27,
  title: 'Looking back: your goals, your net worth, your next six months',
  previewText:
    'Half a year of earning, spending, saving and investing is done. Work out your net worth, see what worked, and pick three habits to carry forward.',
  content: `
<p>You've made it to the end of the game's half year. Since 28 January you've dealt with jobs, bills, shares, tax, sales and scams. Before it ends, take ten minutes to look back, because the habits you notice now are the ones you'll take into real life.</p>
<h3>Your net worth in one line</h3>
<p>Your <strong>net worth</strong> is what you own minus what you owe. It's a snapshot of your financial health on a single day.</p>
<ul>
<li><strong>Assets</strong> (what you own): money in bank accounts, term deposits, shares at today's price, superannuation, and things you could sell, like a bike or a laptop, valued at what they'd really sell for.</li>
<li><strong>Liabilities</strong> (what you owe): credit card balances, loans, buy now pay later plans, and money you owe friends or family.</li>
</ul>
<p>Example: Jordan, 18, has $1,850 in savings, $600 in shares, $1,200 in super and a laptop that would sell for $400. That's $4,050 of assets. Jordan owes $350 on a credit card and $150 on a buy now pay later plan: $500 of liabilities. Net worth: $4,050 minus $500, which is $3,550.</p>
<p>The game does this sum for you. At the end you'll see a balance sheet listing your assets and liabilities, with your net position at the bottom. Before you look, try to guess the number. Then check which rows changed most since the start. Did your savings grow steadily? Did shares help or hurt? Did a debt hang around longer than you expected? Those rows tell the story of your choices.</p>
<p>A small or even negative net worth is normal when you're young. What matters is the direction. Is it growing from one check-up to the next?</p>
<h3>Did you hit your goals?</h3>
<p>Look back at the goals you set in your planner diary. Good goals are SMART: specific, measurable, achievable, relevant and time-bound. "Save more" is hard to hit. "Save $40 a week for 20 weeks for an $800 laptop" is easy to check. Ask yourself:</p>
<ul>
<li>Which goals did I reach, and what helped?</li>
<li>Which did I miss, and what got in the way?</li>
<li>Where did my money actually go? Were there any surprises?</li>
</ul>
<h3>Three habits for the next six months</h3>
<ol>
<li><strong>Pay yourself first.</strong> Move a set amount to savings on payday, before you spend. Even $10 a week is $260 over six months.</li>
<li><strong>Keep a buffer.</strong> A small emergency fund means a surprise bill doesn't turn into a debt.</li>
<li><strong>Check before you commit.</strong> Whether it's a charity, a "was" price, an online buyer or a hot share tip, pause and check first.</li>
</ol>
<p>Finally, write down your net worth today and one SMART goal for the next six months. In six months, work out your net worth again and compare. That simple habit of checking in is how people who are good with money stay good with money.</p>
`,
  header: {
    image: 'news/looking-back-net-worth.svg',
    alt: 'A balance scale weighing what you own against what you owe, with a flag on a hill',
  },
  curriculum: ['AC9HE8K05', 'AC9HE9K05'],
  sources: [
    {
      title: 'CommBank Brighter: What does net worth mean?',
      url: 'https://commbank.com.au/brighter/financial-fitness/know/lesson-3-3.html',
    },
    {
      title: 'ADF Consumer: Financial goals',
      url: 'https://adfconsumer.gov.au/financial-goals/',
    },
    {
      title: 'Moneysmart: Financial hardship',
      url: 'https://moneysmart.gov.au/managing-debt/financial-hardship',
    },
  ],
  marketNews: false,
  topic: 'budgeting',
  discussion: [
    'How do you work out your net worth, and why does the article say the direction matters more than the number?',
    'Before you check your balance sheet in the game, guess your net worth. Which of your choices do you think made the biggest difference?',
    "Is it better to focus on growing your net worth now, or on enjoying your money while you're young? Where's the balance?",
  ],
  quiz: {
    title: 'Quiz: Looking back',
    questions: [
      {
        type: 0,
        id: 'net-worth-formula',
        text: 'How do you work out your net worth?',
        options: [
          'What you own minus what you owe',
          'What you earn minus what you spend',
          'Your savings plus your debts',
          'Your pay before tax',
        ],
        correct: 0,
        explanation:
          'Net worth is your assets (what you own) minus your liabilities (what you owe).',
      },
      {
        type: 2,
        id: 'assets-liabilities',
        text: 'Things you own are {assets}; money you owe is a {liability}. Net worth is assets {minus} liabilities.',
        distractors: ['income', 'plus', 'expenses'],
        explanation:
          'Add up what you own, subtract what you owe, and the answer is your net worth.',
      },
      {
        type: 1,
        id: 'young-net-worth',
        text: 'A small net worth is unusual and worrying for a teenager.',
        correct: false,
        explanation:
          'A small or even negative net worth is normal when you are young. What matters is whether it grows over time.',
      },
      {
        type: 0,
        id: 'jordan',
        text: "Jordan's assets are worth $4,050 and Jordan owes $500. What is Jordan's net worth?",
        options: ['$3,550', '$4,550', '$4,050', '$500'],
        correct: 0,
        explanation: '$4,050 of assets minus $500 of liabilities leaves a net worth of $3,550.',
      },
    ],
  },
};

export const articlesWeeks19to27: Article[] = [
  giving,
  sharePrices,
  secondHand,
  endOfYear,
  taxReturn,
  longTerm,
  sales,
  hardship,
  lookingBack,
];
