// Writes src/deals/regions.json: each country's current ISO 3166-2 subdivisions with their English
// names (CLDR) and the subdivision each lies in (a UK county in its nation); and
// src/deals/regions-ar.json: their Arabic names, by code, where one is known (decision 076): CLDR's
// Arabic first, then scripts/regions-ar-supplement.json (OpenStreetMap/Wikidata names by the same
// code). A region with neither keeps its English name in Arabic pages. Run after upgrading
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

const cldrArabic = read("cldr-subdivisions-full/subdivisions/ar/ar.json").subdivisions
  .localeDisplayNames.subdivisions;
const supplement = JSON.parse(
  readFileSync(new URL("./regions-ar-supplement.json", import.meta.url), "utf8"),
).names;
/**
 * Written here where neither source has one: the Gulf's, Ireland's counties, Maryland, and the UK's
 * principal cities and largest counties by their usual Arabic names (the other council areas keep
 * their English names).
 */
const handWritten = {
  "GB-ABE": "أبردين",
  "GB-BFS": "بلفاست",
  "GB-BIR": "برمنغهام",
  "GB-BNH": "برايتون وهوف",
  "GB-BST": "بريستول",
  "GB-CAM": "كامبريدجشير",
  "GB-CMD": "كامدن",
  "GB-CRF": "كارديف",
  "GB-DND": "دندي",
  "GB-EDH": "إدنبرة",
  "GB-ESS": "إسكس",
  "GB-GLG": "غلاسكو",
  "GB-HMF": "هامرسميث وفولهام",
  "GB-KEC": "كنسينغتون وتشيلسي",
  "GB-KEN": "كنت",
  "GB-LCE": "ليستر",
  "GB-LDS": "ليدز",
  "GB-LIV": "ليفربول",
  "GB-LND": "لندن",
  "GB-MAN": "مانشستر",
  "GB-NET": "نيوكاسل أبون تاين",
  "GB-NGM": "نوتينغهام",
  "GB-OXF": "أوكسفوردشير",
  "GB-SHF": "شيفيلد",
  "GB-SRY": "ساري",
  "GB-SWA": "سوانزي",
  "GB-TWH": "تاور هاملتس",
  "GB-WSM": "وستمنستر",
  "GB-YOR": "يورك",
  "AU-ACT": "إقليم العاصمة الأسترالية",
  "BH-14": "المحافظة الجنوبية",
  "IE-CE": "كلير",
  "IE-CN": "كافان",
  "IE-CO": "كورك",
  "IE-CW": "كارلو",
  "IE-D": "دبلن",
  "IE-DL": "دونيغال",
  "IE-G": "غالواي",
  "IE-KE": "كيلدير",
  "IE-KK": "كيلكيني",
  "IE-KY": "كيري",
  "IE-LD": "لونغفورد",
  "IE-LH": "لاوث",
  "IE-LK": "ليمريك",
  "IE-LM": "ليتريم",
  "IE-LS": "ليش",
  "IE-MH": "ميث",
  "IE-MN": "موناهان",
  "IE-MO": "مايو",
  "IE-OY": "أوفالي",
  "IE-RN": "روسكومون",
  "IE-SO": "سلايغو",
  "IE-TA": "تيبيراري",
  "IE-WD": "ووترفورد",
  "IE-WH": "وستميث",
  "IE-WW": "ويكلو",
  "IE-WX": "ويكسفورد",
  "OM-BJ": "جنوب الباطنة",
  "OM-BS": "شمال الباطنة",
  "OM-MA": "مسقط",
  "OM-SJ": "جنوب الشرقية",
  "OM-SS": "شمال الشرقية",
  "QA-RA": "الريان",
  "QA-SH": "الشيحانية",
  "SA-04": "المنطقة الشرقية",
  "US-MD": "ماريلاند",
};
const arabicScript = /^[\u0600-\u06FF\u0750-\u077F\s\-'’.]+$/;
/** Tidy a supplement's name: "المحافظة الشمالية الغربية، زامبيا" -> its part before the comma, and
 * "إمارة دبي" -> "دبي" (CLDR's English says "Dubai", not "Emirate of Dubai"). */
const tidy = (code, name) => {
  let tidied = name.split("،")[0].trim();
  if (code.startsWith("AE-")) tidied = tidied.replace(/^إمارة /, "");
  return tidied;
};
const arabic = {};
for (const list of Object.values(regions))
  for (const [code] of list) {
    const cldr = cldrArabic[code.replace("-", "").toLowerCase()];
    const name = cldr ?? handWritten[code] ?? (supplement[code] && tidy(code, supplement[code]));
    if (name && arabicScript.test(name)) arabic[code] = name;
  }
writeFileSync(new URL("../src/deals/regions-ar.json", import.meta.url), JSON.stringify(arabic));
console.log(
  `${Object.keys(regions).length} countries, ${Object.values(regions).flat().length} subdivisions, ` +
    `${Object.keys(arabic).length} with an Arabic name`,
);
