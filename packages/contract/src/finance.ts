/**
 * The annuity maths of a loan repaid in level payments, once for every place that needs it (an
 * offer's payment and APR, a deal's debt service coverage; decision 056). Rates are per payment
 * period as a fraction (1 % a month is 0.01); amounts are in any one unit, unrounded.
 */

/** The level payment that repays `principal` over `n` payments (at least one) at `rate` per payment. */
export function payment(principal: number, rate: number, n: number): number {
  if (!(n >= 1)) throw new RangeError(`a loan is repaid in at least one payment, not ${n}`);
  return rate === 0 ? principal / n : (principal * rate) / (1 - (1 + rate) ** -n);
}

/** What `n` level payments of `each` are worth today, discounted at `rate` per payment. */
export function presentValue(each: number, rate: number, n: number): number {
  return rate === 0 ? each * n : (each * (1 - (1 + rate) ** -n)) / rate;
}

/**
 * The rate per payment at which `n` payments of `each` are worth `proceeds` today (the internal
 * rate of return), by bisection: present value falls as the rate rises, so there is exactly one
 * root when the payments add up to more than the proceeds; 0 when they do not.
 */
export function rateOf(proceeds: number, each: number, n: number): number {
  if (each * n <= proceeds) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(each, high, n) > proceeds) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (presentValue(each, mid, n) > proceeds) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** A yearly rate in basis points as a rate per payment, with `perYear` payments a year. */
export function ratePerPayment(yearlyBp: number, perYear: number): number {
  return yearlyBp / 10_000 / perYear;
}
