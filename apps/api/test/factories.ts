// Test factories: the people, organizations, deals, listings and submissions a test needs, made
// through the API the way a person makes them (so every rule on the way is exercised). Each takes
// overrides for what the test cares about; the rest are valid defaults.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { memberships, operators, organizations } from "@portal/db/schema/organizations";
import {
  getUser,
  multipartForm,
  password,
  publicUrl,
  putUser,
  sampleFiles,
  uniqueEmail,
} from "./test-app";
import { callAs } from "./call-as";

export interface SignedUp {
  cookie: string;
  token: string;
  userId: string;
  email: string;
}

type Overrides = Record<string, unknown>;

/** The response, or an error naming what failed when its status is not the expected one. */
function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * Signs up through the identity service, then signs in (a sign-up opens no session: decision 022)
 * and exchanges the session for an ID token.
 */
export async function signUp(app: FastifyInstance, email = uniqueEmail()): Promise<SignedUp> {
  const post = (url: string, payload: object) =>
    app.inject({ method: "POST", url, headers: { origin: publicUrl }, payload });
  expectStatus(
    await post("/auth/sign-up/email", { email, password, name: email.split("@")[0] }),
    200,
    "sign-up",
  );
  const res = expectStatus(await post("/auth/sign-in/email", { email, password }), 200, "sign-in");
  const cookie = [res.headers["set-cookie"]]
    .flat()
    .map((c) => String(c).split(";")[0])
    .join("; ");
  const tokenRes = await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } });
  expectStatus(tokenRes, 200, "token");
  return { cookie, token: tokenRes.json().token, userId: res.json().user.id, email };
}

/** What the onboarding form sends for a valid person and organization. */
export function validOnboarding(overrides: Overrides = {}) {
  return {
    accountType: "organization",
    company: { companyName: "Harbour Finance" },
    firstName: "Ann",
    lastName: "Lee",
    dateOfBirth: "1990-01-02",
    gender: "female",
    country: "GB",
    phoneNumber: "07911 123456",
    language: "en",
    displayCurrency: "GBP",
    termsAccepted: true,
    ...overrides,
  };
}

/** A signed-up, onboarded person of a new organization: a broker or a (not yet approved) funder. */
export async function createMember(
  app: FastifyInstance,
  accountType: "organization" | "funder",
  company: string,
  onboarding: Overrides = {},
): Promise<SignedUp> {
  const user = await signUp(app);
  const res = await putUser(
    app,
    user.token,
    validOnboarding({ accountType, company: { companyName: company }, ...onboarding }),
  );
  expectStatus(res, 200, "onboarding");
  return user;
}

/** A broker: the first member of a new broker organization. */
export const createBroker = (app: FastifyInstance, company = "Harbour Finance") =>
  createMember(app, "organization", company);

/**
 * A person who joined `owner`'s organization with `role` (onboarded on their own organization,
 * then moved into the owner's, as accepting an invitation does).
 */
export async function joinOrganizationOf(
  app: FastifyInstance,
  owner: SignedUp,
  role: "admin" | "member" = "member",
): Promise<SignedUp> {
  const person = await createBroker(app, "Joining Ltd");
  const target = await organizationOf(app, owner);
  const own = await organizationOf(app, person);
  const db = app.database.db;
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.userId, person.userId));
    await tx.delete(organizations).where(eq(organizations.id, own.id));
    await tx
      .insert(memberships)
      .values({ organizationId: target.id, userId: person.userId, role, salesRole: "agent" });
  });
  return person;
}

/** Someone made an operator the way the command-line task does it. */
export async function makeOperator(app: FastifyInstance, user: SignedUp) {
  await app.database.db.insert(operators).values({ userId: user.userId });
  return user;
}

/** An operator of the portal (a broker organization's member made operator). */
export const createOperator = async (app: FastifyInstance, company = "Portal Ops") =>
  makeOperator(app, await createBroker(app, company));

/** The caller's organization, as GET /v1/user says it. */
export const organizationOf = async (app: FastifyInstance, user: SignedUp) =>
  (await getUser(app, user.token)).json().organization as { id: string; approvedAt: string | null };

/** A funder whose organization an operator has approved (it may publish listings). */
export async function createApprovedFunder(app: FastifyInstance, company: string) {
  const funder = await createMember(app, "funder", company);
  const operator = await createOperator(app, `${company} ops`);
  const { id } = await organizationOf(app, funder);
  expectStatus(
    await callAs(app, operator).put(`/v1/operator/funders/${id}/approve`),
    200,
    "funder approval",
  );
  return funder;
}

/**
 * What a broker sends to create a deal: `borrower` overrides fields of the new borrower, and
 * `overrides` the request's own fields (a `borrower` or `borrowerId` there replaces the new one).
 */
export function dealInput(overrides: Overrides = {}, borrower: Overrides = {}) {
  return {
    product: "term_loan",
    amountMinor: 5_000_000,
    currency: "GBP",
    purpose: "Ovens",
    borrower: {
      legalName: "Harbour Bakery Ltd",
      entityType: "limited_company",
      industry: "restaurants",
      country: "GB",
      owners: [{ name: "Ann", ownershipBp: 10_000, creditScore: 720 }],
      ...borrower,
    },
    ...overrides,
  };
}

export interface CreatedDeal {
  id: string;
  version: number;
  reference: string;
  status: string;
  borrower: { id: string; legalName: string };
}

/** A draft deal of the broker's, on a new borrower (or `borrowerId` in `overrides`). */
export async function createDeal(
  app: FastifyInstance,
  broker: SignedUp,
  overrides: Overrides = {},
  borrower: Overrides = {},
): Promise<CreatedDeal> {
  const input =
    "borrowerId" in overrides
      ? (({ borrower: _, ...rest }) => rest)(dealInput(overrides))
      : dealInput(overrides, borrower);
  const res = await callAs(app, broker).post("/v1/user/deals", input);
  return expectStatus(res, 201, "deal creation").json();
}

/** What a funder sends to create a listing. */
export function listingInput(overrides: Overrides = {}) {
  return {
    name: "Growth term loans",
    currency: "GBP",
    rateMinBp: 900,
    rateMaxBp: 1800,
    brokerCommissionBp: 200,
    promisedResponseHours: 24,
    criteria: {
      products: ["term_loan"],
      amountMinMinor: 1_000_000,
      amountMaxMinor: 50_000_000,
      countries: ["GB"],
      minCreditScore: 600,
    },
    ...overrides,
  };
}

export interface CreatedListing {
  id: string;
  version: number;
  status: string;
}

/** A listing of the funder's, published unless `publish` is false (publishing needs approval). */
export async function createListing(
  app: FastifyInstance,
  funder: SignedUp,
  overrides: Overrides = {},
  { publish = true } = {},
): Promise<CreatedListing> {
  const res = await callAs(app, funder).post("/v1/lender", listingInput(overrides));
  const listing = expectStatus(res, 201, "listing creation").json();
  if (!publish) return listing;
  const published = await callAs(app, funder).put(`/v1/lender/${listing.id}/publish`);
  return expectStatus(published, 200, "publishing").json();
}

/** Sends the broker's deal to funders' listings; the submissions made, one per listing. */
export async function createSubmissions(
  app: FastifyInstance,
  broker: SignedUp,
  dealId: string,
  listingIds: string[],
  sharedDocumentIds: string[] = [],
): Promise<{ id: string; lenderId: string; status: string }[]> {
  const res = await callAs(app, broker).post(`/v1/user/deal/${dealId}/submissions`, {
    listingIds,
    sharedDocumentIds,
  });
  return expectStatus(res, 201, "sending to funders").json().items;
}

/** Uploads a PDF of this type to the broker's deal (with an expiry date when given); its id. */
export async function uploadDocument(
  app: FastifyInstance,
  broker: SignedUp,
  dealId: string,
  type: string,
  expiresOn?: string,
): Promise<string> {
  const form = multipartForm([
    { name: "type", value: type },
    ...(expiresOn ? [{ name: "expiresOn", value: expiresOn }] : []),
    { name: "file", fileName: `${type}.pdf`, content: sampleFiles.pdf() },
  ]);
  const res = await app.inject({
    method: "POST",
    url: `/v1/user/deal/${dealId}/documents`,
    headers: { authorizationkey: broker.token, ...form.headers },
    payload: form.payload,
  });
  return expectStatus(res, 201, "document upload").json().id;
}
