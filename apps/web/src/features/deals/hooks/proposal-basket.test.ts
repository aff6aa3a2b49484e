import { describe, expect, it } from "vitest";
import { dealListItem } from "../deal-fixture";
import {
  basketCacheKey,
  basketIdsKey,
  basketLimit,
  readBasket,
  removeDeal,
  toggleDeal,
  writeBasket,
  type Basket,
} from "./proposal-basket";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const deal = (n: number) => dealListItem(n);
const id = (n: number) => deal(n).id;
const empty: Basket = { ids: [], deals: {} };

describe("proposal basket (PRODUCT.md: proposalPropertyIds, cachedPropertyData)", () => {
  it("keeps ids comma-joined and the cached data to draw them, and reads both back", () => {
    const storage = memoryStorage();
    const basket = toggleDeal(toggleDeal(empty, deal(1)), deal(2));
    writeBasket(storage, basket);
    expect(storage.data.get(basketIdsKey)).toBe(`${id(1)},${id(2)}`);
    expect(JSON.parse(storage.data.get(basketCacheKey)!)[id(2)]).toEqual({
      id: id(2),
      reference: "D-000002",
      borrowerName: "Borrower 2",
      product: "term_loan",
      amountMinor: 200,
      currency: "GBP",
    });
    expect(readBasket(storage)).toEqual(basket);
  });

  it("toggles a deal out again, and emptying removes both keys", () => {
    const storage = memoryStorage();
    const basket = toggleDeal(toggleDeal(empty, deal(1)), deal(1));
    expect(basket).toEqual(empty);
    writeBasket(storage, toggleDeal(empty, deal(3)));
    writeBasket(storage, removeDeal(readBasket(storage), id(3)));
    expect([...storage.data.keys()]).toEqual([]);
  });

  it("holds at most the limit", () => {
    let basket = empty;
    for (let n = 1; n <= basketLimit + 3; n++) basket = toggleDeal(basket, deal(n));
    expect(basket.ids).toHaveLength(basketLimit);
    expect(basket.ids).not.toContain(id(basketLimit + 1));
  });

  it("drops what is malformed: bad ids, duplicates, broken JSON, half-cached deals", () => {
    const storage = memoryStorage({
      [basketIdsKey]: `${id(1)},../etc,${id(1)},,${id(2)}`,
      [basketCacheKey]: JSON.stringify({
        [id(1)]: { reference: "D-000001", borrowerName: "B", amountMinor: 5, currency: "GBP" },
        [id(2)]: { reference: 7 },
      }),
    });
    const basket = readBasket(storage);
    expect(basket.ids).toEqual([id(1), id(2)]);
    expect(Object.keys(basket.deals)).toEqual([id(1)]);
    expect(
      readBasket(memoryStorage({ [basketIdsKey]: id(4), [basketCacheKey]: "{not json" })),
    ).toEqual({ ids: [id(4)], deals: {} });
  });
});
