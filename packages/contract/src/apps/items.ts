import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { isWholeCents } from '../money';
import { LIMITS } from '../constants';
import { ERRORS } from '../messages';
import {
  AMOUNT_MESSAGES,
  amountDollars,
  DECIMAL_DOLLARS,
  instanceId,
  optionalId,
  requiredId,
} from './common';

// My Stuff, uShop and iBuy (spec part 2: section 2 "My Stuff", "iBuy", "uShop"; section 3 "Item",
// "iBuy item", "Bid"; section 5; section 7 calls under /api/i/items, /api/i/iBuy and /api/i/uShop;
// section 9 limits). Every amount is in dollars.

/** Needs versus wants: a job asks for it, it saves money or time, or it is just nice to have. */
export type ItemPurpose = 'job' | 'useful' | 'want';

/** What the three apps say when they change nothing (spec part 2, section 5, and ours). */
export const ITEM_MESSAGES = {
  maxSellPrice: 'The maximum sell price is $100,000',
  minSellPrice: 'Sale price must be $1 or more',
  checkEmail: 'Check your email next week to see if you are successful.',
  bidTooLow: 'Error: Bid not high enough',
  maxBid: 'The maximum bid is $100,000',
  notInShop: 'This item is not in the shop this week.',
  soldOut: 'This item has sold out.',
  lotClosed: 'This auction has closed.',
  alreadyBidding: 'You are already bidding on this item.',
  noSuchBid: 'You do not have this bid.',
  notOwned: 'You do not own this item.',
  alreadyForSale: 'This item is already for sale on iBuy.',
  notForSale: 'This item is not for sale.',
  cannotSell: 'This is in your name, so it cannot be sold.',
  bidFromCardOrInvestment:
    'A bid is held from cash or a bank account until the auction closes: choose one of those.',
} as const;

/** Spec part 2, section 9 (the contract's LIMITS): the sell price limits and bid increments. */
export const IBUY_LIMITS = {
  maxSellDollars: LIMITS.maxSellPriceDollars,
  minSellDollars: LIMITS.minSellPriceDollars,
  minBidIncrementDollars: LIMITS.minBidIncrementDollars,
  defaultBidIncrementDollars: LIMITS.defaultBidIncrementDollars,
} as const;

/**
 * iBuy's success fee: taken from the price when a thing the player listed sells, like eBay
 * Australia's final value fee of 13.4% on most categories for sellers without a shop (docs/economy.md,
 * "Selling"). Listing is free. The engine posts it; the sell form shows it for the price typed.
 */
export const IBUY_SALE_FEE_RATE = 0.134;

/** iBuy's fee on a sale at `priceCents`, to the cent. */
export function iBuySaleFeeCents(priceCents: number): number {
  return Math.round(priceCents * IBUY_SALE_FEE_RATE);
}

/** A thing in uShop this week (spec "Item"; ID is the catalogue's id). */
export interface ShopItem {
  ID: string;
  Title: string;
  Description: string;
  /** The picture shipped with the web app (a path under its public folder). */
  Image: string;
  /** What it costs new. */
  Price: number;
  /** The player bought all they may this week. */
  SoldOut: boolean;
  /** How many this player may buy this week, and how many of those are left. */
  Quantity: number;
  QuantityLeft: number;
  Purpose: ItemPurpose;
  /** What it would be worth second-hand once it is yours (what My Stuff shows). */
  SecondHandValue: number;
  /** How its value moves in a year, in percent (-35: loses about 35%). */
  ValueChangePerYear: number;
  /** It can be sold on iBuy later (licences, certificates and tickets cannot). */
  CanResell: boolean;
  /** How many the player owns now. */
  Owned: number;
  /** Titles of this week's job postings that ask for it. */
  NeededForJobs: string[];
}

/** A thing the player owns (My Stuff; spec "Item": Title, Price its current value, IBuySale). */
export interface OwnedItem {
  ItemInstanceID: string;
  ID: string;
  Title: string;
  Description: string;
  Image: string;
  /** What it is worth now (a good second-hand one's price). */
  Price: number;
  /** What the player paid (0 for what they started with). */
  PricePaid: number;
  SinceWeek: number;
  Purpose: ItemPurpose;
  /** It can be listed on iBuy. */
  CanSell: boolean;
  /** It is listed on iBuy now. */
  IBuySale: boolean;
  iBuyItemForSaleID: string | null;
  /** The asking price while it is listed. */
  SalePrice: number | null;
  /** Titles of the player's jobs that need it: selling it would cost them the job's requirement. */
  NeededByJobs: string[];
}

/** An auction lot on iBuy (spec "iBuy item"). */
export interface IBuyItem {
  iBuyGameItemID: string;
  ID: string;
  Title: string;
  Description: string;
  Image: string;
  /** What it costs new, for comparison. */
  Price: number;
  CurrentBid: number;
  NumberOfBids: number;
  /** Buy it now for this. */
  SellPrice: number;
  /** The auction closes at the end of this week. */
  ClosingWeek: number;
  /** Bought by the player (buy-now or won): it cannot be opened. */
  SoldOut: boolean;
  /** The player has a bid on it: it cannot be opened. */
  UserBidding: boolean;
  /** The least a bid may be now, and the bid the form offers. */
  MinimumBid: number;
  SuggestedBid: number;
}

/** One of the player's bids (spec "Bid"). */
export interface IBuyBid {
  iBuyGameItemBidID: string;
  iBuyGameItemID: string;
  Title: string;
  Image: string;
  BidAmount: number;
  /** Where the held money came from and goes back to if outbid. */
  SourceTitle: string;
  Week: number;
  ClosingWeek: number;
}

/** One of the player's things listed on iBuy. */
export interface IBuySale {
  iBuyItemForSaleID: string;
  ItemInstanceID: string;
  Title: string;
  Image: string;
  Price: number;
  /** What the thing is worth now. */
  Value: number;
  /** The week it was listed; the answer comes by e-mail the next week. */
  Week: number;
}

const purposeSchema = z.enum(['job', 'useful', 'want']);

export const shopItemSchema = resultSchema<ShopItem>()(
  z
    .object({
      ID: z.string(),
      Title: z.string(),
      Description: z.string(),
      Image: z.string(),
      Price: z.number(),
      SoldOut: z.boolean(),
      Quantity: z.number(),
      QuantityLeft: z.number(),
      Purpose: purposeSchema,
      SecondHandValue: z.number(),
      ValueChangePerYear: z.number(),
      CanResell: z.boolean(),
      Owned: z.number(),
      NeededForJobs: z.array(z.string()),
    })
    .meta({ id: 'ShopItem' }),
);

export const ownedItemSchema = resultSchema<OwnedItem>()(
  z
    .object({
      ItemInstanceID: z.string(),
      ID: z.string(),
      Title: z.string(),
      Description: z.string(),
      Image: z.string(),
      Price: z.number(),
      PricePaid: z.number(),
      SinceWeek: z.number(),
      Purpose: purposeSchema,
      CanSell: z.boolean(),
      IBuySale: z.boolean(),
      iBuyItemForSaleID: z.string().nullable(),
      SalePrice: z.number().nullable(),
      NeededByJobs: z.array(z.string()),
    })
    .meta({ id: 'OwnedItem' }),
);

export const iBuyItemSchema = resultSchema<IBuyItem>()(
  z
    .object({
      iBuyGameItemID: z.string(),
      ID: z.string(),
      Title: z.string(),
      Description: z.string(),
      Image: z.string(),
      Price: z.number(),
      CurrentBid: z.number(),
      NumberOfBids: z.number(),
      SellPrice: z.number(),
      ClosingWeek: z.number(),
      SoldOut: z.boolean(),
      UserBidding: z.boolean(),
      MinimumBid: z.number(),
      SuggestedBid: z.number(),
    })
    .meta({ id: 'IBuyItem' }),
);

export const iBuyBidSchema = resultSchema<IBuyBid>()(
  z
    .object({
      iBuyGameItemBidID: z.string(),
      iBuyGameItemID: z.string(),
      Title: z.string(),
      Image: z.string(),
      BidAmount: z.number(),
      SourceTitle: z.string(),
      Week: z.number(),
      ClosingWeek: z.number(),
    })
    .meta({ id: 'IBuyBid' }),
);

export const iBuySaleSchema = resultSchema<IBuySale>()(
  z
    .object({
      iBuyItemForSaleID: z.string(),
      ItemInstanceID: z.string(),
      Title: z.string(),
      Image: z.string(),
      Price: z.number(),
      Value: z.number(),
      Week: z.number(),
    })
    .meta({ id: 'IBuySale' }),
);

/** An app's GameAppID as the client sends it (a number or its string); optional, checked when given. */
const gameAppIdField = z
  .union([z.number(), z.string().trim().max(64, ERRORS.invalidRequest)], {
    error: ERRORS.invalidRequest,
  })
  .optional()
  .nullable();

/**
 * Buying (spec: app id, item id, source app, source account): from uShop (GameAppID 9, ItemID the
 * catalogue's id) or iBuy's buy-now (GameAppID 10, ItemID the lot's iBuyGameItemID).
 */
export const purchaseItemBody = z.object({
  GameInstanceID: instanceId,
  GameAppID: gameAppIdField,
  ItemID: requiredId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
});

/**
 * A sale price as typed: a number or a decimal string like any amount ("$1,250.50"; a minus sign
 * reads too, so that "-5" gets the spec's message rather than a generic one), at most two
 * decimals, within the spec's limits with its messages (part 2, section 5); the first rule broken
 * is the one message.
 */
const salePriceDollars = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .transform((value) => {
          const unsigned = value.replace(/^-/, '');
          return unsigned !== '' && DECIMAL_DOLLARS.test(unsigned) && /\d/.test(unsigned)
            ? Number(value.replace(/[$,]/g, ''))
            : Number.NaN;
        }),
    ],
    { error: AMOUNT_MESSAGES.enterAmount },
  )
  .pipe(
    z
      .number({ error: AMOUNT_MESSAGES.enterAmount })
      .refine(Number.isFinite, { message: AMOUNT_MESSAGES.enterAmount, abort: true })
      .refine((value) => value <= IBUY_LIMITS.maxSellDollars, {
        message: ITEM_MESSAGES.maxSellPrice,
        abort: true,
      })
      .refine((value) => value >= IBUY_LIMITS.minSellDollars, {
        message: ITEM_MESSAGES.minSellPrice,
        abort: true,
      })
      .refine(isWholeCents, { message: AMOUNT_MESSAGES.tooManyDecimals, abort: true }),
  );

/** Listing a thing the player owns on iBuy (spec: item id, price). */
export const sellItemBody = z.object({
  GameInstanceID: instanceId,
  ItemInstanceID: requiredId,
  Price: salePriceDollars,
});

export const cancelSaleBody = z.object({
  GameInstanceID: instanceId,
  iBuyItemForSaleID: requiredId,
});

/** A bid (spec: item id, source app, source account, amount). */
export const placeBidBody = z.object({
  GameInstanceID: instanceId,
  iBuyGameItemID: requiredId,
  FromGameAppInstanceID: optionalId,
  FromAccountInstanceID: optionalId,
  BidAmount: amountDollars,
});

export const cancelBidBody = z.object({
  GameInstanceID: instanceId,
  iBuyGameItemBidID: requiredId,
});
