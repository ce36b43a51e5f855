import {
  centsToDollars as $,
  type IBuyBid,
  type IBuyItem,
  type IBuySale,
  type OwnedItem,
  type ShopItem,
} from '@mc/contract';
import type { BidView, LotView, OwnedItemView, SaleView, ShopItemView } from '@mc/engine';

// My Stuff's, uShop's and iBuy's engine views as the spec's API fields (part 2, section 3).

export function presentShopItem(view: ShopItemView): ShopItem {
  const { type } = view;
  return {
    ID: type.id,
    Title: type.title,
    Description: type.description,
    Image: type.image,
    Price: $(type.priceCents),
    SoldOut: view.quantityLeft === 0,
    Quantity: view.quantity,
    QuantityLeft: view.quantityLeft,
    Purpose: type.purpose,
    SecondHandValue: $(view.secondHandCents),
    ValueChangePerYear: Math.round(type.valueChangePerYear * 100),
    CanResell: type.resaleable,
    Owned: view.owned,
    NeededForJobs: view.neededForJobs,
  };
}

export function presentOwnedItem(view: OwnedItemView): OwnedItem {
  const { item, type, sale } = view;
  return {
    ItemInstanceID: view.instanceId,
    ID: type.id,
    Title: type.title,
    Description: type.description,
    Image: type.image,
    Price: $(view.valueCents),
    PricePaid: $(item.pricePaidCents),
    SinceWeek: item.sinceWeek,
    Purpose: type.purpose,
    CanSell: type.resaleable,
    IBuySale: sale !== null,
    iBuyItemForSaleID: sale?.id ?? null,
    SalePrice: sale ? $(sale.priceCents) : null,
    NeededByJobs: view.neededByJobs,
  };
}

export function presentLot(view: LotView): IBuyItem {
  const { lot } = view;
  return {
    iBuyGameItemID: lot.id,
    ID: lot.type.id,
    Title: lot.type.title,
    Description: lot.type.description,
    Image: lot.type.image,
    Price: $(lot.type.priceCents),
    CurrentBid: $(view.currentBidCents),
    NumberOfBids: view.numberOfBids,
    SellPrice: $(lot.buyNowCents),
    ClosingWeek: lot.closeWeek,
    SoldOut: view.soldOut,
    UserBidding: view.userBidding,
    MinimumBid: $(view.minimumBidCents),
    SuggestedBid: $(view.suggestedBidCents),
  };
}

export function presentBid(view: BidView): IBuyBid {
  return {
    iBuyGameItemBidID: view.bidId,
    iBuyGameItemID: view.lot.id,
    Title: view.lot.type.title,
    Image: view.lot.type.image,
    BidAmount: $(view.bid.amountCents),
    SourceTitle: view.sourceTitle,
    Week: view.bid.week,
    ClosingWeek: view.lot.closeWeek,
  };
}

export function presentSale(view: SaleView): IBuySale {
  return {
    iBuyItemForSaleID: view.saleId,
    ItemInstanceID: view.itemInstanceId,
    Title: view.item.title,
    Image: `items/${view.item.itemId}.svg`,
    Price: $(view.sale.priceCents),
    Value: $(view.valueCents),
    Week: view.sale.week,
  };
}
