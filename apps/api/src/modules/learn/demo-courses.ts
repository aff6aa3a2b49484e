import type { Db } from "@portal/db/database";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import { courseDraftSchema, type CourseDraftInput } from "@portal/contract/learn/learn-schemas";
import { contentOf } from "./authoring";
import * as repo from "./repo";

// Demo courses (issue 18): a short real course per product, written for this portal. Loaded by
// `loadDemoCourses(db, operatorUserId)`; a product already covered by a course is left as it is.

interface ProductFacts {
  product: DealProduct;
  title: string;
  what: string;
  suits: string;
  criteria: string[];
  documents: string[];
  /** A product-specific question: the prompt, the right choice, the wrong ones. */
  check: [prompt: string, right: string, wrong: string[]];
}

const facts: ProductFacts[] = [
  {
    product: "term_loan",
    title: "Term loans",
    what: "A lump sum repaid in fixed instalments over an agreed term (usually 1 to 5 years), at a fixed or variable rate.",
    suits:
      "Established businesses with steady revenue financing a one-off investment: a fit-out, an acquisition, hiring ahead of a contract.",
    criteria: [
      "At least 2 years trading",
      "Monthly revenue that covers the instalment with room to spare (look at the DSCR on the deal page)",
      "A credit score most funders set at 600 or more",
    ],
    documents: [
      "Last 2 years' filed accounts",
      "6 months of business bank statements",
      "Photo ID of each director or owner over 25%",
    ],
    check: [
      "A term loan is repaid ...",
      "In fixed instalments over an agreed term",
      [
        "Only when the business chooses to draw on it",
        "As a share of daily card takings",
        "When the customer's invoice is paid",
      ],
    ],
  },
  {
    product: "line_of_credit",
    title: "Business lines of credit",
    what: "A credit limit the business draws on and repays as it needs; interest is charged only on what is drawn.",
    suits:
      "Businesses with uneven cash flow: seasonal trade, stock bought ahead of sales, gaps between paying suppliers and being paid.",
    criteria: [
      "Usually 1 year trading or more",
      "Regular deposits in the business account",
      "No unresolved defaults",
    ],
    documents: [
      "6 months of business bank statements",
      "Latest management accounts",
      "Photo ID of the owners",
    ],
    check: [
      "On a line of credit, interest is charged on ...",
      "The amount drawn",
      [
        "The whole limit from day one",
        "Nothing until the line is closed",
        "The business's annual turnover",
      ],
    ],
  },
  {
    product: "merchant_cash_advance",
    title: "Merchant cash advances",
    what: "An advance against future card sales, repaid as an agreed share of each day's card takings until a fixed total is repaid. It is a purchase of future receivables, not a loan.",
    suits:
      "Card-taking businesses (restaurants, retail, salons) that need money fast and whose sales vary: repayments fall when takings fall.",
    criteria: [
      "Steady monthly card takings (funders often look for 3 to 6 months)",
      "Existing advances declared: stacking several advances is a common reason to decline",
      "Often lower credit score minimums than loans",
    ],
    documents: [
      "3 to 6 months of card processing statements",
      "Business bank statements",
      "Details of any existing advances and their balances",
    ],
    check: [
      "How is a merchant cash advance repaid?",
      "As an agreed share of the business's card takings",
      [
        "In equal monthly instalments over 5 years",
        "In one payment at the end of the term",
        "Only when a customer's invoice is paid",
      ],
    ],
  },
  {
    product: "equipment_finance",
    title: "Equipment finance",
    what: "Finance for vehicles, machinery or technology, secured on the equipment itself (hire purchase or lease).",
    suits:
      "Businesses buying an asset that earns its keep: a van, a CNC machine, kitchen equipment. The asset's value supports the deal.",
    criteria: [
      "A quote or invoice for the equipment",
      "The equipment's expected life longer than the term",
      "A deposit for some funders and asset types",
    ],
    documents: [
      "Supplier's quote or invoice",
      "6 months of business bank statements",
      "Latest accounts for larger amounts",
    ],
    check: [
      "What secures an equipment finance deal?",
      "The equipment being financed",
      ["The director's home", "The business's unpaid invoices", "Nothing: it is unsecured"],
    ],
  },
  {
    product: "invoice_finance",
    title: "Invoice finance",
    what: "An advance of most of the value of unpaid invoices (often 70 to 90%), the rest paid, less fees, when the customer pays.",
    suits:
      "Businesses selling to other businesses on 30 to 90 day terms, whose cash is tied up in invoices.",
    criteria: [
      "Business customers of good standing",
      "An aged debtor report without many overdue invoices",
      "No heavy reliance on one customer (concentration)",
    ],
    documents: [
      "Aged debtors and creditors reports",
      "Sample invoices and contracts",
      "Latest accounts",
    ],
    check: [
      "Invoice finance advances money against ...",
      "The business's unpaid invoices to its customers",
      [
        "Future card takings",
        "The value of the business's premises",
        "The director's personal savings",
      ],
    ],
  },
  {
    product: "government_backed_loan",
    title: "Government-backed loans",
    what: "Loans made by accredited funders under a government scheme that guarantees part of the loan to the funder; the borrower still owes all of it.",
    suits:
      "Viable businesses that a funder would not otherwise lend to on its own terms, for example for lack of security.",
    criteria: [
      "The scheme's eligibility rules (size, sector, use of funds)",
      "The funder's own lending criteria still apply",
      "Subsidy control limits where they apply",
    ],
    documents: [
      "Scheme eligibility declaration",
      "Business plan and cash-flow forecast",
      "Last 2 years' accounts and bank statements",
    ],
    check: [
      "Who does the government guarantee protect?",
      "The funder, for part of the loan",
      [
        "The borrower: the guaranteed part need not be repaid",
        "The broker's commission",
        "The borrower's directors personally",
      ],
    ],
  },
  {
    product: "commercial_real_estate",
    title: "Commercial real estate finance",
    what: "Loans secured on commercial property (offices, shops, industrial units) to buy, refinance or raise capital on it.",
    suits: "Owner-occupiers buying their premises and investors buying let commercial property.",
    criteria: [
      "Loan to value within the funder's limit (often 60 to 75%)",
      "For let property, rent covering the interest with a margin",
      "The property's type and condition",
    ],
    documents: [
      "Property details and valuation",
      "Leases and rent schedule for let property",
      "Accounts of the borrowing business",
    ],
    check: [
      "What does LTV compare?",
      "The loan amount with the property's value",
      ["Revenue with costs", "The rent with the interest", "The term with the property's age"],
    ],
  },
  {
    product: "bridge",
    title: "Bridging finance",
    what: "Short-term property-secured loans (usually 1 to 24 months), often with interest rolled up, repaid by a sale or a longer-term refinance.",
    suits:
      "Buyers who need to move quickly (auctions, chain breaks) or to refurbish a property before refinancing it.",
    criteria: [
      "A credible exit: the sale or the refinance that repays it",
      "Loan to value within the funder's limit",
      "The property's value and condition",
    ],
    documents: [
      "Evidence of the exit (sale agreement, refinance terms)",
      "Property details and valuation",
      "Schedule of works for refurbishments",
    ],
    check: [
      "What must every bridging deal show?",
      "A credible exit that repays the loan",
      [
        "Five years of filed accounts",
        "Card takings of at least six months",
        "A government guarantee",
      ],
    ],
  },
  {
    product: "residential_investment",
    title: "Residential investment finance",
    what: "Loans secured on residential property let to tenants (buy-to-let, houses in multiple occupation, portfolios), held by the investor or a company.",
    suits: "Landlords and property companies buying or refinancing let homes.",
    criteria: [
      "Rent covering the interest by the funder's ratio",
      "Loan to value within the funder's limit",
      "The borrower's experience as a landlord",
    ],
    documents: [
      "Tenancy agreements and rent schedule",
      "Property details and valuation",
      "Portfolio schedule for existing landlords",
    ],
    check: [
      "Which figure do funders test against the interest on a residential investment loan?",
      "The rent the property earns",
      ["The borrower's salary only", "The broker's commission", "The number of bedrooms"],
    ],
  },
];

const compliance = `## Before you submit

- **Disclose your commission.** Tell the client, before they commit, that you are paid by the
  funder and how much (or how it is worked out). The portal shows your commission per listing:
  use it.
- **Present the deal as it is.** Never change figures, dates or documents to fit a funder's
  criteria. The match screen tells you which criteria fail: find a funder that fits instead.
- **Check who you deal with.** Confirm the business exists and who owns and controls it, and keep
  the identity documents in the borrower's vault.
- **Suitability.** Only recommend a product the client can afford and that fits what the money is
  for; explain the total cost, not only the rate.
- **Consent.** Send the deal only to the funders the client agreed to, and share only the
  documents each needs.`;

function courseOf(f: ProductFacts): CourseDraftInput {
  const [prompt, right, wrong] = f.check;
  return {
    title: `${f.title}: the essentials`,
    summary: `What ${f.title.toLowerCase()} are, who they suit, what funders look for and the compliance points to meet before submitting a deal.`,
    minutes: 20,
    passMark: 75,
    products: [f.product],
    lessons: [
      {
        title: "The product and who it suits",
        body: `## What it is\n\n${f.what}\n\n## Who it suits\n\n${f.suits}`,
      },
      {
        title: "Criteria and documents",
        body: `## What funders look for\n\n${f.criteria.map((c) => `- ${c}`).join("\n")}\n\n## Documents to gather\n\n${f.documents.map((d) => `- ${d}`).join("\n")}\n\nUpload them to the borrower's vault once: the next deal reuses them.`,
      },
      { title: "Compliance", body: compliance },
    ],
    questions: [
      {
        kind: "single",
        prompt,
        choices: [right, ...wrong].map((text, i) => ({ text, correct: i === 0 })),
      },
      {
        kind: "multiple",
        prompt:
          "Which documents do funders typically ask for on this product? Choose all that apply.",
        choices: [
          ...f.documents.slice(0, 2).map((text) => ({ text, correct: true })),
          { text: "The broker's own bank statements", correct: false },
          { text: "A reference from the broker's previous employer", correct: false },
        ],
      },
      {
        kind: "single",
        prompt: "When must you tell the client that you are paid a commission by the funder?",
        choices: [
          { text: "Before the client commits to the deal", correct: true },
          { text: "Only if the client asks", correct: false },
          { text: "After the deal is funded", correct: false },
          { text: "Never: commission is between the broker and the funder", correct: false },
        ],
      },
      {
        kind: "multiple",
        prompt:
          "A deal fails one funder's minimum criterion. What may you do? Choose all that apply.",
        choices: [
          { text: "Send it to funders whose criteria it meets", correct: true },
          {
            text: "Ask the client whether a fact was missing or out of date, with evidence",
            correct: true,
          },
          { text: "Round the figure up so that it passes", correct: false },
          { text: "Leave the failing fact out of the deal", correct: false },
        ],
      },
    ],
  };
}

/** The demo courses, one per product. */
export const demoCourses: CourseDraftInput[] = facts.map(courseOf);

/**
 * Publishes the demo courses as `authorId` (an operator; null: the portal's demo data, which has
 * none): a course whose product already has one is skipped, so a second run adds nothing.
 * Returns how many were added.
 */
export async function loadDemoCourses(db: Db, authorId: string | null) {
  let added = 0;
  for (const input of demoCourses) {
    const draft = courseDraftSchema.parse(input);
    added += await db.transaction(async (tx) => {
      if ((await repo.productsOfOtherCourses(tx, null, draft.products)).length) return 0;
      const course = await repo.insertCourse(tx, authorId);
      const version = await repo.insertVersion(tx, {
        courseId: course.id,
        number: 1,
        state: "published",
        title: draft.title,
        summary: draft.summary,
        minutes: draft.minutes,
        passMark: draft.passMark,
        products: draft.products,
        publishedAt: new Date(),
        publishedBy: authorId,
      });
      const { lessons, questions } = contentOf(draft);
      await repo.replaceContent(tx, version.id, lessons, questions);
      await repo.updateCourse(tx, course.id, { publishedVersionId: version.id });
      await repo.setCourseProducts(tx, course.id, draft.products);
      return 1;
    });
  }
  return added;
}
