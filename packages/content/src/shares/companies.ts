// The share market's companies: fictional, Australian-style, one per sector a student knows. Risk
// 0 LOW (big, steady, paying dividends), 1 MEDIUM, 2 HIGH (young, small or in a boom-and-bust
// trade). Starting prices are made up; dividend yields are within what ASX companies of the kind
// pay (big banks and supermarkets about 4-5% a year, miners 3-6%, young tech none), estimates.
// Dividends are paid in two halves, in game weeks 9 and 22 (interim and final).
import type { Company } from '@mc/engine/shares/content';

const HALVES = [9, 22];

export const companies: Company[] = [
  {
    code: 'SBK',
    title: 'Southern Cross Bank',
    sector: 'Banking',
    profile:
      'One of the big banks: home loans, everyday accounts and business lending across the country.',
    risk: 0,
    startPriceCents: 3450,
    totalShares: 300,
    dividendYield: 0.045,
    dividendWeeks: HALVES,
  },
  {
    code: 'FSM',
    title: 'FreshMart Supermarkets',
    sector: 'Groceries',
    profile:
      'A national supermarket chain. People buy food in good times and bad, so its sales rarely swing far.',
    risk: 0,
    startPriceCents: 2890,
    totalShares: 300,
    dividendYield: 0.04,
    dividendWeeks: HALVES,
  },
  {
    code: 'TLN',
    title: 'TelNet Australia',
    sector: 'Telecommunications',
    profile: 'Phone and internet plans for millions of households, with its own mobile towers.',
    risk: 0,
    startPriceCents: 410,
    totalShares: 1000,
    dividendYield: 0.045,
    dividendWeeks: HALVES,
  },
  {
    code: 'HEP',
    title: 'Hydro Energy Partners',
    sector: 'Energy',
    profile: 'Runs hydro dams and wind farms and sells the power to retailers on long contracts.',
    risk: 0,
    startPriceCents: 1275,
    totalShares: 500,
    dividendYield: 0.05,
    dividendWeeks: HALVES,
  },
  {
    code: 'IOM',
    title: 'Iron Outback Mining',
    sector: 'Mining',
    profile:
      'Digs iron ore in the Pilbara and ships it overseas. Its profits follow the price of ore.',
    risk: 1,
    startPriceCents: 4120,
    totalShares: 200,
    dividendYield: 0.05,
    dividendWeeks: HALVES,
  },
  {
    code: 'CAF',
    title: 'Coastal Airways',
    sector: 'Travel',
    profile: 'A domestic airline. Fuel prices and holiday demand move its profits a lot.',
    risk: 1,
    startPriceCents: 690,
    totalShares: 600,
    dividendYield: 0.02,
    dividendWeeks: HALVES,
  },
  {
    code: 'HHB',
    title: 'HomeHub Hardware',
    sector: 'Retail',
    profile:
      'Big hardware stores for builders and weekend DIY. It does well when people build and renovate.',
    risk: 1,
    startPriceCents: 2240,
    totalShares: 300,
    dividendYield: 0.03,
    dividendWeeks: HALVES,
  },
  {
    code: 'MDX',
    title: 'MediGen Health',
    sector: 'Health',
    profile: 'Makes blood tests and medical devices sold to hospitals here and overseas.',
    risk: 1,
    startPriceCents: 5800,
    totalShares: 150,
    dividendYield: 0.015,
    dividendWeeks: HALVES,
  },
  {
    code: 'PXL',
    title: 'PixelForge Games',
    sector: 'Technology',
    profile: 'A young games studio with one hit mobile game. The next one could flop or fly.',
    risk: 2,
    startPriceCents: 85,
    totalShares: 3000,
    dividendYield: 0,
    dividendWeeks: [],
  },
  {
    code: 'LTH',
    title: 'Lithium Ridge Resources',
    sector: 'Mining',
    profile:
      'Explores for lithium for batteries. No mine yet: its price rises and falls with each drilling result.',
    risk: 2,
    startPriceCents: 42,
    totalShares: 5000,
    dividendYield: 0,
    dividendWeeks: [],
  },
  {
    code: 'ZPY',
    title: 'ZipPay Later',
    sector: 'Financial technology',
    profile: 'A buy now, pay later app. Fast growth, but it has never made a profit.',
    risk: 2,
    startPriceCents: 310,
    totalShares: 1000,
    dividendYield: 0,
    dividendWeeks: [],
  },
  {
    code: 'SOL',
    title: 'SunPeak Solar',
    sector: 'Clean energy',
    profile:
      'Installs rooftop solar and home batteries. Government rebates and rates swing its sales.',
    risk: 2,
    startPriceCents: 160,
    totalShares: 2000,
    dividendYield: 0,
    dividendWeeks: [],
  },
];
