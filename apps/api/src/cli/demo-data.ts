// Loads demo data so a newcomer sees matching work right after `npm start`: funders with
// published listings across products, amounts and criteria real funders use, and two brokers with
// deals. Everything goes through the API itself (sign-up, onboarding, listings, deals), so the
// data obeys every rule the product does. No test relies on it (test/demo-data.test.ts runs it).
//   npm run demo-data            (stop `npm start` first on the embedded database)
// Reads the same settings as the server. Running it twice changes nothing the second time.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "@portal/db/schema/identity";
import { organizations } from "@portal/db/schema/organizations";
import type { ListingInput } from "@portal/contract/lenders/listing-schemas";
import type { DealMatches } from "@portal/contract/matching/match-schemas";
import { buildApp } from "../app";
import { loadConfig } from "../config/env";

export const demoPassword = "portal demo horse battery";

type Criteria = ListingInput["criteria"];
const funders: {
  company: string;
  email: string;
  listings: (Omit<ListingInput, "currency" | "criteria"> & {
    criteria: Criteria;
    currency?: string;
  })[];
}[] = [
  {
    company: "Northbridge Capital",
    email: "funder.northbridge@demo.example.com",
    listings: [
      {
        name: "SME growth term loans",
        rateMinBp: 790,
        rateMaxBp: 1490,
        brokerCommissionBp: 200,
        promisedResponseHours: 24,
        criteria: {
          products: ["term_loan"],
          amountMinMinor: 2_500_000,
          amountMaxMinor: 50_000_000,
          countries: ["GB"],
          minCreditScore: 620,
          minMonthsInBusiness: 24,
          minMonthlyRevenueMinor: 2_000_000,
          excludedIndustries: ["gambling", "cannabis", "adult_entertainment"],
          termMinMonths: 12,
          termMaxMonths: 60,
        },
      },
      {
        name: "Revolving credit lines",
        rateMinBp: 900,
        rateMaxBp: 1800,
        brokerCommissionBp: 150,
        promisedResponseHours: 48,
        criteria: {
          products: ["line_of_credit"],
          amountMinMinor: 1_000_000,
          amountMaxMinor: 25_000_000,
          countries: ["GB", "IE"],
          minCreditScore: 650,
          minMonthsInBusiness: 12,
        },
      },
    ],
  },
  {
    company: "Swift Advance Funding",
    email: "funder.swift@demo.example.com",
    listings: [
      {
        name: "Merchant cash advance, 24-hour decisions",
        factorMinBp: 11_500,
        factorMaxBp: 14_500,
        brokerCommissionBp: 800,
        promisedResponseHours: 4,
        criteria: {
          products: ["merchant_cash_advance"],
          amountMinMinor: 500_000,
          amountMaxMinor: 15_000_000,
          countries: ["GB", "US"],
          minCreditScore: 500,
          minMonthsInBusiness: 6,
          minMonthlyRevenueMinor: 1_000_000,
          maxPositions: 2,
          excludedIndustries: ["cryptocurrency", "firearms"],
        },
      },
    ],
  },
  {
    company: "Keystone Asset Finance",
    email: "funder.keystone@demo.example.com",
    listings: [
      {
        name: "Equipment and vehicle finance",
        rateMinBp: 650,
        rateMaxBp: 1200,
        brokerCommissionBp: 300,
        promisedResponseHours: 24,
        criteria: {
          products: ["equipment_finance"],
          amountMinMinor: 1_000_000,
          amountMaxMinor: 100_000_000,
          countries: ["GB"],
          minCreditScore: 580,
          minMonthsInBusiness: 12,
          termMinMonths: 12,
          termMaxMonths: 84,
        },
      },
      {
        name: "Invoice finance",
        rateMinBp: 300,
        rateMaxBp: 900,
        brokerCommissionBp: 250,
        promisedResponseHours: 72,
        criteria: {
          products: ["invoice_finance"],
          amountMinMinor: 2_000_000,
          amountMaxMinor: 200_000_000,
          countries: ["GB"],
          minMonthlyRevenueMinor: 5_000_000,
          minMonthsInBusiness: 12,
        },
      },
    ],
  },
  {
    company: "Harbourside Property Lending",
    email: "funder.harbourside@demo.example.com",
    listings: [
      {
        name: "Bridging loans",
        rateMinBp: 900,
        rateMaxBp: 1300,
        brokerCommissionBp: 100,
        promisedResponseHours: 48,
        criteria: {
          products: ["bridge"],
          amountMinMinor: 10_000_000,
          amountMaxMinor: 1_000_000_000,
          countries: ["GB"],
          propertyTypes: ["residential", "commercial", "mixed_use"],
          maxLtvBp: 7500,
          termMinMonths: 3,
          termMaxMonths: 24,
        },
      },
      {
        name: "Commercial mortgages",
        rateMinBp: 600,
        rateMaxBp: 950,
        brokerCommissionBp: 100,
        promisedResponseHours: 120,
        criteria: {
          products: ["commercial_real_estate", "residential_investment"],
          amountMinMinor: 15_000_000,
          amountMaxMinor: 2_000_000_000,
          countries: ["GB"],
          propertyTypes: ["commercial", "mixed_use", "industrial", "residential"],
          maxLtvBp: 7000,
          minDscrBp: 12_500,
          termMinMonths: 36,
          termMaxMonths: 300,
        },
      },
    ],
  },
  {
    company: "Lone Star SBA Partners",
    email: "funder.lonestar@demo.example.com",
    listings: [
      {
        name: "Government-backed loans",
        currency: "USD",
        rateMinBp: 1050,
        rateMaxBp: 1375,
        brokerCommissionBp: 200,
        promisedResponseHours: 168,
        criteria: {
          products: ["government_backed_loan"],
          amountMinMinor: 5_000_000,
          amountMaxMinor: 500_000_000,
          countries: ["US"],
          regions: ["US-TX", "US-OK", "US-LA"],
          minCreditScore: 680,
          minMonthsInBusiness: 24,
          requiredDocumentTypes: ["tax_return", "financial_statement"],
        },
      },
    ],
  },
];

/** The day `months` months before today (YYYY-MM-DD): demo businesses age with the calendar. */
function monthsAgo(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const brokers = [
  {
    company: "Harbour Finance Brokers",
    email: "broker.harbour@demo.example.com",
    deals: [
      {
        product: "term_loan",
        amountMinor: 7_500_000,
        currency: "GBP",
        purpose: "Second bakery site: fit-out and ovens",
        termMonths: 36,
        monthlyRevenueMinor: 4_200_000,
        existingAdvances: [],
        borrower: {
          legalName: "Northwind Bakery Ltd",
          entityType: "limited_company",
          industry: "restaurants",
          country: "GB",
          region: "GB-ENG",
          startDate: "2019-03-01",
          registrationNumber: "11873452",
          owners: [
            { name: "Ann Lee", ownershipBp: 6_000, creditScore: 705 },
            { name: "Tom Reyes", ownershipBp: 4_000, creditScore: 640 },
          ],
        },
      },
      {
        product: "merchant_cash_advance",
        amountMinor: 2_000_000,
        currency: "GBP",
        purpose: "Stock for the Christmas season",
        monthlyRevenueMinor: 1_800_000,
        existingAdvances: [
          {
            funder: "QuickCash Advance",
            balanceMinor: 450_000,
            paymentMinor: 9_000,
            paymentFrequency: "daily",
          },
        ],
        borrower: {
          legalName: "Brightside Gifts Ltd",
          entityType: "limited_company",
          industry: "clothing_stores",
          country: "GB",
          region: "GB-WLS",
          startDate: "2025-11-15",
          owners: [{ name: "Priya Shah", ownershipBp: 10_000, creditScore: 590 }],
        },
      },
      {
        product: "bridge",
        amountMinor: 45_000_000,
        currency: "GBP",
        purpose: "Purchase before refurbishment and sale",
        termMonths: 12,
        borrower: {
          legalName: "Quayside Developments Ltd",
          entityType: "limited_company",
          industry: "real_estate",
          country: "GB",
          region: "GB-BST",
          startDate: "2016-06-01",
          owners: [{ name: "Mark Owen", ownershipBp: 10_000, creditScore: 720 }],
          property: {
            type: "mixed_use",
            address: "12 Quay Street, Bristol",
            valueMinor: 65_000_000,
            occupancy: "vacant",
          },
        },
      },
      {
        // 21 months trading where the term-loan funder asks for 24: "what would change it" says so.
        product: "term_loan",
        amountMinor: 6_000_000,
        currency: "GBP",
        purpose: "Kitchen refit and a second espresso bar",
        termMonths: 36,
        monthlyRevenueMinor: 3_100_000,
        existingAdvances: [],
        borrower: {
          legalName: "Harbour Lane Café Ltd",
          entityType: "limited_company",
          industry: "restaurants",
          country: "GB",
          region: "GB-ENG",
          startDate: monthsAgo(21),
          owners: [{ name: "Lucy Fenn", ownershipBp: 10_000, creditScore: 688 }],
        },
      },
    ],
  },
  {
    company: "Summit Commercial Brokers",
    email: "broker.summit@demo.example.com",
    deals: [
      {
        product: "equipment_finance",
        amountMinor: 12_000_000,
        currency: "GBP",
        purpose: "Two refrigerated vans",
        termMonths: 48,
        monthlyRevenueMinor: 6_500_000,
        existingAdvances: [],
        borrower: {
          legalName: "Coldchain Logistics Ltd",
          entityType: "limited_company",
          industry: "trucking",
          country: "GB",
          region: "GB-SCT",
          startDate: "2021-01-10",
          owners: [{ name: "Sam Patel", ownershipBp: 10_000, creditScore: 660 }],
        },
      },
      {
        product: "government_backed_loan",
        amountMinor: 35_000_000,
        currency: "USD",
        purpose: "Acquire a second clinic",
        termMonths: 120,
        borrower: {
          legalName: "Gulf Coast Dental PLLC",
          entityType: "llc",
          industry: "dental",
          country: "US",
          region: "US-TX",
          startDate: "2017-09-01",
          owners: [{ name: "Dr. Maria Gomez", ownershipBp: 10_000, creditScore: 745 }],
        },
      },
      {
        product: "commercial_real_estate",
        amountMinor: 90_000_000,
        currency: "GBP",
        purpose: "Refinance a 24-flat block",
        termMonths: 240,
        interestRateBp: 650,
        borrower: {
          legalName: "Clydeside Flats Ltd",
          entityType: "limited_company",
          industry: "real_estate_lessors",
          country: "GB",
          region: "GB-GLG",
          startDate: "2012-04-01",
          owners: [{ name: "Iain Ross", ownershipBp: 10_000, creditScore: 710 }],
          property: {
            type: "multifamily",
            address: "40 Clyde Street, Glasgow",
            valueMinor: 150_000_000,
            monthlyIncomeMinor: 900_000,
            occupancy: "tenanted",
          },
        },
      },
    ],
  },
];

async function account(
  app: FastifyInstance,
  publicUrl: string,
  email: string,
  company: string,
  accountType: "organization" | "funder",
) {
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: { origin: publicUrl }, payload });
  const signUp = await post("/auth/sign-up/email", {
    email,
    password: demoPassword,
    name: company,
  });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up of ${email} failed: ${signUp.statusCode} ${signUp.body}`);
  // A sign-up opens no session (docs/decisions/022-sign-up-enumeration.md).
  const signIn = await post("/auth/sign-in/email", { email, password: demoPassword });
  if (signIn.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${signIn.statusCode} ${signIn.body}`);
  const cookie = signIn.headers["set-cookie"];
  const cookies = (Array.isArray(cookie) ? cookie : [cookie ?? ""])
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = (
    await app.inject({ method: "GET", url: "/auth/token", headers: { cookie: cookies } })
  ).json().token as string;
  const onboard = await app.inject({
    method: "PUT",
    url: "/v1/user/update",
    headers: { authorizationkey: token },
    payload: {
      accountType,
      company: { companyName: company },
      firstName: "Demo",
      lastName: company.split(" ")[0],
      dateOfBirth: "1985-05-05",
      gender: "rather_not_say",
      country: "GB",
      phoneNumber: "07911 123456",
      language: "en",
      displayCurrency: "GBP",
      termsAccepted: true,
    },
  });
  if (onboard.statusCode !== 200)
    throw new Error(`onboarding of ${email} failed: ${onboard.statusCode} ${onboard.body}`);
  return token;
}

async function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  RATE_LIMIT_PER_MINUTE: "100000",
});
const app = await buildApp(config);
try {
  const db = app.database.db;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, funders[0]!.email))
    .limit(1);
  if (existing) {
    console.log("The demo data is already loaded.");
  } else {
    for (const funder of funders) {
      const token = await account(app, config.publicUrl, funder.email, funder.company, "funder");
      // Approved as an operator would (the demo has no operator to wait for).
      await db
        .update(organizations)
        .set({ approvedAt: new Date(), approvedBy: "demo-data" })
        .where(eq(organizations.name, funder.company));
      for (const { currency, ...listing } of funder.listings) {
        const created = await app.inject({
          method: "POST",
          url: "/v1/lender",
          headers: { authorizationkey: token },
          payload: { ...listing, currency: currency ?? "GBP" },
        });
        await expectOk(created, `listing ${listing.name}`);
        await expectOk(
          await app.inject({
            method: "PUT",
            url: `/v1/lender/${created.json().id}/publish`,
            headers: { authorizationkey: token },
          }),
          `publishing ${listing.name}`,
        );
      }
    }
    for (const broker of brokers) {
      const token = await account(
        app,
        config.publicUrl,
        broker.email,
        broker.company,
        "organization",
      );
      for (const deal of broker.deals) {
        const created = await app.inject({
          method: "POST",
          url: "/v1/user/deals",
          headers: { authorizationkey: token },
          payload: deal,
        });
        await expectOk(created, `deal for ${deal.borrower.legalName}`);
        // What the broker will see on the deal's Funders tab.
        const matches = (
          await app.inject({
            method: "GET",
            url: `/v1/user/deal/${created.json().id}/matches`,
            headers: { authorizationkey: token },
          })
        ).json() as DealMatches;
        const change = matches.suggestions[0]?.sentence;
        console.log(
          `  ${deal.borrower.legalName}: ${matches.fitCount} ${matches.fitCount === 1 ? "listing fits" : "listings fit"}${change ? `; ${change}` : ""}`,
        );
      }
    }
    console.log(
      `Loaded ${funders.length} funders (${funders.reduce((n, f) => n + f.listings.length, 0)} published listings) and ${brokers.length} brokers (${brokers.reduce((n, b) => n + b.deals.length, 0)} deals).`,
    );
  }
  // Every run, not only the first: the accounts are what a newcomer came for.
  console.log(`Log in at ${config.publicUrl} with the password "${demoPassword}" as:`);
  for (const who of [...brokers, ...funders]) console.log(`  ${who.email}  (${who.company})`);
} finally {
  await app.close();
}
