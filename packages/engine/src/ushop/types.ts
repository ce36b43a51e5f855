// The uShop slice: how many of each thing the player has bought in the current week (the shop's
// limit per customer is per week, so only this week's count matters).
export interface UShopState {
  week: number;
  bought: Record<string, number>;
}
