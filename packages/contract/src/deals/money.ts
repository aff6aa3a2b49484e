const digitsByCurrency = new Map<string, number>();

/** Digits after the decimal point of a currency (2 for GBP, 0 for JPY, 3 for KWD). */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** A typed amount ("50,000.50") in minor units, exactly (no floating point), or undefined when it is not a plain amount. */
export function toMinor(text: string, currency: string): number | undefined {
  const cleaned = text.replace(/[,\s]/g, "");
  const digits = minorDigits(currency);
  if (!new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`).test(cleaned)) return undefined;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}
