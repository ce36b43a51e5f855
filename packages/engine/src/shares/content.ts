// The share market's companies (content: packages/content/src/shares/) and the price model's
// parameters by risk class (docs/decisions/017-share-prices.md).

/** Spec part 2, section 3: 0 LOW, 1 MEDIUM, 2 HIGH. */
export type RiskClass = 0 | 1 | 2;

export interface Company {
  /** The ASX-style code ('BRK'). Fictional, like the company. */
  code: string;
  title: string;
  sector: string;
  profile: string;
  risk: RiskClass;
  /** The price when the game begins, in cents. */
  startPriceCents: number;
  /** How many shares each player may hold at most. */
  totalShares: number;
  /** The yearly dividend as a share of the price (0: pays none); paid in two halves. */
  dividendYield: number;
  /** The game weeks the two halves are paid in (none when it pays none). */
  dividendWeeks: number[];
}

/** A risk class's yearly drift and volatility (geometric Brownian motion), with their source. */
export interface RiskParameters {
  drift: number;
  volatility: number;
}

/** A piece of market news; {company} is the company's name. */
export interface MarketNewsStory {
  headline: string;
  /** A sentence or two on what happened (plain text); the game adds how the price moved. */
  text: string;
}

/** The weeks the market has news, and the good and bad stories one is drawn from. */
export interface MarketNewsContent {
  weeks: number[];
  good: MarketNewsStory[];
  bad: MarketNewsStory[];
}
