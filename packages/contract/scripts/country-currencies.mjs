// Writes src/user/country-currencies.json: each country's currency today (CLDR's tender without an
// end date, the first listed), for the pickers that offer a person's country's currency first.
// Run after upgrading cldr-core: `npm run country-currencies -w @portal/contract`.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const regions = JSON.parse(
  readFileSync(require.resolve("cldr-core/supplemental/currencyData.json"), "utf8"),
).supplemental.currencyData.region;

const map = {};
for (const [country, list] of Object.entries(regions)) {
  if (!/^[A-Z]{2}$/.test(country)) continue;
  const current = list
    .flatMap((entry) => Object.entries(entry))
    .find(([, info]) => !info._to && info._tender !== "false");
  if (current) map[country] = current[0];
}
const out = new URL("../src/user/country-currencies.json", import.meta.url);
writeFileSync(out, JSON.stringify(map));
console.log(`${Object.keys(map).length} countries`);
