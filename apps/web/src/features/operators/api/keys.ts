export const operatorKeys = {
  /** The funders an operator vets (waiting and approved). */
  funders: () => ["operator", "funders"] as const,
};
