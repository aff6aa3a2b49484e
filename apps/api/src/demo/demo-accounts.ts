// The demo's funders and brokers (`npm run demo-data`, src/cli/demo-data.ts): published listings
// across products, amounts and criteria real funders use, and brokers' deals, some of which go on
// to funders and get a question, offers or funding (each deal's `story`).
import type { ListingInput } from "@portal/contract/lenders/listing-schemas";
import type { ProposalInput } from "@portal/contract/submissions/submission-schemas";
import type { z } from "zod";
import type { DealProduct, dealCreateSchema } from "@portal/contract/deals/deal-schemas";

type Criteria = ListingInput["criteria"];

/**
 * What happens to a deal once created: it is sent to every demo listing that fits it, then the
 * funder of `listing` (which must be among them) asks `question`, or makes `offer`, which the broker
 * accepts and the funder reports funded when `fundedMinor` is given. Without a story it stays a draft.
 */
export interface Story {
  listing: string;
  question?: string;
  offer?: ProposalInput;
  fundedMinor?: number;
}

type DealInput = z.input<typeof dealCreateSchema>;

type DemoDeal = DealInput & { borrower: NonNullable<DealInput["borrower"]>; story?: Story };

/** A broker the owner invites (team role member), placed in the sales hierarchy with deals of their own. */
export interface DemoMember {
  firstName: string;
  lastName: string;
  email: string;
  salesRole: "team_manager" | "team_member" | "agent";
  team: string;
  deals: DemoDeal[];
}

/** A news post: to the organization by its owner, or to a team by its manager (`author` by email). */
export interface DemoNews {
  author: string;
  audience: "organization" | "team";
  title: string;
  body: string;
}

export interface DemoBroker {
  company: string;
  email: string;
  /** The owner's own name (profile and leaderboard). */
  firstName: string;
  lastName: string;
  deals: DemoDeal[];
  /** One region (the brokerage's country) and its teams. */
  region: { name: string; teams: string[] };
  members: DemoMember[];
  news: DemoNews[];
  /** The products whose course everyone of the brokerage has passed (the others show the gate). */
  trained: DealProduct[];
}
export const funders: {
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

export const brokers: DemoBroker[] = [
  {
    company: "Harbour Finance Brokers",
    email: "broker.harbour@demo.example.com",
    firstName: "Hannah",
    lastName: "Marsh",
    deals: [
      {
        // Offered by Northbridge: an offer waiting for the broker.
        story: {
          listing: "SME growth term loans",
          offer: { amountMinor: 7_500_000, rateBp: 1090, termMonths: 36, brokerCommissionBp: 200 },
        },
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
        // Offered by Swift: a second offer waiting, from another funder.
        story: {
          listing: "Merchant cash advance, 24-hour decisions",
          offer: {
            amountMinor: 1_800_000,
            factorBp: 12_800,
            termMonths: 9,
            paymentFrequency: "daily",
            brokerCommissionBp: 800,
            fundingDays: 1,
          },
        },
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
        // Harbourside's question waits for the broker's answer.
        story: {
          listing: "Bridging loans",
          question: "Please share the refurbishment schedule and the builder's quote.",
        },
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
      {
        // Offered £42,000 of the £45,000 asked, accepted and funded: the broker's closed deal, sales
        // and commission earned (3% of £42,000 = £1,260).
        story: {
          listing: "Equipment and vehicle finance",
          offer: {
            amountMinor: 4_200_000,
            rateBp: 890,
            termMonths: 48,
            brokerCommissionBp: 300,
            fundingDays: 5,
          },
          fundedMinor: 4_200_000,
        },
        product: "equipment_finance",
        amountMinor: 4_500_000,
        currency: "GBP",
        purpose: "A CNC router and dust extraction for the workshop",
        termMonths: 48,
        monthlyRevenueMinor: 3_800_000,
        existingAdvances: [],
        borrower: {
          legalName: "Tidewater Joinery Ltd",
          entityType: "limited_company",
          industry: "wood_paper_printing",
          country: "GB",
          region: "GB-ENG",
          startDate: "2018-02-01",
          owners: [{ name: "Owen Hart", ownershipBp: 10_000, creditScore: 676 }],
        },
      },
      {
        // A draft for a product nobody at Harbour is trained in: submitting it names the course.
        product: "invoice_finance",
        amountMinor: 8_000_000,
        currency: "GBP",
        purpose: "Working capital against 60-day invoices to supermarkets",
        monthlyRevenueMinor: 6_000_000,
        existingAdvances: [],
        borrower: {
          legalName: "Wharf Street Wholesale Ltd",
          entityType: "limited_company",
          industry: "wholesale",
          country: "GB",
          region: "GB-ENG",
          startDate: "2015-09-01",
          owners: [{ name: "Rita Osei", ownershipBp: 10_000, creditScore: 701 }],
        },
      },
    ],
    region: { name: "England and Wales", teams: ["London", "Bristol"] },
    members: [
      {
        firstName: "Olivia",
        lastName: "Grant",
        email: "olivia.harbour@demo.example.com",
        salesRole: "team_manager",
        team: "London",
        deals: [
          {
            story: {
              listing: "Equipment and vehicle finance",
              offer: {
                amountMinor: 6_000_000,
                rateBp: 840,
                termMonths: 60,
                brokerCommissionBp: 300,
              },
              fundedMinor: 6_000_000,
            },
            product: "equipment_finance",
            amountMinor: 6_000_000,
            currency: "GBP",
            purpose: "Six electric delivery vans",
            termMonths: 60,
            monthlyRevenueMinor: 9_500_000,
            existingAdvances: [],
            borrower: {
              legalName: "Fleetway Couriers Ltd",
              entityType: "limited_company",
              industry: "trucking",
              country: "GB",
              region: "GB-ENG",
              startDate: "2014-05-01",
              owners: [{ name: "Dev Mistry", ownershipBp: 10_000, creditScore: 690 }],
            },
          },
        ],
      },
      {
        firstName: "Noah",
        lastName: "Patel",
        email: "noah.harbour@demo.example.com",
        salesRole: "team_member",
        team: "London",
        deals: [
          {
            story: {
              listing: "SME growth term loans",
              offer: {
                amountMinor: 8_500_000,
                rateBp: 960,
                termMonths: 48,
                brokerCommissionBp: 200,
              },
              fundedMinor: 8_500_000,
            },
            product: "term_loan",
            amountMinor: 9_000_000,
            currency: "GBP",
            purpose: "A second surgery and two dental chairs",
            termMonths: 48,
            monthlyRevenueMinor: 7_000_000,
            existingAdvances: [],
            borrower: {
              legalName: "Riverside Dental Care Ltd",
              entityType: "limited_company",
              industry: "dental",
              country: "GB",
              region: "GB-ENG",
              startDate: "2013-01-15",
              owners: [{ name: "Amal Haddad", ownershipBp: 10_000, creditScore: 742 }],
            },
          },
        ],
      },
      {
        firstName: "Ella",
        lastName: "Brooks",
        email: "ella.harbour@demo.example.com",
        salesRole: "agent",
        team: "Bristol",
        deals: [
          {
            story: {
              listing: "Merchant cash advance, 24-hour decisions",
              offer: {
                amountMinor: 2_500_000,
                factorBp: 12_400,
                termMonths: 8,
                paymentFrequency: "daily",
                brokerCommissionBp: 800,
                fundingDays: 1,
              },
              fundedMinor: 2_500_000,
            },
            product: "merchant_cash_advance",
            amountMinor: 2_500_000,
            currency: "GBP",
            purpose: "A new espresso machine and summer stock",
            monthlyRevenueMinor: 2_600_000,
            existingAdvances: [],
            borrower: {
              legalName: "Cabot Coffee House Ltd",
              entityType: "limited_company",
              industry: "restaurants",
              country: "GB",
              region: "GB-ENG",
              startDate: "2020-03-01",
              owners: [{ name: "Jess Moore", ownershipBp: 10_000, creditScore: 612 }],
            },
          },
        ],
      },
      {
        firstName: "Sam",
        lastName: "Carter",
        email: "sam.harbour@demo.example.com",
        salesRole: "team_member",
        team: "Bristol",
        deals: [],
      },
    ],
    news: [
      {
        author: "broker.harbour@demo.example.com",
        audience: "organization",
        title: "Keystone now decides equipment deals in 24 hours",
        body: "Keystone Asset Finance has cut its promised response on **equipment and vehicle finance** to 24 hours. Send complete packs (accounts, six months of bank statements, the supplier's quote) to keep it that way.\n\nInvoice finance courses are open on Learn: pass yours before submitting an invoice finance deal.",
      },
      {
        author: "olivia.harbour@demo.example.com",
        audience: "team",
        title: "London desk: Friday pipeline review",
        body: "Bring every deal with an offer waiting to Friday's review at 10:00, with the client's answer or the date you expect it.",
      },
    ],
    trained: ["term_loan", "merchant_cash_advance", "bridge", "equipment_finance"],
  },
  {
    company: "Summit Commercial Brokers",
    email: "broker.summit@demo.example.com",
    firstName: "Simon",
    lastName: "Blake",
    deals: [
      {
        // Accepted and funded in full: Summit's commission earned (3% of £120,000).
        story: {
          listing: "Equipment and vehicle finance",
          offer: { amountMinor: 12_000_000, rateBp: 790, termMonths: 48, brokerCommissionBp: 300 },
          fundedMinor: 12_000_000,
        },
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
    region: { name: "Scotland", teams: ["Glasgow"] },
    members: [
      {
        firstName: "Isla",
        lastName: "Murray",
        email: "isla.summit@demo.example.com",
        salesRole: "team_manager",
        team: "Glasgow",
        deals: [
          {
            story: {
              listing: "Equipment and vehicle finance",
              offer: {
                amountMinor: 7_500_000,
                rateBp: 810,
                termMonths: 60,
                brokerCommissionBp: 300,
              },
              fundedMinor: 7_500_000,
            },
            product: "equipment_finance",
            amountMinor: 7_500_000,
            currency: "GBP",
            purpose: "A five-axis CNC machine",
            termMonths: 60,
            monthlyRevenueMinor: 5_200_000,
            existingAdvances: [],
            borrower: {
              legalName: "Highland Joinery Ltd",
              entityType: "limited_company",
              industry: "wood_paper_printing",
              country: "GB",
              region: "GB-SCT",
              startDate: "2016-08-01",
              owners: [{ name: "Fraser Munro", ownershipBp: 10_000, creditScore: 684 }],
            },
          },
        ],
      },
      {
        firstName: "Callum",
        lastName: "Reid",
        email: "callum.summit@demo.example.com",
        salesRole: "team_member",
        team: "Glasgow",
        deals: [
          {
            story: {
              listing: "SME growth term loans",
              offer: {
                amountMinor: 5_000_000,
                rateBp: 1020,
                termMonths: 36,
                brokerCommissionBp: 200,
              },
              fundedMinor: 5_000_000,
            },
            product: "term_loan",
            amountMinor: 5_000_000,
            currency: "GBP",
            purpose: "A second printing press",
            termMonths: 36,
            monthlyRevenueMinor: 4_000_000,
            existingAdvances: [],
            borrower: {
              legalName: "Clyde Print Works Ltd",
              entityType: "limited_company",
              industry: "wood_paper_printing",
              country: "GB",
              region: "GB-SCT",
              startDate: "2011-02-01",
              owners: [{ name: "Moira Campbell", ownershipBp: 10_000, creditScore: 668 }],
            },
          },
        ],
      },
    ],
    news: [
      {
        author: "broker.summit@demo.example.com",
        audience: "organization",
        title: "Commercial mortgages: Harbourside lends to 70% LTV",
        body: "Harbourside Property Lending takes commercial and mixed-use property up to **70% loan-to-value** with a debt service cover of 1.25. Check the deal's LTV on its page before sending.",
      },
    ],
    trained: ["equipment_finance", "government_backed_loan", "commercial_real_estate"],
  },
];
