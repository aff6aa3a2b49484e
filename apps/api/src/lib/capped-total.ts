// A list's total counted only up to a bound (issue 38, decision 084): a list of a million rows never
// counts them all. Past the bound the total is the bound and `totalIsCapped` says there are more
// ("1,000+ deals", "page 3 of 50+"); the bound grows with the page asked for, so the page shown is
// always inside what was counted.

/** Above this many matches a list's total is not counted exactly. */
export const defaultTotalBound = 1000;

/** How far to count for `page` of `pageSize`: the bound, or to the end of that page. */
export const listCap = (page: number, pageSize: number, totalBound = defaultTotalBound) =>
  Math.max(totalBound, page * pageSize);

/** The answer's total from `matched` rows counted up to `cap + 1`. */
export const cappedTotal = (matched: number, cap: number) => ({
  total: Math.min(matched, cap),
  totalIsCapped: matched > cap,
});
