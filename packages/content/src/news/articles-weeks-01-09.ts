// Finance Weekly: the articles and quizzes of game weeks 01 to 09.
// Facts are from the pages in each article's sources (checked for 2025-26); worked numbers are
// computed from the rules the article states. Examples with a made-up price ("say your room is
// $230 a week") are examples, not claims.
import type { Article } from '@mc/engine/news/content';

export const articlesWeeks01to09: Article[] = [
  {
    id: 'your-first-pay',
    week: 1,
    title: 'Your first pay: where did the rest go?',
    previewText:
      'Your payslip shows one number and your bank account shows a smaller one. Here is where the difference goes, and how to make sure you are not paying too much tax.',
    content: `
<p>You have worked your first shifts, pay day arrives, and the amount in your account is less than you expected. Nothing has gone wrong. You have just met the difference between gross pay and net pay.</p>
<h3>Gross, net and the bit in between</h3>
<p><strong>Gross pay</strong> is what you earned before anything comes out: your hours times your hourly rate, plus extras like penalty rates. <strong>Net pay</strong> is what actually lands in your bank account. The main gap between the two is <strong>tax withheld</strong>.</p>
<p>Under the Pay As You Go (PAYG) withholding system, your employer takes some tax out of each pay and sends it to the Australian Taxation Office (ATO) for you. It is not a fee, and it is not lost. It is a down payment on the income tax you may owe for the year. After 30 June you lodge a tax return, the ATO works out your real tax bill, and if too much was withheld you get the extra back as a refund.</p>
<h3>Your tax file number and the tax-free threshold</h3>
<p>A <strong>tax file number (TFN)</strong> is your personal number in the tax system. It is free to apply for, you keep the same one for life, and you should only give it to those who need it, like your employer, your bank and the ATO. Guard it like a password.</p>
<p>When you start a job you fill in a TFN declaration. One question asks whether you want to claim the <strong>tax-free threshold</strong>. In 2025-26, Australian residents pay no income tax on the first $18,200 they earn in the financial year (1 July to 30 June). Claiming the threshold tells your employer to withhold less. You normally claim it from one employer only, the one that pays you most, unless you are sure your total income for the year will be under $18,200.</p>
<p>Here is what that choice does to a $400 week, using the ATO's withholding formulas for 2025-26:</p>
<ul>
<li>Threshold claimed: about $6 withheld, so about $394 reaches your account.</li>
<li>Threshold not claimed: about $76 withheld, so about $324 reaches your account.</li>
<li>No TFN given: your employer must withhold 47%, which is $188.</li>
</ul>
<p>You would get most of the extra back at tax time, but you would be going without your own money for months.</p>
<h3>Read your payslip</h3>
<p>Your employer must give you a payslip within one working day of paying you, on paper or electronically. Check it every time. It should show:</p>
<ul>
<li>the pay period and the date you were paid</li>
<li>your gross and net pay</li>
<li>your hourly rate and the hours you worked at that rate</li>
<li>deductions, including the tax withheld</li>
<li>any super your employer paid for you, and the fund it went to</li>
</ul>
<p>Super is paid on top of your wages, not taken out of them: 12% of your ordinary earnings from 1 July 2025. If you are under 18, you are owed it for any week you work more than 30 hours for that employer.</p>
<p>If something looks wrong, such as missing hours, ask your manager early and politely. Most mistakes are honest ones, and they are far easier to fix in week one than in week ten.</p>
`,
    header: {
      image: 'news/your-first-pay.svg',
      alt: 'A payslip beside a stack of coins, with an arrow to a wallet',
    },
    curriculum: ['AC9HE7K04', 'AC9HE8K04', 'AC9M7N09'],
    sources: [
      {
        title: 'ATO: Tax file number',
        url: 'https://www.ato.gov.au/individuals-and-families/tax-file-number',
      },
      {
        title: 'ATO: Tax rates, Australian residents',
        url: 'https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents',
      },
      {
        title: 'ATO: PAYG withholding, Schedule 1 statement of formulas',
        url: 'https://www.ato.gov.au/tax-rates-and-codes/payg-withholding-schedule-1-statement-of-formulas-for-calculating-amounts-to-be-withheld',
      },
      {
        title: 'Fair Work Ombudsman: Pay slips',
        url: 'https://www.fairwork.gov.au/pay-and-wages/paying-wages/pay-slips',
      },
      {
        title: 'ATO: Work out if you have to pay super',
        url: 'https://www.ato.gov.au/businesses-and-organisations/super-for-employers/work-out-if-you-have-to-pay-super',
      },
    ],
    marketNews: false,
    topic: 'pay-and-tax',
    discussion: [
      'In your own words, what is the difference between gross pay and net pay, and where does the tax withheld go?',
      'Look at a payslip from the game or a real job. Which of the things the article says a payslip should show can you find on it?',
      'Too much tax withheld means a refund later, a bit like forced saving. Is that a good thing, or would you rather have the money each week? Why?',
    ],
    quiz: {
      title: 'Quiz: Your first pay',
      questions: [
        {
          type: 2,
          id: 'gross-and-net',
          text: 'Your {gross} pay is what you earn before tax; your {net} pay is what lands in your bank account.',
          distractors: ['bonus', 'minimum'],
          explanation:
            'Gross pay is everything you earned. Net pay is what is left after tax and other deductions come out.',
        },
        {
          type: 0,
          id: 'tax-free-threshold',
          text: 'In 2025-26, how much can an Australian resident earn in a financial year before paying any income tax?',
          options: ['$5,000', '$18,200', '$45,000', '$100,000'],
          correct: 1,
          explanation:
            'The tax-free threshold is $18,200: no income tax is paid on the first $18,200 earned in the financial year.',
        },
        {
          type: 1,
          id: 'withheld-is-lost',
          text: 'Tax withheld from your pay is lost for good, even if you earn less than the tax-free threshold.',
          correct: false,
          explanation:
            'Tax withheld is a down payment. When you lodge your tax return, any tax withheld beyond what you owe comes back as a refund.',
        },
        {
          type: 0,
          id: 'no-tfn',
          text: 'What happens if you do not give your employer a tax file number?',
          options: [
            'They cannot pay you at all',
            'They must withhold tax at 47%',
            'They withhold no tax',
            'They pay your tax for you',
          ],
          correct: 1,
          explanation:
            'Without your TFN, your employer has to withhold tax at the top rate of 47%, far more than most young workers owe.',
        },
        {
          type: 1,
          id: 'payslip-deadline',
          text: 'Your employer must give you a payslip within one working day of paying you.',
          correct: true,
          explanation:
            'Under the Fair Work rules, a payslip is due within one working day of pay day, on paper or electronically.',
        },
      ],
    },
  },
  {
    id: 'choosing-a-bank-account',
    week: 2,
    title: 'Everyday or savings? Choosing your bank accounts',
    previewText:
      'One account to spend from, one to grow your money. How bank accounts work, which fees to dodge and what to look for as a teen.',
    content: `
<p>Your pay needs somewhere to land. Cash in a drawer earns nothing and is easy to lose. A bank account keeps your money safe, lets you pay by card and can even pay you interest. Most people end up with two kinds.</p>
<h3>The everyday account: for spending</h3>
<p>An <strong>everyday account</strong> (also called a transaction account) is where your pay goes in and your spending comes out. It usually comes with a debit card you can tap at the shops or use online, and your employer pays into it using its BSB and account number. With a debit card you are spending your own money, not borrowing.</p>
<p>Everyday accounts pay little or no interest, so what matters most is fees. Some charge a monthly account fee of a few dollars; others charge nothing, and many waive the fee for younger customers or for anyone who deposits enough each month. Also look for fees on other banks' ATMs, overseas purchases and going into overdraft, which means spending more than you have.</p>
<h3>The savings account: for growing</h3>
<p>A <strong>savings account</strong> is for money you do not need this week. It usually has no card, so it is harder to spend on impulse, and it pays <strong>interest</strong>: the bank pays you a percentage of your balance each year (written p.a., per annum) for holding your money. Interest is usually worked out daily and paid monthly.</p>
<p>Many savings accounts pay a low <strong>base rate</strong> plus a <strong>bonus rate</strong> in any month you meet conditions, such as depositing a set amount and making no withdrawals. An account might pay 0.55% p.a. base plus a 3.45% bonus, 4% in total. Move even $10 out, and that month you get only the base rate.</p>
<p>On a $1,000 balance, one month at 4% p.a. earns about $3.33. One month at 0.55% p.a. earns about 46 cents. The conditions are worth meeting.</p>
<h3>Choosing your accounts as a teen</h3>
<p>Before you sign up, compare a few banks. Ask:</p>
<ul>
<li>Are there monthly fees, and can they be waived?</li>
<li>What is the base rate, and what do I have to do to earn the bonus?</li>
<li>Does the app let me move money between my accounts instantly?</li>
<li>Is the bank an authorised deposit-taking institution (ADI)?</li>
</ul>
<p>That last one matters. Banks, credit unions and building societies that are ADIs are covered by the Australian Government's Financial Claims Scheme, which protects deposits up to $250,000 per person at each institution if it fails.</p>
<p>A setup that works for lots of people: pay lands in the everyday account, and on pay day a set amount moves automatically to savings. Whatever is left in the everyday account is what you can spend until next pay. You can add more accounts later, but starting with two keeps things clear.</p>
`,
    header: {
      image: 'news/choosing-a-bank-account.svg',
      alt: 'A bank building with a debit card and a savings jar in front of it',
    },
    curriculum: ['AC9HE9K05', 'AC9M7N09'],
    sources: [
      {
        title: 'Moneysmart: Bank accounts',
        url: 'https://moneysmart.gov.au/banking/bank-accounts',
      },
      {
        title: 'Moneysmart: Transaction accounts and debit cards',
        url: 'https://moneysmart.gov.au/banking/transaction-accounts-and-debit-cards',
      },
      {
        title: 'Moneysmart: Savings accounts',
        url: 'https://moneysmart.gov.au/banking/savings-accounts',
      },
      {
        title: 'APRA: Financial Claims Scheme',
        url: 'https://www.fcs.gov.au/',
      },
    ],
    marketNews: false,
    topic: 'banking',
    discussion: [
      'What is an everyday account for, what is a savings account for, and why does a savings account usually come without a card?',
      'When you opened your everyday account in the game, what did you compare before choosing? Would you choose differently now?',
      'A bonus rate rewards you for leaving your savings alone. Is losing the bonus a fair price for using your money when you want to? Why?',
    ],
    quiz: {
      title: 'Quiz: Choosing your bank accounts',
      questions: [
        {
          type: 2,
          id: 'two-accounts',
          text: 'An {everyday} account is for spending with a debit card; a {savings} account is for money you want to grow with {interest}.',
          distractors: ['loan', 'fees'],
          explanation:
            'The everyday account handles your pay and spending; the savings account holds money you are keeping, and the bank pays interest on it.',
        },
        {
          type: 0,
          id: 'bonus-lost',
          text: 'An account pays 0.55% p.a. plus a 3.45% bonus in months with a deposit and no withdrawals. You withdraw $10 this month. What rate do you earn this month?',
          options: ['4%', '3.45%', '0.55%', 'Nothing at all'],
          correct: 2,
          explanation:
            'A withdrawal breaks the bonus conditions, so for that month you earn only the base rate of 0.55% p.a.',
        },
        {
          type: 1,
          id: 'financial-claims-scheme',
          text: 'Deposits at an authorised deposit-taking institution are protected up to $250,000 per person per institution.',
          correct: true,
          explanation:
            'The Financial Claims Scheme protects deposits at ADIs up to $250,000 per person at each institution if it fails.',
        },
        {
          type: 1,
          id: 'everyday-interest',
          text: 'An everyday account usually pays more interest than a savings account.',
          correct: false,
          explanation:
            'Everyday accounts pay little or no interest. Savings accounts pay more, especially when you meet their bonus conditions.',
        },
      ],
    },
  },
  {
    id: 'build-your-first-budget',
    week: 3,
    title: 'Build your first budget (it is easier than you think)',
    previewText:
      'A budget is not about saying no to everything. It is a plan that tells your money where to go, so it does not just disappear.',
    content: `
<p>Ever checked your account on a Thursday and wondered where your pay went? You are not alone. A <strong>budget</strong> is simply a plan for your money, made before you spend it, so small purchases do not quietly add up to nothing left.</p>
<h3>Needs and wants</h3>
<p>Start by sorting your spending into two groups.</p>
<ul>
<li><strong>Needs</strong> are things you must pay for to live, work or study: rent or board, food, transport to school or work, and your phone plan if your job depends on it.</li>
<li><strong>Wants</strong> make life more fun, but you could live without them: takeaway, concert tickets, new sneakers, games and streaming.</li>
</ul>
<p>Some things sit in between. Lunch is a need; a $19 burger combo is partly a want. Being honest about that is where budgeting starts to work.</p>
<h3>Track first, then plan</h3>
<p>For two weeks, write down everything you spend, even the $3.50 drink. Your banking app helps, but cash and small taps are easy to forget. Most people are surprised by one category, often food on the go.</p>
<p>Then build your plan for the same period you are paid: weekly pay, weekly budget.</p>
<ol>
<li>Write down your income after tax.</li>
<li>List your needs and what they cost.</li>
<li>Decide how much goes to savings, and move it first.</li>
<li>What is left is your spending money for wants.</li>
</ol>
<p>Do not forget costs that come only now and then: a school camp, birthday presents, a new pair of school shoes. Divide each one by the number of weeks until you need it and budget a weekly amount. A $260 camp in a year's time is $5 a week.</p>
<h3>The 50/30/20 idea</h3>
<p>A popular starting point is the 50/30/20 rule: about 50% of your after-tax income on needs, 30% on wants and 20% on savings. It is a rule of thumb, not a law, but it gives you a shape to aim for.</p>
<p>Say you take home $300 a week from a casual job:</p>
<ul>
<li>Needs: 50% of $300 = $150</li>
<li>Wants: 30% of $300 = $90</li>
<li>Savings: 20% of $300 = $60</li>
</ul>
<p>If you live at home and your needs are small, you might save more than 20%. If you pay rent, needs might take 60% or more, and that is fine for now. Fit the split to your life, then check it each week. Saving $60 a week adds up to $3,120 over a year.</p>
<h3>Make it stick</h3>
<p>Budgets break when they are too strict, so leave room for fun. A want you have planned for is guilt-free. Give yourself a weekly spending amount, and if you go over one week, take it out of next week's wants rather than your savings.</p>
<p>The aim is not to never spend. It is to spend on purpose, on the things that matter most to you.</p>
`,
    header: {
      image: 'news/build-your-first-budget.svg',
      alt: 'A pie chart split into half, a third and a fifth beside a notepad and pencil',
    },
    curriculum: ['AC9HE8K05', 'AC9M7N09'],
    sources: [
      {
        title: 'Moneysmart: How to do a budget',
        url: 'https://moneysmart.gov.au/budgeting/how-to-do-a-budget',
      },
      {
        title: 'Moneysmart: Budget planner',
        url: 'https://moneysmart.gov.au/budgeting/budget-planner',
      },
    ],
    marketNews: false,
    topic: 'budgeting',
    discussion: [
      'How would you explain the difference between a need and a want? Why do some things, like lunch, sit in between?',
      'Think about your spending in the game this week, or in real life. What were needs, what were wants, and what was hard to sort?',
      'Is a strict budget or a relaxed one more likely to work for someone your age? What would you leave room for, and why?',
    ],
    quiz: {
      title: 'Quiz: Your first budget',
      questions: [
        {
          type: 2,
          id: 'fifty-thirty-twenty',
          text: 'Under the 50/30/20 idea, about {50}% of your after-tax income goes on needs, {30}% on wants and {20}% on savings.',
          distractors: ['10', '40'],
          explanation:
            'The 50/30/20 rule of thumb splits take-home pay into 50% needs, 30% wants and 20% savings.',
        },
        {
          type: 0,
          id: 'savings-share',
          text: 'You take home $300 a week and follow the 50/30/20 idea. How much goes to savings each week?',
          options: ['$30', '$60', '$90', '$150'],
          correct: 1,
          explanation: '20% of $300 is $60.',
        },
        {
          type: 1,
          id: 'concert-need',
          text: 'Concert tickets are a need.',
          correct: false,
          explanation:
            'Concert tickets are a want: fun, but you could live without them. Needs are things like food, rent and transport.',
        },
        {
          type: 0,
          id: 'first-step',
          text: 'What is a good first step before you write a budget?',
          options: [
            'Track what you spend for a couple of weeks',
            'Cancel every subscription you have',
            'Get a credit card',
            'Ask for a pay rise',
          ],
          correct: 0,
          explanation:
            'Tracking your spending first shows where your money really goes, so your plan is based on facts, not guesses.',
        },
      ],
    },
  },
  {
    id: 'saving-goals-and-emergency-fund',
    week: 4,
    title: 'Saving goals and a safety net',
    previewText:
      'Birthday money, friends who always want to go out, and a phone screen that cracks at the worst moment. How goals and an emergency fund keep you in control.',
    content: `
<p>Saving is easier when you know what it is for. "Save more" is vague and easy to ignore. "Save $450 for a new phone by the end of June" gives you a number, a deadline and a reason to skip the fourth bubble tea of the week.</p>
<h3>Set a goal you can actually hit</h3>
<p>A good savings goal is specific, has a price and a date, and breaks down into small steps. Work backwards:</p>
<ol>
<li>What do you want, and what does it cost? A phone: $450.</li>
<li>When do you want it? In 15 weeks.</li>
<li>How much is that each week? $450 divided by 15 is $30.</li>
</ol>
<p>Thirty dollars a week feels possible in a way that $450 does not. Keep the money in a separate savings account so you can watch it grow, and set up an automatic transfer on pay day so you do not have to remember.</p>
<p>Got birthday money? It is tempting to spend it all at once. A simple habit is to split it: some for something fun now, the rest straight onto your goal. Put half of a $100 birthday gift towards the phone and you are almost two weeks closer.</p>
<h3>Why you need an emergency fund</h3>
<p>A goal is for things you plan. An <strong>emergency fund</strong> is for things you do not: a cracked screen, a bike that needs a new tyre before you can ride to work, a bill you forgot, or shifts that get cut. Without a buffer, surprises end up on a credit card or as a loan from someone, and that makes them cost more.</p>
<p>Keep it boring on purpose. An emergency fund is not for a sale, a concert or something a friend just bought; it is for the things that would cause real trouble if you could not pay for them.</p>
<p>A common target for adults is around three months of living costs. If you live at home, a few hundred dollars is a great first target. Keep it somewhere you can reach within a day, but not on the card you use every day, and top it back up after you use it.</p>
<h3>When friends want to spend</h3>
<p>Social spending is one of the hardest parts of saving. Nobody wants to be the one who always says no. A few things help:</p>
<ul>
<li>Put a going-out amount in your weekly budget, so saying yes is already planned.</li>
<li>Suggest cheap or free plans: the beach, a park, a movie night at someone's place.</li>
<li>Be honest. "I'm saving for something" is a reason most friends respect.</li>
<li>Wait 24 hours before buying anything you did not plan, especially when everyone around you is hyping it.</li>
</ul>
<p>Saving is not about missing out. It is about choosing what matters most to you, instead of letting every invitation choose for you.</p>
`,
    header: {
      image: 'news/saving-goals-and-emergency-fund.svg',
      alt: 'A jar of coins under an umbrella next to a target flag',
    },
    curriculum: ['AC9HE8K05', 'AC9HE9K05'],
    sources: [
      {
        title: 'Moneysmart: Emergency fund',
        url: 'https://moneysmart.gov.au/saving/emergency-fund',
      },
      {
        title: 'Moneysmart: Savings goals calculator',
        url: 'https://moneysmart.gov.au/saving/savings-goals-calculator',
      },
      {
        title: 'Moneysmart: How to do a budget',
        url: 'https://moneysmart.gov.au/budgeting/how-to-do-a-budget',
      },
    ],
    marketNews: false,
    topic: 'budgeting',
    discussion: [
      'What is the difference between a savings goal and an emergency fund, and why keep the emergency fund off your everyday card?',
      "Pick something you'd like to save for, in the game or in real life. What does it cost, when do you want it, and how much is that a week?",
      "Your friends want to go out and you're saving hard. How do you balance your goal with not missing out, and what would you say to them?",
    ],
    quiz: {
      title: 'Quiz: Saving goals and a safety net',
      questions: [
        {
          type: 2,
          id: 'goal-or-emergency',
          text: 'A savings {goal} is for something you plan to buy; an {emergency} fund is for costs you did not see coming.',
          distractors: ['credit', 'holiday'],
          explanation:
            'Goals cover planned spending. An emergency fund is a buffer for surprises, so they do not end up as debt.',
        },
        {
          type: 0,
          id: 'weekly-amount',
          text: 'You want $450 in 15 weeks. How much do you need to save each week?',
          options: ['$15', '$30', '$45', '$60'],
          correct: 1,
          explanation: '$450 divided by 15 weeks is $30 a week.',
        },
        {
          type: 1,
          id: 'emergency-on-debit',
          text: 'The best place for your emergency fund is on the debit card you use every day.',
          correct: false,
          explanation:
            'Keep it where you can reach it within a day but not on your everyday card, so it does not get spent by accident.',
        },
        {
          type: 0,
          id: 'clear-goal',
          text: 'Which of these is the clearest savings goal?',
          options: [
            'Save more this year',
            'Save $450 for a phone by the end of June',
            'Spend less on food',
            'Put some money aside when I can',
          ],
          correct: 1,
          explanation:
            'It names the thing, the price and the deadline, so you can work out exactly how much to save each week.',
        },
      ],
    },
  },
  {
    id: 'compound-interest',
    week: 5,
    title: 'Compound interest: interest on your interest',
    previewText:
      'Leave your savings alone and they start earning money by themselves. The maths behind it, and a quick trick to see how fast your money could double.',
    content: `
<p>When you keep money in a savings account, the bank pays you interest. With <strong>compound interest</strong>, that interest is added to your balance, and next time it is your bigger balance that earns interest. You earn interest on your interest, and given time it snowballs.</p>
<h3>A worked example</h3>
<p>Say you put $1,000 in an account paying 4% p.a., and to keep it simple the interest is added once a year. You do not add or take out anything.</p>
<ul>
<li>After year 1: $1,000 plus 4% is $1,040.00</li>
<li>After year 2: $1,040 plus 4% is $1,081.60</li>
<li>After year 3: $1,081.60 plus 4% is $1,124.86</li>
</ul>
<p>In year 1 you earned $40. In year 3 you earned $43.26, because you were earning on a bigger balance. Each year you multiply by 1.04, so after three years you have $1,000 × 1.04 × 1.04 × 1.04. Keep going and after 10 years you would have $1,480.24.</p>
<p>Compare that with <strong>simple interest</strong>, where you only ever earn interest on the original $1,000: $40 every year, or $1,400 after 10 years. Compounding gave you an extra $80.24 without you lifting a finger.</p>
<p>Now add regular deposits. Start with the same $1,000, and add $500 at the end of each year (less than $10 a week). After 10 years at 4% p.a. you would have $7,483.30: the $6,000 you put in plus $1,483.30 of interest.</p>
<p>Real savings accounts usually work out interest daily and add it monthly. That is compounding too, in smaller and more frequent steps, and it gives you slightly more than adding interest once a year would.</p>
<h3>The rule of 72</h3>
<p>Want to know roughly how long your money takes to double? Divide 72 by the interest rate.</p>
<ul>
<li>At 4% p.a.: 72 ÷ 4 = about 18 years. The exact answer is 17.7 years.</li>
<li>At 6% p.a.: 72 ÷ 6 = about 12 years. Exact: 11.9 years.</li>
<li>At 8% p.a.: 72 ÷ 8 = about 9 years. Exact: 9.0 years.</li>
</ul>
<p>It is a shortcut rather than an exact formula, but for the rates you will usually see it lands within a few months of the real answer.</p>
<h3>Time is your superpower</h3>
<p>The biggest ingredient in compound interest is not the rate; it is time. Money you save at 16 has decades longer to grow than money you save at 40. Adding a little regularly helps too, because every deposit starts compounding from the day it arrives.</p>
<p>Two warnings. First, compounding works against you on debt: unpaid credit card interest is added to what you owe, and then that gets charged interest too. Second, fees and withdrawals interrupt the snowball, so choose an account without monthly fees and try to leave your savings alone.</p>
`,
    header: {
      image: 'news/compound-interest.svg',
      alt: 'Bars that grow taller faster from left to right, with coins stacked on top',
    },
    curriculum: ['AC9M10A04', 'AC9HE9K05'],
    sources: [
      {
        title: 'Moneysmart: Compound interest',
        url: 'https://moneysmart.gov.au/saving/compound-interest',
      },
      {
        title: 'Moneysmart: Compound interest calculator',
        url: 'https://moneysmart.gov.au/budgeting/compound-interest-calculator',
      },
      {
        title: 'Moneysmart: Savings accounts',
        url: 'https://moneysmart.gov.au/banking/savings-accounts',
      },
    ],
    marketNews: false,
    topic: 'interest',
    discussion: [
      "In the article's example, why does $1,000 at 4% earn more interest in year 3 than in year 1, even though nothing was added?",
      'Look at your bank accounts in the game. Has interest been paid yet, and what could you do to earn more of it?',
      'Would you rather start saving a little at 16, or a lot more at 40? What would make each one easier or harder in real life?',
    ],
    quiz: {
      title: 'Quiz: Compound interest',
      questions: [
        {
          type: 2,
          id: 'compound-or-simple',
          text: 'With {compound} interest you earn interest on your interest; with {simple} interest you only earn it on the amount you started with.',
          distractors: ['fixed', 'bonus'],
          explanation:
            'Compound interest adds each payment of interest to the balance, so the next payment is bigger. Simple interest stays the same each year.',
        },
        {
          type: 0,
          id: 'rule-of-72',
          text: 'Using the rule of 72, roughly how long does money take to double at 6% p.a.?',
          options: ['6 years', '12 years', '18 years', '72 years'],
          correct: 1,
          explanation: '72 divided by 6 is 12, so about 12 years. The exact answer is 11.9 years.',
        },
        {
          type: 0,
          id: 'two-years',
          text: '$1,000 earns 4% p.a. compound interest, added once a year. How much is there after two years?',
          options: ['$1,040.00', '$1,080.00', '$1,081.60', '$1,124.86'],
          correct: 2,
          explanation:
            'Year 1 takes it to $1,040. Year 2 adds 4% of $1,040, which is $41.60, making $1,081.60.',
        },
        {
          type: 1,
          id: 'debt-compounds',
          text: 'Compound interest can also make a debt grow faster.',
          correct: true,
          explanation:
            'Unpaid interest on a debt such as a credit card is added to what you owe, and then that is charged interest too.',
        },
      ],
    },
  },
  {
    id: 'what-is-a-share',
    week: 6,
    title: 'What is a share, and why do prices move?',
    previewText:
      'Buy a share and you own a tiny piece of a company. How the share market works, why prices jump around, and what every trade costs you.',
    content: `
<p>Companies need money to grow: to open new stores, build factories or develop new products. One way to raise it is to sell small pieces of the company to investors. Each piece is a <strong>share</strong>. Buy one and you become a part-owner, a <strong>shareholder</strong>.</p>
<h3>Where shares are bought and sold</h3>
<p>Once a company lists on a stock exchange, the public can buy and sell its shares. Australia's main exchange is the <strong>ASX</strong>, the Australian Securities Exchange. You do not buy from the company itself. You buy from another investor who wants to sell, through a <strong>broker</strong>, usually an online trading platform. You generally need to be 18 to open your own account; until then, a parent or guardian can hold shares for you.</p>
<p>Shares can make you money in two ways:</p>
<ul>
<li><strong>Capital growth:</strong> the share price rises and you sell for more than you paid.</li>
<li><strong>Dividends:</strong> the company pays shareholders part of its profit, as cash for each share they own.</li>
</ul>
<p>Neither is guaranteed. A company can cut its dividend, and the price can fall below what you paid.</p>
<h3>Why prices go up and down</h3>
<p>A share price is simply the last price a buyer and a seller agreed on. When more people want to buy than sell, the price rises; when more want to sell, it falls. What changes their minds is news, and what they expect to happen next:</p>
<ul>
<li>results: profits higher or lower than investors expected</li>
<li>company events: a big new contract, a failed project, a product recall, a new boss</li>
<li>the wider economy: interest rates, prices of resources, how much people are spending</li>
<li>mood: sometimes prices move on fear or excitement more than facts</li>
</ul>
<p>This week's market news, above, is a live example. One announcement can change what investors think a company is worth within hours, and the price follows.</p>
<h3>Risk, and what trading costs</h3>
<p>Some companies are steady; others swing wildly. In the game's share market, each of the 12 companies has a risk rating of low, medium or high. Higher risk can mean bigger gains, and also bigger losses. One way to manage risk is <strong>diversification</strong>: spreading your money across several companies, so one bad result does not sink you.</p>
<p>Every trade also costs <strong>brokerage</strong>, a fee paid to the broker. In the game, brokerage is 2% of each trade, when you buy and again when you sell. Buy $500 of shares and you pay $10. Sell them later for $550 and you pay another $11. The price rose by $50, but your profit is $29. Trade in and out every week and fees eat your gains.</p>
<p>The game's companies pay dividends in weeks 9 and 22, so owning shares can pay you as well as change in value. Whatever you do, only invest money you will not need for bills, and think in months and years, not days.</p>
`,
    header: {
      image: 'news/what-is-a-share.svg',
      alt: 'A share price line rising and falling above a row of price bars',
    },
    curriculum: ['AC9HE9K05', 'AC9M7N09'],
    sources: [
      {
        title: 'Moneysmart: How to buy and sell shares',
        url: 'https://moneysmart.gov.au/shares/how-to-buy-and-sell-shares',
      },
      {
        title: 'Moneysmart: Diversification',
        url: 'https://moneysmart.gov.au/how-to-invest/diversification',
      },
      {
        title: 'ASX: Start investing',
        url: 'https://www.asx.com.au/investors/start-investing',
      },
    ],
    marketNews: true,
    topic: 'shares',
    discussion: [
      'What are the two ways a share can make you money, and why is neither one guaranteed?',
      "Look at this week's market news and the game's share prices. What happened, and why do you think investors reacted that way?",
      'Would you put any of your game money into shares, or keep it all in the bank? What would help you decide how much, if any?',
    ],
    quiz: {
      title: 'Quiz: Shares and share prices',
      questions: [
        {
          type: 2,
          id: 'share-words',
          text: 'A {share} is a small part of a company; part of its profit paid to shareholders is a {dividend}; the fee on every trade is {brokerage}.',
          distractors: ['bond', 'interest'],
          explanation:
            'Shareholders own part of the company, may receive dividends from its profit, and pay brokerage each time they buy or sell.',
        },
        {
          type: 0,
          id: 'game-brokerage',
          text: 'In the game, brokerage is 2% of each trade. What does it cost to buy $500 of shares?',
          options: ['$2', '$5', '$10', '$20'],
          correct: 2,
          explanation: '2% of $500 is $10, on top of the $500 you pay for the shares.',
        },
        {
          type: 1,
          id: 'demand-price',
          text: 'A share price usually rises when more people want to buy the share than sell it.',
          correct: true,
          explanation:
            'Prices are set by buyers and sellers. More buyers than sellers pushes the price up; more sellers pushes it down.',
        },
        {
          type: 0,
          id: 'diversification',
          text: 'What is diversification?',
          options: [
            'Spreading your money across several investments',
            'Buying and selling every week',
            'Putting all your money into the highest-risk company',
            'Only buying shares that pay dividends',
          ],
          correct: 0,
          explanation:
            'Spreading your money means one company having a bad result does not wipe out your whole investment.',
        },
        {
          type: 1,
          id: 'dividend-guaranteed',
          text: 'Once you own a share, its dividends are guaranteed.',
          correct: false,
          explanation:
            'A company decides whether to pay a dividend and can cut it or stop it, for example when profits fall.',
        },
      ],
    },
  },
  {
    id: 'renting-in-tasmania',
    week: 7,
    title: 'Renting your first place: bond, leases and rent rises',
    previewText:
      'Moving into a share house is exciting, and comes with paperwork. What a lease is, where your bond goes, and how often the rent can go up in Tasmania.',
    content: `
<p>Whether it is a room in a share house near uni or a flat with friends, renting brings new freedom and new bills. It also comes with rights and responsibilities set by law. In Tasmania, that law is the Residential Tenancy Act 1997.</p>
<h3>The lease</h3>
<p>A <strong>lease</strong>, or residential tenancy agreement, is the contract between you, the tenant, and the landlord or their agent. It sets out the rent, how and when you pay it, how long the agreement runs and the rules of the property. A <strong>fixed-term</strong> lease runs for a set time, such as six or 12 months; a <strong>periodic</strong> agreement rolls on with no end date. Read it before you sign, and ask about anything you do not understand.</p>
<p>At the start you should also get a <strong>condition report</strong> describing the state of the place. Check it carefully, add anything missing, such as a stain or a chipped tile, and take dated photos. It is your evidence when you move out.</p>
<h3>The bond</h3>
<p>The <strong>bond</strong> is a security deposit in case you leave owing rent or having damaged the property. In Tasmania:</p>
<ul>
<li>it cannot be more than four weeks' rent</li>
<li>it is held by the Rental Deposit Authority (MyBond), never kept by the landlord</li>
<li>only one bond can be charged for a property</li>
</ul>
<p>Say your room is $230 a week. The bond could be up to $920, on top of your first rent payment. That is a lot of money up front, so save for it before you start looking. If you leave the place clean and undamaged, you get the bond back at the end.</p>
<h3>When the rent goes up</h3>
<p>Rent does not stay the same forever, but Tasmanian law limits how often it can rise. The rent can only go up if your written agreement allows it, or if there is no written agreement, and then only:</p>
<ul>
<li>once every 12 months, and</li>
<li>after at least 60 days' written notice that says the new amount and the date it starts</li>
</ul>
<p>There is no fixed cap on the size of a rise. If you think an increase is unreasonable, you can ask the Residential Tenancy Commissioner to review it through Consumer, Building and Occupational Services. The Tenants' Union of Tasmania gives free advice if you are unsure of your rights.</p>
<h3>Sharing a house</h3>
<p>Sharing cuts costs, but agree on money early. Who is on the lease? How will you split rent, power and internet? What happens if someone moves out? If your name is on the lease, you can be responsible for the rent even when a housemate does not pay their share. Put your arrangements in writing and keep a record of everything you pay.</p>
`,
    header: {
      image: 'news/renting-in-tasmania.svg',
      alt: 'A small house with a key and a calendar page beside it',
    },
    curriculum: ['AC9HE10K03', 'AC9HE8K05'],
    sources: [
      {
        title: 'Consumer, Building and Occupational Services (Tasmania): Rent',
        url: 'https://www.consumer.tas.gov.au/renting/rent',
      },
      {
        title: 'Consumer, Building and Occupational Services (Tasmania): Bond lodgement',
        url: 'https://www.cbos.tas.gov.au/topics/housing/renting/bonds/bond-lodgement-and-paying-a-bond-contribution',
      },
      {
        title: "Tenants' Union of Tasmania",
        url: 'https://tutas.org.au/',
      },
      {
        title: "Tenants' Union of Tasmania: State election asks 2025",
        url: 'https://tutas.org.au/state-election-asks-2025',
      },
    ],
    marketNews: false,
    topic: 'consumer-rights',
    discussion: [
      'What is a bond for, who holds it in Tasmania, and what can you do when you move in to help get it back at the end?',
      'Think about the rent and bills in your game life, or at home. What costs would you need to save for before moving out?',
      "You're choosing housemates. Would you pick your best friend or someone you know is reliable with money? What would you all agree on first?",
    ],
    quiz: {
      title: 'Quiz: Renting your first place',
      questions: [
        {
          type: 2,
          id: 'tas-rules',
          text: 'In Tasmania, the {bond} can be no more than {four} weeks of rent, and the rent can only go up once every {12} months.',
          distractors: ['six', '24', 'deposit'],
          explanation:
            'Tasmanian law caps the bond at four weeks of rent and allows a rent increase only once every 12 months.',
        },
        {
          type: 0,
          id: 'notice',
          text: 'How much written notice must a Tasmanian tenant get before a rent increase?',
          options: ['7 days', '14 days', '30 days', '60 days'],
          correct: 3,
          explanation:
            'The landlord must give at least 60 days of written notice stating the new rent and when it starts.',
        },
        {
          type: 1,
          id: 'landlord-keeps-bond',
          text: 'In Tasmania, the landlord keeps your bond in their own bank account.',
          correct: false,
          explanation:
            'Bonds are held by the Rental Deposit Authority (MyBond). A landlord is not allowed to keep it.',
        },
        {
          type: 0,
          id: 'condition-report',
          text: 'Why check the condition report and take photos when you move in?',
          options: [
            'They are evidence of the state of the place if your bond is disputed',
            'They let the landlord raise the rent sooner',
            'You need them to get a tax refund',
            'They replace the lease',
          ],
          correct: 0,
          explanation:
            'The condition report and photos show what the place was like when you arrived, so you are not blamed for damage you did not cause.',
        },
      ],
    },
  },
  {
    id: 'buy-now-pay-later',
    week: 8,
    title: 'Buy now pay later: handy or a trap?',
    previewText:
      'Four easy payments and no interest sounds great. How buy now pay later works, what the 2025 rules changed, and when it starts to hurt.',
    content: `
<p>You are at the online checkout and the button says: pay in four, no interest. <strong>Buy now pay later</strong> (BNPL) lets you take something home today and pay for it over the next few weeks. Millions of Australians use it. But it is still borrowing, so it helps to know exactly how it works.</p>
<h3>How it works</h3>
<p>A typical plan splits the price into four <strong>instalments</strong>: one when you buy, then one every two weeks, taken automatically from your card. A $200 pair of shoes becomes four payments of $50 over six weeks. If every payment goes through on time, you usually pay nothing extra. You generally need to be 18 to sign up.</p>
<p>Providers make money from fees charged to shops and, for some customers, from fees charged to them: account fees, and especially <strong>late fees</strong> when a payment fails. Those fees add up fast if you have several plans running at once.</p>
<h3>The 2025 rules</h3>
<p>BNPL used to sit outside most credit laws. That changed on 10 June 2025, when BNPL became regulated credit. Now:</p>
<ul>
<li>BNPL providers must hold an Australian credit licence from ASIC, the corporate and financial services regulator.</li>
<li>Before lending, they must make reasonable inquiries about your finances so a plan does not leave you in trouble.</li>
<li>They must belong to the Australian Financial Complaints Authority (AFCA), which gives you a free place to complain.</li>
</ul>
<p>The rules make BNPL safer, but they do not make it free money.</p>
<h3>When it hurts</h3>
<p>BNPL gets risky when:</p>
<ul>
<li>you use it for everyday things like food or bills because you are short each week</li>
<li>you have several plans at once and lose track of what comes out when</li>
<li>a payment fails because your account is low, bringing a late fee and maybe a bank fee too</li>
<li>it is linked to a credit card, so anything you do not pay off there starts costing card interest</li>
</ul>
<p>Missed payments can also be recorded on your credit report. Lenders check that report later, when you apply for a phone plan, a car loan or a rental.</p>
<h3>A simple test</h3>
<p>Before you tap the button, ask: could I pay the full price today from my own money? If yes, BNPL is just a convenience, and paying outright is simpler. If no, it is a loan for something you cannot afford yet, and saving for it first is the cheaper way to get it.</p>
<p>If you do use it, keep to one plan at a time, pick payment dates just after pay day, and check the app before every payment comes out.</p>
<p>If you are already struggling with repayments, contact the provider straight away and ask about hardship help before the late fees pile up.</p>
`,
    header: {
      image: 'news/buy-now-pay-later.svg',
      alt: 'A shopping bag beside four coins in a row, one for each instalment',
    },
    curriculum: ['AC9HE10K03', 'AC9HE9K05'],
    sources: [
      {
        title: 'ASIC: Buy now pay later credit contracts, credit licensing (INFO 285)',
        url: 'https://www.asic.gov.au/regulatory-resources/credit/buy-now-pay-later-credit-contracts-credit-licensing/',
      },
      {
        title:
          'ASIC: ASIC alerts buy now pay later providers to apply for a licence under new laws',
        url: 'https://asic.gov.au/about-asic/news-centre/news-items/asic-alerts-buy-now-pay-later-providers-to-apply-for-a-licence-under-new-laws',
      },
      {
        title: 'Moneysmart: Buy now pay later services',
        url: 'https://moneysmart.gov.au/other-ways-to-borrow/buy-now-pay-later-services',
      },
      {
        title: 'Moneysmart: Credit scores and credit reports',
        url: 'https://moneysmart.gov.au/managing-debt/credit-scores-and-credit-reports',
      },
    ],
    marketNews: false,
    topic: 'credit',
    discussion: [
      'How does a typical buy now pay later plan work, and how do the providers make their money?',
      "Have you seen 'pay in four' at a checkout or in ads? How does splitting the price change the way it feels?",
      'The article asks whether buy now pay later is handy or a trap. Where would you draw the line between the two?',
    ],
    quiz: {
      title: 'Quiz: Buy now pay later',
      questions: [
        {
          type: 2,
          id: 'bnpl-words',
          text: 'Buy now pay later is a form of {credit}: you get the item now and pay in {instalments}, and if a payment fails you can be charged a {late} fee.',
          distractors: ['savings', 'dividends', 'tax'],
          explanation:
            'BNPL is borrowing paid back in instalments. It costs nothing extra when you pay on time, but missed payments bring late fees.',
        },
        {
          type: 0,
          id: 'licence',
          text: 'Since 10 June 2025, what must a buy now pay later provider in Australia hold?',
          options: [
            'An Australian credit licence',
            'A tax file number for each customer',
            'A branch in every state',
            'Nothing, BNPL is unregulated',
          ],
          correct: 0,
          explanation:
            'BNPL is now regulated credit, so providers must hold an Australian credit licence from ASIC.',
        },
        {
          type: 0,
          id: 'instalment',
          text: 'A $200 purchase is split into four equal BNPL payments. How much is each payment?',
          options: ['$40', '$50', '$60', '$200'],
          correct: 1,
          explanation: '$200 divided by four payments is $50 each.',
        },
        {
          type: 1,
          id: 'on-time-free',
          text: 'If every payment is made on time, a typical BNPL plan usually costs nothing extra.',
          correct: true,
          explanation:
            'Typical plans charge no interest; the costs come from late fees and, with some providers, account fees.',
        },
        {
          type: 1,
          id: 'credit-report',
          text: 'Missing BNPL payments can never affect your credit report.',
          correct: false,
          explanation:
            'Missed payments can be recorded on your credit report, which lenders check when you apply for credit later.',
        },
      ],
    },
  },
  {
    id: 'credit-cards-minimum-repayments',
    week: 9,
    title: 'Credit cards: the real cost of the minimum repayment',
    previewText:
      'A credit card can be free to use or very expensive, depending on one habit. How interest-free days work, and why paying only the minimum can take years.',
    content: `
<p>A credit card lets you spend the bank's money and pay it back later. Used well, it is convenient and costs nothing beyond any annual fee. Used badly, it is one of the most expensive ways to borrow. You need to be 18 to get one, but it is worth understanding them before that day comes.</p>
<h3>How the interest works</h3>
<p>Every card has a <strong>credit limit</strong>, the most you can owe, and a <strong>purchase rate</strong>, the interest charged on what you owe. Card rates are far higher than savings accounts pay: 20% p.a. is not unusual. Each month you get a statement showing your closing balance, the minimum repayment and the due date.</p>
<p>Many cards offer up to 44 or 55 <strong>interest-free days</strong> on purchases. The catch: you only get them if you pay the full closing balance by the due date. Do that every month and you pay no interest at all. Pay anything less and interest is charged, and you usually lose the interest-free days on new purchases until you clear the balance again. Cash withdrawals are worse: interest usually starts the day you take the money out.</p>
<h3>The minimum repayment trap</h3>
<p>The <strong>minimum repayment</strong> is the smallest amount you must pay to avoid a late fee, often 2% of the balance or $25, whichever is more. It keeps your account in good standing; it is not designed to clear your debt.</p>
<p>Here is a $1,000 balance at 20% p.a., with no new spending:</p>
<ul>
<li>Paying only the minimum: about 5 and a half years to clear it, and about $1,660 paid in total.</li>
<li>Paying $100 a month: cleared in 12 months, with about $1,103 paid in total.</li>
</ul>
<p>On a $2,000 balance, paying only the minimum stretches to almost 20 years and nearly $6,900. In the early years, most of each payment only covers the interest.</p>
<p>That is why, by law, your card statement must include a minimum repayment warning: how long it would take to pay off the balance making only minimum payments, and how much you would pay in total. Read it every month.</p>
<h3>Using a card well</h3>
<ul>
<li>Set up an automatic payment of the full closing balance each month.</li>
<li>Keep your limit low: no higher than you could pay off in a month. You can ask for a lower limit at any time, and your bank must let you lower it or cancel the card online.</li>
<li>Avoid cash withdrawals on the card.</li>
<li>If you cannot clear it, stop using the card and pay as far above the minimum as you can.</li>
</ul>
<p>The safest way to think about a credit card is as a debit card with a delay: only spend money you already have.</p>
`,
    header: {
      image: 'news/credit-cards-minimum-repayments.svg',
      alt: 'A credit card beside an hourglass and a long, slowly falling row of bars',
    },
    curriculum: ['AC9HE10K03', 'AC9M10A04'],
    sources: [
      {
        title: 'Moneysmart: Credit cards',
        url: 'https://moneysmart.gov.au/credit-cards',
      },
      {
        title: 'Moneysmart: Pay off your credit card',
        url: 'https://moneysmart.gov.au/credit-cards/pay-off-your-credit-card',
      },
      {
        title: 'Moneysmart: Credit card calculator',
        url: 'https://moneysmart.gov.au/credit-cards/credit-card-calculator',
      },
    ],
    marketNews: false,
    topic: 'credit',
    discussion: [
      "Using the article's $1,000 example, why can paying only the minimum take years to clear a credit card?",
      'If you had a credit card, in the game or in real life, what rules would you set yourself for using it?',
      'The article calls a credit card a debit card with a delay. Is one worth having, or is a debit card enough? What are the pros and cons?',
    ],
    quiz: {
      title: 'Quiz: Credit cards',
      questions: [
        {
          type: 2,
          id: 'keep-interest-free',
          text: 'To keep your {interest-free} days, pay the full {closing} balance by the {due} date.',
          distractors: ['minimum', 'opening', 'annual'],
          explanation:
            'Interest-free days only apply when the whole closing balance on your statement is paid by the due date.',
        },
        {
          type: 0,
          id: 'minimum-time',
          text: 'You owe $1,000 at 20% p.a. and pay only the minimum each month, with no new spending. About how long until it is cleared?',
          options: ['6 months', '1 year', 'About 5 and a half years', 'It is never paid off'],
          correct: 2,
          explanation:
            'Most of each minimum payment goes on interest, so it takes about 5 and a half years and costs about $1,660 in total.',
        },
        {
          type: 1,
          id: 'minimum-still-interest',
          text: 'Paying only the minimum repayment avoids a late fee but still leaves you paying interest.',
          correct: true,
          explanation:
            'The minimum keeps your account in good standing, but interest is charged on everything you have not paid.',
        },
        {
          type: 0,
          id: 'statement-warning',
          text: 'By law, what must a credit card statement show you?',
          options: [
            'How long and how much it takes to pay off the balance with minimum payments only',
            'Your credit score',
            'The interest rate the bank pays on savings',
            'A list of cheaper cards from other banks',
          ],
          correct: 0,
          explanation:
            'The minimum repayment warning shows how long clearing the balance would take, and the total cost, if you pay only the minimum.',
        },
      ],
    },
  },
];
