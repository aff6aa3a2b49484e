import { createContext, useContext } from "react";

/**
 * What the currency pickers offer first: the signed-in person's display currency and country
 * (its currency), provided by the signed-in pages' layout. There is no organization currency in
 * the contract; the person's country stands for where they and their organization work.
 */
export interface PersonCurrencies {
  displayCurrency?: string;
  country?: string;
}

export const PersonCurrenciesContext = createContext<PersonCurrencies>({});

export const usePersonCurrencies = () => useContext(PersonCurrenciesContext);
