// Writes src/deals/regions.json: each country's current ISO 3166-2 subdivisions with their English
// names (CLDR) and the subdivision each lies in (a UK county in its nation). Run after upgrading
// cldr-core or cldr-subdivisions-full: `npm run regions -w @portal/contract`.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const read = (name) => JSON.parse(readFileSync(require.resolve(name), "utf8"));
const containment = read("cldr-core/supplemental/subdivisionContainment.json").supplemental
  .subdivisionContainment;
const names = read("cldr-subdivisions-full/subdivisions/en/en.json").subdivisions.localeDisplayNames
  .subdivisions;

/** CLDR's "gbsct" is ISO 3166-2's "GB-SCT". */
const iso = (cldr) => `${cldr.slice(0, 2).toUpperCase()}-${cldr.slice(2).toUpperCase()}`;

const regions = {};
for (const [country, { _contains }] of Object.entries(containment)) {
  if (!/^[A-Z]{2}$/.test(country)) continue;
  const list = [];
  const walk = (codes, parent) => {
    for (const code of codes) {
      if (!names[code]) continue;
      list.push(parent ? [iso(code), names[code], iso(parent)] : [iso(code), names[code]]);
      if (containment[code]) walk(containment[code]._contains, code);
    }
  };
  walk(_contains, undefined);
  if (list.length) regions[country] = list.sort((a, b) => a[0].localeCompare(b[0]));
}
const out = new URL("../src/deals/regions.json", import.meta.url);
writeFileSync(out, JSON.stringify(regions));
console.log(
  `${Object.keys(regions).length} countries, ${Object.values(regions).flat().length} subdivisions`,
);
