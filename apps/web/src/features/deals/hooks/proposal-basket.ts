import { useCallback, useEffect, useState } from "react";
import type { Deal, DealListItem } from "@portal/contract/deals/deal-schemas";

/** Browser storage keys of the proposal basket (PRODUCT.md "Proposal basket"). */
export const basketIdsKey = "proposalPropertyIds";
export const basketCacheKey = "cachedPropertyData";
/** How many deals one basket holds. */
export const basketLimit = 25;

/** What the basket draws at once, before any call: enough to name each deal. */
export type BasketDeal = Pick<Deal, "id" | "reference" | "product" | "amountMinor" | "currency"> & {
  borrowerName: string;
};

export interface Basket {
  ids: string[];
  deals: Record<string, BasketDeal>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the basket back; anything malformed (edited by hand, an older version) is dropped, not trusted. */
export function readBasket(storage: Pick<Storage, "getItem">): Basket {
  const ids = [
    ...new Set((storage.getItem(basketIdsKey) ?? "").split(",").filter((id) => uuid.test(id))),
  ].slice(0, basketLimit);
  let cached: unknown;
  try {
    cached = JSON.parse(storage.getItem(basketCacheKey) ?? "null");
  } catch {
    cached = null;
  }
  const deals: Record<string, BasketDeal> = {};
  if (cached && typeof cached === "object") {
    for (const id of ids) {
      const d = (cached as Record<string, Partial<BasketDeal>>)[id];
      if (
        d &&
        typeof d.reference === "string" &&
        typeof d.borrowerName === "string" &&
        typeof d.amountMinor === "number" &&
        typeof d.currency === "string"
      ) {
        deals[id] = {
          id,
          reference: d.reference,
          borrowerName: d.borrowerName,
          amountMinor: d.amountMinor,
          currency: d.currency,
          product: d.product as BasketDeal["product"],
        };
      }
    }
  }
  return { ids, deals };
}

export function writeBasket(storage: Pick<Storage, "setItem" | "removeItem">, basket: Basket) {
  if (basket.ids.length === 0) {
    storage.removeItem(basketIdsKey);
    storage.removeItem(basketCacheKey);
    return;
  }
  storage.setItem(basketIdsKey, basket.ids.join(","));
  storage.setItem(
    basketCacheKey,
    JSON.stringify(
      Object.fromEntries(
        basket.ids.flatMap((id) => (basket.deals[id] ? [[id, basket.deals[id]]] : [])),
      ),
    ),
  );
}

export function toggleDeal(basket: Basket, deal: DealListItem): Basket {
  if (basket.ids.includes(deal.id)) return removeDeal(basket, deal.id);
  if (basket.ids.length >= basketLimit) return basket;
  const { id, reference, product, amountMinor, currency, borrowerName } = deal;
  return {
    ids: [...basket.ids, id],
    deals: {
      ...basket.deals,
      [id]: { id, reference, product, amountMinor, currency, borrowerName },
    },
  };
}

export function removeDeal(basket: Basket, id: string): Basket {
  const { [id]: _removed, ...deals } = basket.deals;
  return { ids: basket.ids.filter((x) => x !== id), deals };
}

/** The basket in browser storage: survives reloads and follows changes made in other tabs. */
export function useProposalBasket() {
  const [basket, setBasket] = useState<Basket>(() => readBasket(localStorage));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === basketIdsKey || event.key === basketCacheKey)
        setBasket(readBasket(localStorage));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  const change = useCallback((next: (b: Basket) => Basket) => {
    setBasket((current) => {
      const updated = next(current);
      writeBasket(localStorage, updated);
      return updated;
    });
  }, []);
  return {
    basket,
    toggle: (deal: DealListItem) => change((b) => toggleDeal(b, deal)),
    remove: (id: string) => change((b) => removeDeal(b, id)),
    clear: () => change(() => ({ ids: [], deals: {} })),
  };
}

export type ProposalBasket = ReturnType<typeof useProposalBasket>;
