import { describe, expect, it } from "vitest";
import { memberships } from "@portal/db/schema/organizations";
import { getUser, useTestApp } from "./test-app";
import { createBroker, signUp, type SignedUp } from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

const broker = (company = "Borrower Co") => createBroker(ctx.app, company);
const newDeal = (user: SignedUp, extra: Record<string, unknown>) =>
  callAs(ctx.app, user)
    .post("/v1/user/deals", {
      product: "term_loan",
      amountMinor: 100_000,
      currency: "GBP",
      purpose: "Stock",
      ...extra,
    })
    .then((r) => r.json());
const borrower = {
  legalName: "Acme Tiles Ltd",
  entityType: "limited_company",
  industry: "construction",
  country: "GB",
};

describe("borrowers", () => {
  it("reads a borrower with its deals, and reuses it for the next deal", async () => {
    const user = await broker();
    const first = await newDeal(user, { borrower });
    const second = await newDeal(user, { borrowerId: first.borrower.id });
    expect(second.borrower.id).toBe(first.borrower.id);
    const res = await callAs(ctx.app, user).get(`/v1/borrower/${first.borrower.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ legalName: "Acme Tiles Ltd" });
    expect(
      res
        .json()
        .deals.map((d: { id: string }) => d.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });

  it("updates details field by field, keeping the whole valid", async () => {
    const user = await broker();
    const deal = await newDeal(user, { borrower });
    const res = await callAs(ctx.app, user).post(`/v1/borrower/${deal.borrower.id}`, {
      tradingName: "Acme",
      industry: "manufacturing",
    });
    expect(res.json()).toMatchObject({
      legalName: "Acme Tiles Ltd",
      tradingName: "Acme",
      industry: "manufacturing",
    });
    const bad = await callAs(ctx.app, user).post(`/v1/borrower/${deal.borrower.id}`, {
      legalName: "",
      country: "Atlantis",
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["country", "legalName"]);
    expect(
      (await callAs(ctx.app, user).get(`/v1/borrower/${deal.borrower.id}`)).json().legalName,
    ).toBe("Acme Tiles Ltd");
  });

  it("submits the borrower's only draft; with several it asks which", async () => {
    const user = await broker();
    const deal = await newDeal(user, { borrower });
    const res = await callAs(ctx.app, user).post(`/v1/borrower/${deal.borrower.id}/submit`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: deal.id, status: "submitted" });
    expect(
      (await callAs(ctx.app, user).post(`/v1/borrower/${deal.borrower.id}/submit`, {})).json().error
        .code,
    ).toBe("invalid_transition");
    const a = await newDeal(user, { borrowerId: deal.borrower.id });
    await newDeal(user, { borrowerId: deal.borrower.id });
    expect(
      (await callAs(ctx.app, user).post(`/v1/borrower/${deal.borrower.id}/submit`, {})).statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(ctx.app, user).post(`/v1/borrower/${deal.borrower.id}/submit`, {
          dealId: a.id,
        })
      ).json(),
    ).toMatchObject({ id: a.id, status: "submitted" });
  });

  it("hides other organizations' borrowers and, from a member, borrowers of others' deals", async () => {
    const owner = await broker("Owner Org");
    const outsider = await broker("Other Org");
    const member = await signUp(ctx.app);
    const { organization } = (await getUser(ctx.app, owner.token)).json();
    await ctx.app.database.db
      .insert(memberships)
      .values({ organizationId: organization.id, userId: member.userId, role: "member" });
    const deal = await newDeal(owner, { borrower });
    for (const who of [outsider, member]) {
      expect((await callAs(ctx.app, who).get(`/v1/borrower/${deal.borrower.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await callAs(ctx.app, who).post(`/v1/borrower/${deal.borrower.id}`, {
            industry: "retail",
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await callAs(ctx.app, who).post(`/v1/borrower/${deal.borrower.id}/submit`, {})).statusCode,
      ).toBe(404);
      // Nor can they hang a deal on it.
      expect(
        (
          await callAs(ctx.app, who).post("/v1/user/deals", {
            product: "term_loan",
            amountMinor: 1,
            currency: "GBP",
            purpose: "x",
            borrowerId: deal.borrower.id,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await callAs(ctx.app, owner).get("/v1/borrower/not-a-uuid")).statusCode).toBe(404);
  });
});
