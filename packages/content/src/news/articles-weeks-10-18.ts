// Finance Weekly: the articles and quizzes of game weeks 10 to 18.
// Each figure is true for Australia in 2025-26 and comes from a source listed with its article;
// the game's own numbers (the $35 phone plan, the $12.99 streaming subscription every four
// weeks, the 2% brokerage, the power share rising from $60 to $85) are the scenario's
// (starter/bills.ts, starter/everyday.ts, story.ts). Dollar examples built on them are worked
// out in the text, so a student can check every sum.
import type { Article } from '@mc/engine/news/content';

export const articlesWeeks10to18: Article[] = [
  {
    id: 'phone-plans-what-they-cost',
    week: 10,
    title: 'Your phone plan: what it really costs',
    previewText:
      'A "free" phone on a plan is never free. Learn how to work out what a phone and plan really cost over two or three years, before you sign.',
    content: `<p>Your phone is probably the thing you use most, and paying for it is one of the first regular bills most young Australians take on. Choosing a plan looks simple: pick some gigabytes and a monthly price. But the choice can cost you hundreds of dollars more than it needs to, so it's worth slowing down.</p>
<h3>Prepaid or postpaid?</h3>
<p>There are two main kinds of mobile plan.</p>
<ul>
<li><strong>Prepaid:</strong> you pay first, then use. You buy a recharge, say $30 for 28 days, and when the credit or data runs out you recharge again. There's no contract and no bill shock, because you can't spend more than you've paid.</li>
<li><strong>Postpaid:</strong> you use first and get a bill each month. Some plans are month-to-month; others lock you in for 12 to 24 months, may include a phone, and can charge extra if you go over your limits. Signing up usually means an identity and credit check.</li>
</ul>
<p>If you already own a phone and want predictable spending, prepaid or a month-to-month SIM-only plan is usually the simplest choice. In the game, your plan costs $35 and the bill comes every four weeks.</p>
<h3>The "free" phone trap</h3>
<p>Ads love the words "$0 upfront". That doesn't mean the phone is free. It means you pay it off in monthly repayments on top of your plan. Here's how it adds up for a $1,440 phone paid off over 36 months:</p>
<ul>
<li>Phone repayments: $1,440 ÷ 36 = $40 a month</li>
<li>Plan: $45 a month</li>
<li>Total: $85 a month, or $3,060 over three years</li>
</ul>
<p>If you leave early, you'll usually have to pay off what's left on the phone in one go. Leave after one year and you could owe $960 straight away.</p>
<p>Now compare buying a $500 phone outright and using a $30-a-month SIM-only plan: $500 + (36 × $30) = $1,580 over three years. That's $1,480 less for three years of calls, texts and data.</p>
<h3>How much data do you need?</h3>
<p>Check your phone's settings: most show how much mobile data you used this month. Streaming video eats gigabytes quickly, while messaging and music use far less. If you're on Wi-Fi at home and school most of the day, a smaller plan may be plenty. On a postpaid plan, find out what happens when you run out: some plans slow you down, others charge for extra data.</p>
<h3>Before you sign anything</h3>
<ol>
<li>Read the <strong>Critical Information Summary</strong>. Every plan has one, and it lists the price, what's included, the contract length and any fees.</li>
<li>Work out the <strong>minimum total cost</strong>: the monthly cost times the number of months.</li>
<li>Ask what it costs to leave early.</li>
<li>Check coverage where you live, study and work.</li>
<li>Talk it over with someone you trust. A phone contract is a legal agreement, and missed payments can hurt your credit record for years.</li>
</ol>
<p>When your phone bill arrives in the game, look at it the way you would a real one: what are you paying for, and could a cheaper plan do the same job?</p>`,
    header: {
      image: 'news/phone-plans-what-they-cost.svg',
      alt: 'A phone with signal bars, a calendar and a price tag',
    },
    curriculum: ['AC9HE10K03', 'AC9M7N09'],
    sources: [
      {
        title: 'ACCC: Choosing a mobile plan',
        url: 'https://www.accc.gov.au/consumers/mobile-phone-services/choosing-a-mobile-plan',
      },
      {
        title: 'ACCAN: Choosing a mobile plan',
        url: 'https://accan.org.au/talking-telco/your-mobile/choosing-a-mobile-plan',
      },
    ],
    marketNews: false,
    topic: 'buying-and-selling',
    discussion: [
      "Using the article's $1,440 phone, why is a '$0 upfront' phone on a plan not free?",
      'Think about your phone plan, in the game or your own. Do you know how much data you really use, and would a smaller plan do the job?',
      'Would you rather pay more over time for the newest phone on a plan, or buy a cheaper phone outright? What matters most to you?',
    ],
    quiz: {
      title: 'Quiz: Phone plans',
      questions: [
        {
          type: 0,
          id: 'phone-on-plan-total',
          text: 'You pay $40 a month for a phone and $45 a month for a plan, for 36 months. What do you pay in total?',
          options: ['$85', '$1,440', '$1,620', '$3,060'],
          correct: 3,
          explanation: 'Each month costs $40 + $45 = $85, and $85 × 36 months = $3,060.',
        },
        {
          type: 1,
          id: 'zero-upfront-is-free',
          text: 'A phone advertised as "$0 upfront" on a plan is free.',
          correct: false,
          explanation:
            'You still pay for the phone, in monthly repayments added to your plan. "$0 upfront" only means nothing is paid on the day.',
        },
        {
          type: 2,
          id: 'prepaid-postpaid-words',
          text: 'On a {prepaid} plan you pay before you use it. On a {postpaid} plan you get a {bill} after you use it.',
          distractors: ['refund', 'dividend'],
          explanation:
            'Prepaid means you pay first and can never spend more than you paid. Postpaid means you are billed afterwards, so you can go over your limits.',
        },
        {
          type: 0,
          id: 'critical-information-summary',
          text: "Which document lists a plan's price, what's included, the contract length and the fees?",
          options: [
            'The Critical Information Summary',
            "The phone's warranty card",
            'Your bank statement',
            'The shop receipt',
          ],
          correct: 0,
          explanation:
            'Every mobile plan has a Critical Information Summary. Use it to compare plans before you sign.',
        },
      ],
    },
  },
  {
    id: 'impulse-buying-marketing-tricks',
    week: 11,
    title: 'Do you need it, or were you sold it?',
    previewText:
      'Countdown timers, "only 2 left" and the jacket that looked amazing at 11pm. Learn the tricks that make you buy, and the simple pause that beats them.',
    content: `<p>You're scrolling late at night and there it is: a jacket in the perfect colour, "was $180, now $89", and a timer says the sale ends in two hours. You already own a jacket that's fine. Two taps later, it's yours.</p>
<p>That's an <strong>impulse buy</strong>: something you didn't plan to buy, bought in the moment. Everyone does it sometimes. The trouble starts when it becomes a habit, because small impulse buys add up. Spend $25 a week on things you didn't plan and that's $1,300 a year.</p>
<h3>The tricks that get you</h3>
<p>Shops and apps spend a lot of money working out how to make you buy now rather than later. Watch for:</p>
<ul>
<li><strong>Countdown timers and "only 2 left!"</strong> Urgency stops you thinking. If it's a good deal today, a similar one will probably come around again.</li>
<li><strong>The "was" price.</strong> A big crossed-out price makes the sale price feel like a win. You haven't saved $91 on the jacket; you've spent $89.</li>
<li><strong>Prices ending in .99.</strong> $49.99 feels like "forty-something", but it's $50.</li>
<li><strong>Free shipping over $100.</strong> Spending $30 more to save $10 of shipping isn't saving.</li>
<li><strong>Targeted ads.</strong> Apps learn what you like and show you more of it, and a post from someone you follow may be a paid ad.</li>
<li><strong>Buy now, pay later.</strong> Four payments of $22.25 feel smaller than $89, but it's the same $89, and it's a loan. Since June 2025 the law treats buy now pay later as credit, and missed payments can cost you fees.</li>
</ul>
<h3>Can't you just take it back?</h3>
<p>Not always. Under the Australian Consumer Law, you're entitled to a repair, replacement or refund if something is faulty or isn't as described. But if you simply change your mind, the shop doesn't have to take it back. Some stores choose to allow change-of-mind returns, often with time limits, so check the policy before you pay.</p>
<p>There is one real cooling-off right worth knowing. If a salesperson comes to your door or phones you without being asked, and you agree to spend more than $100, you have 10 business days to cancel without penalty. It doesn't cover things you chose to buy in a shop or online.</p>
<h3>Build your own cooling-off period</h3>
<p>The best defence is a pause you give yourself.</p>
<ol>
<li><strong>Wait 24 hours</strong>, or a week for big buys. Put it on a wish list, not in the cart.</li>
<li><strong>Ask three questions:</strong> Do I need it? Do I already own something that does the job? Would I still want it at full price?</li>
<li><strong>Count it in hours of work.</strong> If you earn $15 an hour, an $89 jacket is about six hours of work.</li>
<li><strong>Check your budget.</strong> Does it fit in this week's spending money, after bills and savings?</li>
<li><strong>Switch off the triggers.</strong> Unsubscribe from sale emails and remove saved card details from shopping apps.</li>
</ol>
<p>Impulse buys aren't all bad: spending on something you love is fine when you've planned for it. The goal is to make the choice yourself, not let a timer make it for you. And if you own things you never use, you could sell them. Someone out there may be looking for exactly that jacket.</p>`,
    header: {
      image: 'news/impulse-buying-marketing-tricks.svg',
      alt: 'A shopping bag with a sale star, a bank card and a countdown clock',
    },
    curriculum: ['AC9HE10K03', 'AC9HE9K05'],
    sources: [
      {
        title: 'CBOS Tasmania: Change of mind',
        url: 'https://www.cbos.tas.gov.au/topics/products-services/business-practices/store-policies/change-of-mind',
      },
      {
        title: 'CBOS Tasmania: Door to door sales',
        url: 'https://www.cbos.tas.gov.au/topics/products-services/business-practices/door-to-door-sales-and-telemarketing/door-sales',
      },
      {
        title: 'ACCC: Telemarketing and door-to-door sales',
        url: 'https://www.accc.gov.au/consumers/sales-delivery/telemarketing-door-to-door-sales',
      },
      {
        title: 'ACCC: Broken but out of warranty? Your consumer guarantee rights may still apply',
        url: 'https://www.accc.gov.au/media-release/broken-but-out-of-warranty-your-consumer-guarantee-rights-may-still-apply',
      },
      {
        title: 'ASIC: Buy now pay later providers to apply for a licence under new laws',
        url: 'https://asic.gov.au/about-asic/news-centre/news-items/asic-alerts-buy-now-pay-later-providers-to-apply-for-a-licence-under-new-laws',
      },
    ],
    marketNews: false,
    topic: 'consumer-rights',
    discussion: [
      "Pick two tricks from the article, like the 'was' price or the countdown timer. How does each one push people to buy now?",
      'Think of something you bought on impulse, in the game or in real life. What made you buy it, and are you glad you did?',
      'Is waiting 24 hours before buying always sensible, or could it mean missing a good deal? When, if ever, would you skip the wait?',
    ],
    quiz: {
      title: 'Quiz: Impulse buying',
      questions: [
        {
          type: 1,
          id: 'change-of-mind-refund',
          text: "If you change your mind about a jacket that isn't faulty, the shop must give you a refund.",
          correct: false,
          explanation:
            'Shops only have to fix, replace or refund faulty items. A change-of-mind return is up to the store, so check its policy before you buy.',
        },
        {
          type: 0,
          id: 'door-to-door-cooling-off',
          text: 'A salesperson knocks on your door and you agree to a $300 deal. How long do you have to cancel without penalty?',
          options: ['24 hours', '10 business days', '30 days', "You can't cancel"],
          correct: 1,
          explanation:
            'Uninvited door-to-door and phone sales over $100 come with a 10 business day cooling-off period.',
        },
        {
          type: 2,
          id: 'pause-before-buying',
          text: 'Paying $89 in four parts with buy now pay later is still a {loan}. A good habit is to {wait} a day before buying, and to ask if you would pay the {full} price.',
          distractors: ['gift', 'hurry', 'sale'],
          explanation:
            'Splitting a price does not make it smaller. A short pause and a few honest questions beat most marketing tricks.',
        },
        {
          type: 0,
          id: 'jacket-in-hours',
          text: 'You earn $15 an hour. About how many hours of work does an $89 jacket cost you?',
          options: ['2 hours', '4 hours', '6 hours', '9 hours'],
          correct: 2,
          explanation: '$89 ÷ $15 is just under 6, so the jacket costs about six hours of work.',
        },
      ],
    },
  },
  {
    id: 'subscriptions-add-up',
    week: 12,
    title: 'Subscriptions: small amounts, big totals',
    previewText:
      "$12.99 doesn't sound like much. Add up your streaming, music and apps over a year and the total might surprise you.",
    content: `<p>Streaming, music, cloud storage, a game pass, the premium version of an app: subscriptions are built to be easy. You sign up once, and the money leaves your account automatically, again and again, whether you use the service or not. That's what makes them convenient, and what makes them easy to forget.</p>
<h3>Do the maths for a year</h3>
<p>A monthly price is designed to look small. Multiply it by 12 to see what it really costs.</p>
<ul>
<li>Streaming service, ad-free: $12.99 × 12 = $155.88 a year</li>
<li>Music app: $13.99 × 12 = $167.88 a year</li>
<li>Extra cloud storage: $4.49 × 12 = $53.88 a year</li>
</ul>
<p>That's $31.47 a month, or <strong>$377.64 a year</strong>, for three "small" payments.</p>
<p>Check how often you're charged, too. A bill that comes every four weeks arrives 13 times a year, not 12. At $12.99 every four weeks, you pay $168.87 a year.</p>
<h3>Cheaper tiers and the ads trade-off</h3>
<p>Many streaming services now offer a cheaper plan with ads. Switching from $12.99 to $7.99 a month saves $5 a month, or $60 a year. Whether that's worth it depends on how much ads bother you and how often you watch. There's no wrong answer, as long as it's a choice you actually made.</p>
<h3>The free trial that isn't</h3>
<p>"Free for 7 days" often means "we'll start charging your card on day 8". Many free trials ask for your card details up front and roll straight into a paid subscription unless you cancel in time. Some roll into a yearly plan, so forgetting can cost a whole year's fee at once. And cancelling is often harder than signing up: hidden menus, "are you sure?" screens and special offers to stay.</p>
<p>Before you start a trial:</p>
<ul>
<li>Read what it will cost when the trial ends, and how often you'll be charged.</li>
<li>Set a reminder for a day or two before the trial finishes.</li>
<li>Find the cancel button before you need it.</li>
</ul>
<h3>Do a subscription check-up</h3>
<ol>
<li>Go through your last two or three bank statements and list every regular payment. Check the subscriptions page in your phone's app store too.</li>
<li>Next to each one, write its yearly cost and how often you used it last month.</li>
<li>Cancel anything you didn't use. You can always sign up again later.</li>
<li>Try rotating: keep one streaming service at a time, watch what you want, then swap.</li>
</ol>
<p>Put subscriptions in your budget as regular costs, just like your phone bill. In the game, your streaming subscription costs $12.99 and comes out every four weeks. Is it worth it to you, and would a plan with ads do the job?</p>`,
    header: {
      image: 'news/subscriptions-add-up.svg',
      alt: 'A screen with a play button, a repeat arrow and a stack of coins',
    },
    curriculum: ['AC9HE8K05', 'AC9M7N09'],
    sources: [
      {
        title: "Consumer Protection WA: Don't get caught in a subscription trap",
        url: 'https://www.commerce.wa.gov.au/announcements/commissioners-blog-dont-get-caught-subscription-trap',
      },
      {
        title: 'Moneysmart: How to do a budget',
        url: 'https://moneysmart.gov.au/budgeting/how-to-do-a-budget',
      },
    ],
    marketNews: false,
    topic: 'budgeting',
    discussion: [
      'Why does a bill that comes every four weeks cost more over a year than a monthly bill of the same amount?',
      'Which subscriptions do you use or want? Work out what each costs over a year. Does the total change how you feel about any of them?',
      'Would you switch to a cheaper plan with ads, or pay more to skip them? What makes it worth it for you?',
    ],
    quiz: {
      title: 'Quiz: Subscriptions',
      questions: [
        {
          type: 0,
          id: 'monthly-to-yearly',
          text: 'A subscription costs $12.99 a month. What does it cost over a year?',
          options: ['$129.90', '$155.88', '$168.87', '$12.99'],
          correct: 1,
          explanation: 'A monthly charge comes 12 times a year: $12.99 × 12 = $155.88.',
        },
        {
          type: 1,
          id: 'four-weekly-thirteen',
          text: 'A bill that comes every four weeks is paid 13 times a year.',
          correct: true,
          explanation:
            'A year has 52 weeks, and 52 ÷ 4 = 13, so a four-weekly bill comes one more time than a monthly one.',
        },
        {
          type: 2,
          id: 'free-trial-words',
          text: 'Many free {trials} roll into a paid subscription unless you {cancel} in time, so set a {reminder} before they end.',
          distractors: ['refund', 'upgrade', 'receipt'],
          explanation:
            'A free trial usually needs your card details and starts charging automatically. A reminder a day or two before the end gives you time to decide.',
        },
        {
          type: 0,
          id: 'ads-plan-saving',
          text: 'Switching from a $12.99 monthly plan to a $7.99 monthly plan with ads saves how much in a year?',
          options: ['$5', '$50', '$60', '$95.88'],
          correct: 2,
          explanation: 'The saving is $5 a month, and $5 × 12 = $60 a year.',
        },
      ],
    },
  },
  {
    id: 'risk-and-diversification',
    week: 13,
    title: "Don't put all your eggs in one basket",
    previewText:
      'Why do share prices jump and crash? And how can you invest without betting everything on one company? Meet risk, return and diversification.',
    content: `<p>Share prices move every day. A company's price can rise because it reports strong profits or wins a big contract, or simply because more people want to buy its shares than sell them. It can fall after a bad result, a failed project or worries about the economy. This week's market news, above, shows how quickly one piece of news can move one company's price.</p>
<h3>Risk and return go together</h3>
<p>In investing, <strong>risk</strong> is how much, and how fast, the value of an investment can go up or down, including the chance you lose money. <strong>Return</strong> is what you earn: interest, dividends or a rise in price.</p>
<ul>
<li><strong>Lower risk:</strong> a savings account or term deposit. Your balance doesn't drop and you earn interest, but the return is modest.</li>
<li><strong>Higher risk:</strong> shares. Over long periods shares have tended to earn more than cash, but in any one year they can fall a long way.</li>
</ul>
<p>If anyone promises you high returns with no risk, be suspicious: that's a classic sign of a scam.</p>
<h3>What the game's risk labels mean</h3>
<p>In the Shares app, each of the 12 companies has a risk rating: LOW, MEDIUM or HIGH. A LOW-risk company's price tends to move gently. A HIGH-risk company's price can jump or slump sharply from one week to the next. Higher risk gives you the chance of bigger gains, and a real chance of bigger losses.</p>
<h3>Spread it out</h3>
<p><strong>Diversification</strong> means spreading your money across different investments, so one bad result can't wipe you out. Imagine you have $600 to invest:</p>
<ul>
<li><strong>All in one basket:</strong> $600 in one HIGH-risk company. Bad news hits and its price falls 30%. You now have $420.</li>
<li><strong>Spread out:</strong> $200 in each of three companies with different risk ratings. The same company falls 30%, another rises 5% and the third stays flat. You now have $140 + $210 + $200 = $550.</li>
</ul>
<p>You still lost money, but far less. Diversification doesn't guarantee a profit; it limits the damage any one investment can do. You can also diversify across types of investment, with some money in savings and some in shares.</p>
<h3>Time is part of the plan</h3>
<p>Your <strong>time horizon</strong> is how long until you need the money. Money you'll need soon, like next month's bills or a fund for a phone repair, belongs somewhere safe. Lower-risk options suit goals up to about three years away, while shares are usually held for five years or more, so there's time to ride out the ups and downs.</p>
<h3>Costs count</h3>
<p>Every trade costs something. In the game, brokerage is 2% of the trade, added when you buy and taken off when you sell. Buy $200 of shares and you pay $204; sell $200 of shares and you receive $196. Jumping in and out after every news story means paying that fee again and again. The game's companies also pay dividends in weeks 9 and 22, a reward for owning shares rather than just trading them.</p>
<p>Before you buy, ask: how much could I lose, when will I need this money, and is it spread out enough?</p>`,
    header: {
      image: 'news/risk-and-diversification.svg',
      alt: 'Three baskets in different colours, each holding golden eggs',
    },
    curriculum: ['AC9HE9K05', 'AC9M7N09'],
    sources: [
      {
        title: 'Moneysmart: Diversification',
        url: 'https://moneysmart.gov.au/how-to-invest/diversification',
      },
      {
        title: 'Financial Capability (Australian Government): Investing, for teens',
        url: 'https://financialcapability.gov.au/teens/investing',
      },
    ],
    marketNews: true,
    topic: 'shares',
    discussion: [
      'In your own words, what is diversification, and why does it limit losses without guaranteeing a profit?',
      "Look at this week's market news. If you owned shares in that company in the game, how much of your money would it affect?",
      "Higher risk can mean bigger gains and bigger losses. How much risk would you take with money you'd saved, and what would change your answer?",
    ],
    quiz: {
      title: 'Quiz: Risk and diversification',
      questions: [
        {
          type: 2,
          id: 'risk-words',
          text: 'Spreading your money across different investments is called {diversification}. Higher {risk} can mean bigger gains and bigger losses. Money you need {soon} belongs somewhere safe.',
          distractors: ['inflation', 'brokerage', 'later'],
          explanation:
            'Diversification limits the damage one investment can do, higher risk cuts both ways, and short-term money should not ride the ups and downs of shares.',
        },
        {
          type: 0,
          id: 'one-basket-fall',
          text: 'You put $600 into one company and its share price falls 30%. What is your investment worth now?',
          options: ['$180', '$420', '$550', '$570'],
          correct: 1,
          explanation: '30% of $600 is $180, and $600 − $180 = $420.',
        },
        {
          type: 1,
          id: 'diversification-guarantee',
          text: 'Diversification guarantees that you will make a profit.',
          correct: false,
          explanation:
            'Diversification lowers the risk that one bad investment hurts you badly, but all investments can still fall.',
        },
        {
          type: 0,
          id: 'brokerage-on-buy',
          text: 'In the game, brokerage is 2% of the trade. What is the total cost to buy $200 of shares?',
          options: ['$196', '$200', '$202', '$204'],
          correct: 3,
          explanation: '2% of $200 is $4, added to the cost when you buy: $200 + $4 = $204.',
        },
      ],
    },
  },
  {
    id: 'insurance-premium-and-excess',
    week: 14,
    title: 'Insurance: pay a little so you never lose a lot',
    previewText:
      "What's a premium, what's an excess, and is phone insurance worth it? How insurance works, and how to decide when you need it.",
    content: `<p>Insurance is a deal. You pay an insurer a regular amount, and if something bad and expensive happens that your policy covers, the insurer pays most of the cost. Many people each pay a little, so the few who have a disaster can be helped. You swap a small, certain cost for protection from a big, uncertain one.</p>
<h3>The words you need</h3>
<ul>
<li><strong>Premium:</strong> what you pay for the insurance, monthly or yearly.</li>
<li><strong>Excess:</strong> the amount you pay yourself each time you make a claim.</li>
<li><strong>Claim:</strong> asking the insurer to pay for a loss.</li>
<li><strong>Exclusions:</strong> what the policy doesn't cover. Always read these.</li>
<li><strong>PDS:</strong> the Product Disclosure Statement, which explains exactly what a policy does and doesn't cover.</li>
</ul>
<p>Here's how premium and excess work together. Say contents insurance costs you $25 a month with a $200 excess. Someone breaks in and steals your $1,500 laptop. You claim, pay the $200 excess, and the insurer pays the other $1,300. Over the year you've paid $300 in premiums, and you're still far better off than finding $1,500 yourself. If nothing goes wrong, that $300 was the price of peace of mind.</p>
<p>Choosing a higher excess usually makes the premium cheaper. That can be smart, but only if you could actually pay the excess when something happens.</p>
<h3>Types you'll meet</h3>
<ul>
<li><strong>Contents insurance</strong> covers your belongings at home against things like theft, fire and storms. If you rent, the landlord insures the building, not your stuff.</li>
<li><strong>Car insurance.</strong> Every registered car must have compulsory third party (CTP) insurance, which covers injuries to people. In Tasmania it comes from the Motor Accidents Insurance Board (MAIB) and is paid with your registration. CTP doesn't pay for damage to cars or property, so many drivers add third party property cover (for other people's cars) or comprehensive cover (which also covers their own car).</li>
<li><strong>Phone insurance</strong> covers loss, theft or accidental damage, for a monthly fee plus an excess when you claim.</li>
</ul>
<h3>When is it worth it?</h3>
<p>Ask yourself: if this went wrong tomorrow, could I pay to fix or replace it from my savings?</p>
<ul>
<li>If the answer is "easily", insurance may cost you more over time than it saves. A good emergency fund can do the job.</li>
<li>If the answer is "no way", like crashing into someone's car or losing everything in a fire, insurance is usually worth it.</li>
</ul>
<p>For a phone, do the sums. A $10-a-month policy costs $120 a year, and you'd still pay an excess on a claim. A tough case and screen protector for around $30 may prevent the most common damage. And a new phone that's simply faulty doesn't need insurance: under the Australian Consumer Law you're entitled to a repair, replacement or refund, even after the warranty has run out.</p>
<h3>Before you buy a policy</h3>
<ol>
<li>Check what's covered and what's excluded.</li>
<li>Compare premiums and excesses from a few insurers.</li>
<li>Don't pay twice. If you live at home, your things may already be covered by your family's contents insurance, so ask.</li>
<li>Answer the insurer's questions honestly, or a claim could be refused.</li>
</ol>`,
    header: {
      image: 'news/insurance-premium-and-excess.svg',
      alt: 'An umbrella sheltering a small house from the rain',
    },
    curriculum: ['AC9HE9K05'],
    sources: [
      {
        title: 'Moneysmart: Car insurance',
        url: 'https://moneysmart.gov.au/insurance/car-insurance',
      },
      {
        title: 'Moneysmart: Contents insurance',
        url: 'https://moneysmart.gov.au/home-insurance/contents-insurance',
      },
      {
        title: 'Motor Accidents Insurance Board: About the MAIB',
        url: 'https://maib.tas.gov.au/about-maib',
      },
      {
        title: 'ACCC: Broken but out of warranty? Your consumer guarantee rights may still apply',
        url: 'https://www.accc.gov.au/media-release/broken-but-out-of-warranty-your-consumer-guarantee-rights-may-still-apply',
      },
    ],
    marketNews: false,
    topic: 'insurance-and-risk',
    discussion: [
      'What is the difference between a premium and an excess, and what usually happens to the premium if you choose a higher excess?',
      'Which things you own, in the game or in real life, would be hard to replace from your savings? Would you insure any of them?',
      'Is phone insurance worth it, or would a tough case and an emergency fund do the job? What would change your mind?',
    ],
    quiz: {
      title: 'Quiz: Insurance',
      questions: [
        {
          type: 2,
          id: 'premium-excess-words',
          text: 'The regular amount you pay for insurance is the {premium}. The amount you pay yourself when you make a claim is the {excess}.',
          distractors: ['dividend', 'deposit', 'refund'],
          explanation:
            'You pay the premium to keep the policy going, and the excess each time you claim. A higher excess usually means a lower premium.',
        },
        {
          type: 0,
          id: 'laptop-claim',
          text: 'Your $1,500 laptop is stolen and your policy has a $200 excess. How much does the insurer pay?',
          options: ['$200', '$1,300', '$1,500', '$1,700'],
          correct: 1,
          explanation:
            'You pay the $200 excess and the insurer pays the rest: $1,500 − $200 = $1,300.',
        },
        {
          type: 1,
          id: 'ctp-covers-cars',
          text: "Compulsory third party (CTP) insurance pays for damage to other people's cars.",
          correct: false,
          explanation:
            "CTP covers injuries to people. Damage to other people's cars needs third party property or comprehensive cover.",
        },
        {
          type: 0,
          id: 'when-insurance-worth-it',
          text: 'When is insurance usually most worth having?',
          options: [
            'When you could easily pay for the loss from savings',
            'When the loss would be too big to pay for yourself',
            'Only for things that cost under $100',
            'Never, because premiums cost money',
          ],
          correct: 1,
          explanation:
            'Insurance is best for losses you could not cover yourself. Small losses can often be covered by an emergency fund.',
        },
      ],
    },
  },
  {
    id: 'superannuation-first-job',
    week: 15,
    title: "Super: money you'll meet at 60",
    previewText:
      "Your boss may be paying 12% on top of your wages into an account you've never looked at. Here's how super works, and why it matters now.",
    content: `<p>Superannuation, or super, is money your employer pays into an account for your retirement. It's paid on top of your wages, it's invested for decades, and for most Australians it becomes one of the biggest amounts of money they'll ever have. It can start with your very first job.</p>
<h3>How much, and who gets it</h3>
<p>The super guarantee is the least your employer must pay. Since 1 July 2025 it has been <strong>12% of your ordinary earnings</strong>. Earn $500 in a week and your employer should pay $60 into your super fund, on top of your $500.</p>
<ul>
<li><strong>18 and over:</strong> you get super whether you work full time, part time or casual, however little you earn.</li>
<li><strong>Under 18:</strong> you get super for any week you work more than 30 hours for that employer. Since 1 July 2022 your earnings don't matter, only your hours.</li>
</ul>
<p>So a 15-year-old working 12 hours a week at a café usually won't get super for those weeks. But work 32 hours in one week of the school holidays, and the employer owes super on that week's pay.</p>
<h3>Your fund, your choice</h3>
<p>When you start a job, your employer should offer you a choice of super fund. If you don't choose one, your employer checks with the ATO whether you already have a fund that's "stapled" to you, one that follows you from job to job, and pays into it. That matters, because several accounts mean several sets of fees eating into your savings. For most people, one account is best.</p>
<p>When you compare funds, look at:</p>
<ul>
<li><strong>Fees</strong>, which come out of your balance every year.</li>
<li><strong>Performance</strong> over many years, not just the last one.</li>
<li><strong>Insurance</strong> inside super, which some funds include and which you pay for from your balance.</li>
</ul>
<h3>Why it matters at 15</h3>
<p>You generally can't take your super out until you reach your preservation age, which is 60 for anyone born after June 1964, and retire. That's a lifetime away, and that's the point. Money invested for 40 years or more has time to grow, because its earnings make earnings of their own: compound growth.</p>
<p>Here's an example, not a promise. Say you get $1,440 of super from work at 18. If it grew by 7% a year after fees, by age 60 it would be worth nearly $25,000. The earliest dollars do the most work.</p>
<h3>Three things to do with your first job</h3>
<ol>
<li><strong>Check your payslip.</strong> It should show the super your employer is paying. If you're eligible and it's missing, ask.</li>
<li><strong>Know your fund.</strong> You can see your super accounts in myGov once it's linked to the ATO.</li>
<li><strong>Keep one account.</strong> Give each new employer the details of the fund you already have.</li>
</ol>
<p>In the game, the 18-year-old's payslip shows super on every pay, and it grows in Where I'm at. You can't spend it or move it, just like real super.</p>`,
    header: {
      image: 'news/superannuation-first-job.svg',
      alt: 'Stacks of coins growing taller with a young tree on the tallest',
    },
    curriculum: ['AC9HE10K04', 'AC9M7N09'],
    sources: [
      {
        title: 'ATO: Super guarantee',
        url: 'https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee',
      },
      {
        title: 'ATO: Work out if you have to pay super',
        url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/work-out-if-you-have-to-pay-super',
      },
      {
        title: 'Moneysmart: Choosing a super fund',
        url: 'https://moneysmart.gov.au/how-super-works/choosing-a-super-fund',
      },
      {
        title: 'Moneysmart: Getting your super',
        url: 'https://moneysmart.gov.au/how-super-works/getting-your-super',
      },
    ],
    marketNews: false,
    topic: 'super',
    discussion: [
      'How is super different from your wages, and when does someone under 18 get it?',
      'Look at a payslip from the game or a real job. Is super showing, and does that make sense for your age and hours?',
      "Most people can't touch their super until 60, so it has decades to grow. Is that a fair trade for not being able to spend it sooner?",
    ],
    quiz: {
      title: 'Quiz: Superannuation',
      questions: [
        {
          type: 0,
          id: 'super-on-500',
          text: 'You earn $500 in a week and are eligible for super. How much must your employer pay into your super fund?',
          options: ['$50', '$57.50', '$60', '$500'],
          correct: 2,
          explanation:
            'The super guarantee is 12%, and 12% of $500 is $60, paid on top of your wages.',
        },
        {
          type: 1,
          id: 'under-18-thirty-hours',
          text: 'A 16-year-old gets super for any week they work more than 30 hours for one employer.',
          correct: true,
          explanation:
            'Under-18s are owed super for each week they work more than 30 hours for an employer, however much they earn.',
        },
        {
          type: 2,
          id: 'super-numbers',
          text: 'Since 1 July 2025 the super guarantee is {12}% of ordinary earnings. Keeping just {one} super account means paying only one set of {fees}.',
          distractors: ['10', 'three', 'taxes'],
          explanation:
            'The rate rose to 12% on 1 July 2025. Every super account charges fees, so extra accounts shrink your savings.',
        },
        {
          type: 0,
          id: 'when-get-super',
          text: 'When can most people take their super out?',
          options: [
            'When they turn 18',
            'Whenever they change jobs',
            'Once they reach 60 and retire',
            'Whenever they like',
          ],
          correct: 2,
          explanation:
            'Super is for retirement. For anyone born after June 1964, the preservation age is 60.',
        },
      ],
    },
  },
  {
    id: 'health-costs-medicare',
    week: 16,
    title: 'Medicare, bulk billing and the gap',
    previewText:
      "At 15 you can have your own Medicare card. Find out what Medicare pays for, what it doesn't, and how to avoid a surprise bill at the doctor.",
    content: `<p>Australia's public health system is called Medicare. Thanks to Medicare, you can be treated free as a public patient in a public hospital, and the government pays some or all of the cost of seeing a doctor, having tests and buying many medicines. "Some or all" is where the money questions start.</p>
<h3>Your own Medicare card at 15</h3>
<p>Most children are listed on a parent's Medicare card. When you turn 15, you can get a card of your own. You can move to your own card, or stay on the family card and get a copy with your own details. Having your own card makes it easier to see a doctor by yourself. Give Medicare your bank details too, so any money it pays you back goes straight into your account.</p>
<h3>Bulk billing and the gap</h3>
<p>For each kind of visit, Medicare pays a set amount called the <strong>Medicare benefit</strong>.</p>
<ul>
<li>If your doctor <strong>bulk bills</strong>, they accept the Medicare benefit as full payment. You pay nothing.</li>
<li>If they don't, you pay their fee and Medicare pays you back the benefit. The difference is the <strong>gap</strong>, or out-of-pocket cost. For example, if a clinic charges $90 and Medicare's benefit for that visit is $45, your gap is $45.</li>
</ul>
<p>When you book, ask: "Do you bulk bill? If not, how much will it cost?"</p>
<h3>Medicines</h3>
<p>Many prescription medicines are cheaper thanks to the Pharmaceutical Benefits Scheme (PBS). Since 1 January 2026, the most you pay for a PBS medicine is $25 a script, or $7.70 with a concession card.</p>
<h3>What Medicare doesn't cover</h3>
<ul>
<li><strong>Most dental care.</strong> In Tasmania, public dental clinics treat children and teens until they turn 18, and almost all of that care is free. After 18, public dental care is mostly for people with a concession card, so budget for the dentist.</li>
<li><strong>Glasses and contact lenses.</strong> Medicare helps pay for an eye test by an optometrist, but not for the glasses.</li>
<li><strong>Physio,</strong> usually, unless your GP refers you under a care plan for an ongoing condition. In the game, one physio visit costs $85.</li>
<li><strong>Ambulances.</strong> Medicare doesn't pay for them. In Tasmania the state government waives ambulance costs for residents in most cases, but in other states a trip can be expensive.</li>
</ul>
<h3>Plan for health costs</h3>
<p>Health costs often arrive without warning, which is one more reason to keep an emergency fund. Know your options before you need them: find a bulk-billing clinic near you, keep your Medicare card or its digital copy with you, and ask about costs before treatment. And don't skip care you need because of money. Ask the clinic about cheaper options; there usually are some.</p>`,
    header: {
      image: 'news/health-costs-medicare.svg',
      alt: 'A health card with a cross, a pair of glasses and a capsule',
    },
    curriculum: ['AC9HP10P10', 'AC9HE10K03'],
    sources: [
      {
        title: 'Services Australia: What happens when your child turns 15',
        url: 'https://www.servicesaustralia.gov.au/what-happens-when-your-child-turns-15',
      },
      {
        title: 'healthdirect: Bulk billing for medical services',
        url: 'https://www.healthdirect.gov.au/bulk-billing-for-medical-services',
      },
      {
        title: 'Department of Health: What Medicare covers',
        url: 'https://www.health.gov.au/topics/medicare/about/what-medicare-covers',
      },
      {
        title: 'Department of Health: PBS prescription medicines more affordable for Australians',
        url: 'https://www.health.gov.au/news/pbs-prescription-medicines-more-affordable-for-australians',
      },
      {
        title: 'Tasmanian Department of Health: Dental services for children and teens',
        url: 'https://www.health.tas.gov.au/oralhealth/dental_services_for_children_and_adolescents',
      },
      {
        title: 'Tasmanian Department of Health: Ambulance costs if you live in Tasmania',
        url: 'https://health.tas.gov.au/hospitals/ambulance/ambulance-costs/ambulance-costs-if-you-live-tasmania',
      },
    ],
    marketNews: false,
    topic: 'insurance-and-risk',
    discussion: [
      "What does it mean when a doctor bulk bills, and what is the gap when they don't?",
      'Do you know where your nearest bulk-billing clinic is, and where your Medicare card or its digital copy is? How could you find out?',
      "Would you budget for costs Medicare doesn't cover, like glasses, now, or rely on an emergency fund when they come up? Why?",
    ],
    quiz: {
      title: 'Quiz: Health costs',
      questions: [
        {
          type: 1,
          id: 'own-card-at-15',
          text: 'When you turn 15, you can get your own Medicare card.',
          correct: true,
          explanation:
            'At 15 you can move to your own card or get your own copy while staying on the family card.',
        },
        {
          type: 2,
          id: 'bulk-bill-gap',
          text: 'If your doctor {bulk} bills, you pay nothing. If not, the difference between the fee and the Medicare benefit is the {gap}.',
          distractors: ['excess', 'premium', 'split'],
          explanation:
            'Bulk billing means the doctor accepts the Medicare benefit as full payment. Otherwise you pay the gap, the out-of-pocket cost.',
        },
        {
          type: 0,
          id: 'gap-sum',
          text: 'A clinic charges $90 for a visit and the Medicare benefit is $45. What is your out-of-pocket cost?',
          options: ['$0', '$45', '$90', '$135'],
          correct: 1,
          explanation:
            'Medicare pays back $45 of the $90 fee, so you pay the gap: $90 − $45 = $45.',
        },
        {
          type: 0,
          id: 'not-covered',
          text: 'Which of these does Medicare NOT pay for?',
          options: [
            'An eye test by an optometrist',
            'A visit to a bulk-billing GP',
            'A new pair of glasses',
            'Treatment as a public patient in a public hospital',
          ],
          correct: 2,
          explanation:
            'Medicare helps pay for eye tests, but glasses and contact lenses are up to you.',
        },
      ],
    },
  },
  {
    id: 'scams-spot-and-stop',
    week: 17,
    title: 'Scams: how to spot them and what to do',
    previewText:
      "A text says your rent account has changed. A message says you've won 5,000 coins. Learn the red flags, and exactly what to do if a scammer gets you.",
    content: `<p>Scammers are criminals who trick people into handing over money or personal details. They don't only target older people. They send texts, emails, DMs and calls to everyone, and they're good at it. In 2024, Australians reported losing $2.03 billion to scams, in almost 495,000 reports.</p>
<h3>Three scams to know</h3>
<ul>
<li><strong>Phishing.</strong> A message pretends to be from your bank, a delivery company, a toll road or a government agency. It asks you to click a link to "confirm" your details or pay a small fee. The link leads to a fake website that steals whatever you type.</li>
<li><strong>Fake "new bank details".</strong> A scammer pretends to be someone you already pay, like a landlord, a tradie or a shop, and says their bank account has changed. The invoice can look real, logo and all. You pay, and the money goes to the scammer. Australians reported losing $152.6 million to these payment redirection scams in 2024.</li>
<li><strong>Too-good-to-be-true prizes.</strong> You've "won" something you never entered: game coins, a phone, a gift card. To claim it, you just need to pay a small fee or send a gift card code.</li>
</ul>
<h3>Red flags</h3>
<ul>
<li>Pressure to act now: "pay today", "offer ends in 1 hour", "your account will be closed".</li>
<li>An unusual way to pay: gift cards, crypto, or a transfer to a new account.</li>
<li>A sender's name, number or email address that's almost, but not quite, right.</li>
<li>A prize, refund or job you didn't ask for.</li>
<li>A link that asks you to log in or enter card details.</li>
</ul>
<h3>Stop, check, then act</h3>
<p>If a message asks for money or details, stop. Don't use the links or phone numbers in the message. Contact the person or business yourself, using a number or app you already know is real. A real landlord, bank or game company won't mind you checking, and real businesses don't ask to be paid in gift cards.</p>
<h3>If you've been scammed</h3>
<p>It can happen to anyone, and there's no shame in it. What matters is acting fast:</p>
<ol>
<li><strong>Contact your bank straight away</strong>, using the number on its website or your card. Ask it to stop the payment.</li>
<li><strong>Secure your accounts.</strong> Change your passwords, starting with email and banking.</li>
<li><strong>Get help.</strong> IDCARE, the national identity and cyber support service, can help you make a free plan to limit the damage. Call 1800 595 160.</li>
<li><strong>Report it</strong> to Scamwatch, so others can be warned.</li>
<li><strong>Tell someone you trust.</strong> If you're under 18, tell a parent or another adult.</li>
<li><strong>Watch for follow-up scams</strong>, especially anyone offering to get your money back for a fee.</li>
</ol>
<p>In the game, scam messages arrive alongside real ones. Before you accept any offer, look for the red flags.</p>`,
    header: {
      image: 'news/scams-spot-and-stop.svg',
      alt: 'A fishing hook above a phone with a message, next to a warning sign',
    },
    curriculum: ['AC9HE9K05'],
    sources: [
      {
        title:
          'National Anti-Scam Centre: Australians better protected as reported scam losses fell by almost 26 per cent',
        url: 'https://www.nasc.gov.au/news/australians-better-protected-as-reported-scam-losses-fell-by-almost-26-per-cent',
      },
      {
        title: "Scamwatch: What to do if you've been scammed",
        url: 'https://www.scamwatch.gov.au/stay-protected/what-to-do-if-youve-been-scammed',
      },
      {
        title: 'Scamwatch: Scam alert, fake business invoice scams',
        url: 'https://www.scamwatch.gov.au/news-alerts/scam-alert-fake-business-invoice-scams',
      },
      { title: 'IDCARE', url: 'https://www.idcare.org' },
    ],
    marketNews: false,
    topic: 'scams',
    discussion: [
      'Name three red flags of a scam from the article. Why do scammers so often push you to act right now?',
      'Did any messages or offers in the game look like a scam? What gave them away, or what nearly fooled you?',
      'Many people feel embarrassed to say they were scammed. Why might that be, and what would make it easier for someone to get help?',
    ],
    quiz: {
      title: 'Quiz: Scams',
      questions: [
        {
          type: 0,
          id: 'new-bank-details-text',
          text: "A text says your landlord's bank details have changed and you must pay the rent today. What should you do first?",
          options: [
            'Pay quickly to avoid a late fee',
            'Reply to the text to check it is real',
            'Call your landlord on the number you already have',
            'Click the link to confirm your details',
          ],
          correct: 2,
          explanation:
            'Check with the real person using contact details you already trust. Replying or clicking keeps you talking to the scammer.',
        },
        {
          type: 1,
          id: 'gift-card-payments',
          text: 'Real businesses often ask customers to pay with gift card codes.',
          correct: false,
          explanation:
            'A request to pay with gift cards is a classic scam sign. Once you share the code, the money is gone.',
        },
        {
          type: 2,
          id: 'scammed-steps',
          text: "If you've been scammed, contact your {bank} straight away, then {report} the scam to {Scamwatch}.",
          distractors: ['Medicare', 'delete', 'landlord'],
          explanation:
            'Your bank may be able to stop the payment if you are quick. Reporting to Scamwatch helps warn others.',
        },
        {
          type: 0,
          id: 'red-flag',
          text: 'Which of these is a red flag for a scam?',
          options: [
            'A receipt for something you bought',
            'A prize for a competition you never entered',
            'A bill from a company you use, with its usual account details',
            'A reminder from your school about an excursion',
          ],
          correct: 1,
          explanation:
            'You cannot win a competition you never entered. Unexpected prizes are a common way scammers start.',
        },
      ],
    },
  },
  {
    id: 'winter-energy-bills',
    week: 18,
    title: 'Winter power bills: stay warm, pay less',
    previewText:
      'Heaters on, bills up. How to cut your winter power bill, where to find help with the cost, and what to do if a bill is hard to pay.',
    content: `<p>Winter in Hobart is cold, and Tasmanian homes use far more electricity once the heaters go on. In a share house, that can turn a comfortable power bill into a shock. The good news: you have more control over it than you might think.</p>
<h3>Where the power goes</h3>
<p>Heating and cooling use around 40% of the energy in Australian homes, the biggest single share. In Tasmania's colder climate, heating matters even more, and hot water is another big cost. So the biggest savings usually come from how you heat your home and how long you shower.</p>
<h3>Stay warm for less</h3>
<ul>
<li><strong>Set the heater to 18 to 20°C.</strong> Each degree warmer can add 5 to 10% to the energy it uses.</li>
<li><strong>Heat the room you're in</strong>, and close the doors to rooms you're not using.</li>
<li><strong>Stop draughts.</strong> A door snake is cheap, and sealing gaps around doors and windows can cut an energy bill by up to 25%.</li>
<li><strong>Use the sun.</strong> Open curtains on sunny days and close them before dark.</li>
<li><strong>Layer up</strong> with a jumper and warm socks before you reach for the heater.</li>
<li><strong>Take shorter showers.</strong> Heating water is a big part of every power bill.</li>
<li><strong>Switch off at the wall</strong> the chargers, consoles and TVs you're not using.</li>
</ul>
<h3>Plan for the winter bill</h3>
<p>A power bill has two main parts: a daily <strong>supply charge</strong> you pay no matter what, and <strong>usage charges</strong> for every kilowatt-hour (kWh) you use. In a share house, agree how you'll split the bill before it arrives, and put some money aside each week so winter isn't a surprise. In the game, the 18-year-old's share of the power bill rises from $60 to $85 every four weeks in winter. That's $25 more a bill, or $100 more over four bills.</p>
<h3>Help with the cost</h3>
<p>If the account holder has a Health Care Card or Pensioner Concession Card, the Tasmanian Government's Annual Electricity Concession takes a discount off every day of the bill, worth about $645 over 2025-26. Apply for it through your electricity retailer. It's also worth asking your retailer whether a different plan would suit the way you use power.</p>
<h3>If you can't pay on time</h3>
<p>Don't ignore the bill. Call your retailer before the due date: in Tasmania, energy retailers must help customers who are having trouble paying. You can ask for:</p>
<ul>
<li>more time to pay</li>
<li>a <strong>payment plan</strong>, paying the bill off in smaller regular amounts. Your retailer must offer one unless you've broken two or more plans in the last year.</li>
<li>help through its hardship program, if money will be tight for a while.</li>
</ul>
<p>Getting in early can help you avoid late fees and disconnection. Only agree to payments you can really afford. For free, confidential advice, the National Debt Helpline on 1800 007 007 can put you in touch with a financial counsellor.</p>`,
    header: {
      image: 'news/winter-energy-bills.svg',
      alt: 'A house with a warm window, a thermometer and a lightning bolt',
    },
    curriculum: ['AC9HE8K05', 'AC9HE10K03'],
    sources: [
      {
        title: 'energy.gov.au: Energy basics for householders',
        url: 'https://www.energy.gov.au/households/energy-basics-householders',
      },
      {
        title: 'Aurora Energy: Tips to save energy as we spend more time at home this winter',
        url: 'https://www.auroraenergy.com.au/blogs/energy-advice/tips-save-energy-we-spend-more-time-home-winter',
      },
      {
        title: 'Aurora Energy: Concession information',
        url: 'https://auroraenergy.com.au/residential/payments/concession-information',
      },
      {
        title:
          'Tasmanian Government Concessions: Embedded network electricity concessions (2025-26 rates)',
        url: 'https://www.concessions.tas.gov.au/concessions/electricity_and_heating/embedded-network-electricity-concessions',
      },
      {
        title: 'Australian Energy Regulator: Experiencing trouble paying your energy bills?',
        url: 'https://www.aer.gov.au/consumers/my-energy-bill/experiencing-trouble-paying-your-energy-bills',
      },
      { title: 'National Debt Helpline', url: 'https://ndh.org.au' },
    ],
    marketNews: false,
    topic: 'bills-and-debt',
    discussion: [
      'What are the two main parts of a power bill, and which one can you change by how you use power?',
      'Which tips from the article could you use where you live? Which do you think would make the biggest difference to the bill?',
      'In a share house, should the power bill be split evenly, or by who uses more? How would you agree on a fair split?',
    ],
    quiz: {
      title: 'Quiz: Winter power bills',
      questions: [
        {
          type: 0,
          id: 'heater-setting',
          text: 'What temperature range is recommended for heating your home in winter?',
          options: ['14 to 16°C', '18 to 20°C', '23 to 25°C', '26 to 28°C'],
          correct: 1,
          explanation:
            'Between 18 and 20°C keeps you warm, and each degree higher can add 5 to 10% to the energy your heater uses.',
        },
        {
          type: 2,
          id: 'power-bill-words',
          text: "A power bill has a daily {supply} charge and {usage} charges for each kWh. If you can't pay on time, ask your retailer for a payment {plan}.",
          distractors: ['interest', 'delivery', 'holiday'],
          explanation:
            'The supply charge comes every day whatever you use; usage charges depend on how much power you use. A payment plan spreads a bill into smaller amounts.',
        },
        {
          type: 1,
          id: 'wait-until-overdue',
          text: "If you can't pay an energy bill, it's best to wait until after the due date before contacting your retailer.",
          correct: false,
          explanation:
            'Call before the due date. Getting help early can avoid late fees and disconnection.',
        },
        {
          type: 0,
          id: 'winter-share-rise',
          text: 'Your share of the power bill rises from $60 to $85 every four weeks. How much more do you pay over four bills?',
          options: ['$25', '$85', '$100', '$340'],
          correct: 2,
          explanation: 'Each bill is $85 − $60 = $25 more, and $25 × 4 = $100.',
        },
      ],
    },
  },
];
