import { describe, expect, it } from "vitest";
import type { Submission } from "@portal/contract/submissions/submission-schemas";
import type { Notification } from "@portal/contract/notifications/notification-schemas";

import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  joinOrganizationOf,
} from "./factories";
import { callAs } from "./call-as";

// A funder's offer once sent: revised, withdrawn, refused after acceptance, and raced against an
// acceptance (docs/decisions/048-revising-and-withdrawing-offers.md).

const ctx = useTestApp();

const terms = {
  amountMinor: 9_000_000,
  rateBp: 1200,
  termMonths: 24,
  feesMinor: 50_000,
  brokerCommissionBp: 200,
};

/** A broker's deal sent to a funder of two people, and people of other organizations. */
async function world(name: string) {
  const funder = await createApprovedFunder(ctx.app, `${name} Capital`);
  const funderMate = await joinOrganizationOf(ctx.app, funder);
  const listing = await createListing(ctx.app, funder, { name: `${name} loans` });
  const otherFunder = await createApprovedFunder(ctx.app, `${name} Rival Capital`);
  const broker = await createBroker(ctx.app, `${name} Brokers`);
  const outsider = await createBroker(ctx.app, `${name} Outsiders`);
  const deal = await createDeal(ctx.app, broker);
  const [sent] = await createSubmissions(ctx.app, broker, deal.id, [listing.id]);
  const id = sent!.id;
  const funderUrl = (move: string) => `/v1/funder/submission/${id}/${move}`;
  const brokerUrl = (move: string) => `/v1/user/submission/${id}/${move}`;
  /** The submission as the broker reads it on the deal's Offers tab. */
  const brokerView = async () =>
    (
      (await callAs(ctx.app, broker).get(`/v1/user/deal/${deal.id}/submissions`)).json()
        .items as Submission[]
    )[0]!;
  const notices = async () =>
    ((await callAs(ctx.app, broker).get("/v1/notifications")).json().items as Notification[]).map(
      (n) => n.kind,
    );
  return {
    funder,
    funderMate,
    otherFunder,
    broker,
    outsider,
    deal,
    id,
    funderUrl,
    brokerUrl,
    brokerView,
    notices,
  };
}

describe("offers: revise and withdraw", () => {
  it("a revision replaces the terms for the broker, marked revised, with what changed in the history", async () => {
    const w = await world("Revise");
    expect((await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms)).statusCode).toBe(
      200,
    );
    const first = (await w.brokerView()).proposal!;
    expect(first).toMatchObject({ amountMinor: 9_000_000, revisedAt: null, withdrawnAt: null });

    // A second offer is not a silent replacement.
    const again = await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("offer_exists");
    // Nor is a revision that changes nothing.
    const same = await callAs(ctx.app, w.funder).post(w.funderUrl("revise"), terms);
    expect(same.json().error.code).toBe("offer_unchanged");

    // Another person of the same funder revises: amount and rate change, the note is new.
    const revised = await callAs(ctx.app, w.funderMate).post(w.funderUrl("revise"), {
      ...terms,
      amountMinor: 9_500_000,
      rateBp: 1100,
      note: "Better rate after the accounts",
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({
      status: "offered",
      proposal: { amountMinor: 9_500_000, rateBp: 1100 },
    });

    const seen = await w.brokerView();
    expect(seen.status).toBe("offered");
    expect(seen.proposal).toMatchObject({
      amountMinor: 9_500_000,
      rateBp: 1100,
      withdrawnAt: null,
    });
    expect(seen.proposal!.id).not.toBe(first.id);
    expect(seen.proposal!.revisedAt).toBe(seen.proposal!.createdAt);
    // The history: one offer, then one revision with its changes, not two identical lines.
    const offers = seen.events.filter((e) => e.to === "offered");
    expect(offers.map((e) => [e.from, e.changes])).toEqual([
      ["pending", null],
      [
        "offered",
        [
          { field: "amountMinor", from: 9_000_000, to: 9_500_000 },
          { field: "rateBp", from: 1200, to: 1100 },
          { field: "note", from: null, to: "Better rate after the accounts" },
        ],
      ],
    ]);
    expect(await w.notices()).toEqual(["offer_revised", "offer_received"]);

    // The broker accepts the revised terms: the commission is expected on them.
    const accepted = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: seen.proposal!.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const ledger = (
      await callAs(ctx.app, w.broker).get(`/v1/user/deal/${w.deal.id}/commissions`)
    ).json().items as { kind: string; baseMinor: number }[];
    expect(ledger.filter((c) => c.kind === "expected").map((c) => c.baseMinor)).toEqual([
      9_500_000,
    ]);
  });

  it("refuses bad terms with every field's error and keeps the offer as it was", async () => {
    const w = await world("Bad Terms");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const before = (await w.brokerView()).proposal;
    for (const move of ["offer", "revise"]) {
      const res = await callAs(ctx.app, w.funder).post(w.funderUrl(move), {
        amountMinor: 0,
        termMonths: 0,
        paymentFrequency: "hourly",
        feesMinor: -1,
        brokerCommissionBp: 20_000,
        fundingDays: 400,
        note: "x".repeat(2001),
      });
      expect(res.statusCode, move).toBe(400);
      const issues = res.json().error.issues as { path: string; code: string }[];
      expect(issues.map((i) => [i.path, i.code]).sort()).toEqual(
        [
          ["amountMinor", "amountNumber"],
          ["brokerCommissionBp", "percentRange"],
          ["feesMinor", "moneyNumber"],
          ["fundingDays", "fundingDaysRange"],
          ["note", "tooLong"],
          ["paymentFrequency", "paymentFrequencyChoice"],
          ["rateBp", "rateOrFactor"],
          ["termMonths", "termMonthsRange"],
        ].sort(),
      );
    }
    const withdrawTooLong = await callAs(ctx.app, w.funder).post(w.funderUrl("withdraw-offer"), {
      note: "x".repeat(2001),
    });
    expect(withdrawTooLong.json().error.issues).toMatchObject([{ path: "note", code: "tooLong" }]);
    const badAccept = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: "x",
    });
    expect(badAccept.statusCode).toBe(400);
    expect((await w.brokerView()).proposal).toEqual(before);
    expect((await w.brokerView()).status).toBe("offered");
  });

  it("only the funder it was sent to revises or withdraws; only the deal's broker accepts", async () => {
    const w = await world("Rights");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    for (const who of [w.otherFunder, w.broker, w.outsider]) {
      for (const [move, body] of [
        ["revise", { ...terms, amountMinor: 1 }],
        ["withdraw-offer", {}],
      ] as const) {
        const res = await callAs(ctx.app, who).post(w.funderUrl(move), body);
        expect(res.statusCode, `${who.email} ${move}`).toBe(404);
      }
    }
    for (const who of [w.funder, w.otherFunder, w.outsider]) {
      expect((await callAs(ctx.app, who).post(w.brokerUrl("accept"), {})).statusCode).toBe(404);
    }
    expect((await w.brokerView()).proposal).toMatchObject({ amountMinor: 9_000_000 });
    expect((await w.brokerView()).status).toBe("offered");
  });

  it("a withdrawn offer cannot be accepted; the broker is told; the funder may offer again", async () => {
    const w = await world("Withdraw");
    // Nothing to withdraw or revise before an offer.
    expect(
      (await callAs(ctx.app, w.funder).post(w.funderUrl("withdraw-offer"), {})).json().error.code,
    ).toBe("no_offer");
    expect(
      (await callAs(ctx.app, w.funder).post(w.funderUrl("revise"), terms)).json().error.code,
    ).toBe("no_offer");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const read = (await w.brokerView()).proposal!;

    const withdrawn = await callAs(ctx.app, w.funder).post(w.funderUrl("withdraw-offer"), {
      note: "Our credit committee said no",
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().status).toBe("offer_withdrawn");

    const seen = await w.brokerView();
    expect(seen.status).toBe("offer_withdrawn");
    expect(seen.proposal).toMatchObject({ id: read.id, withdrawnAt: expect.any(String) });
    expect(seen.events.at(-1)).toMatchObject({
      from: "offered",
      to: "offer_withdrawn",
      note: "Our credit committee said no",
    });
    expect(await w.notices()).toEqual(["offer_withdrawn", "offer_received"]);

    // Accepting what the broker read, or anything: refused, nothing moves.
    const stale = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: read.id,
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, "offer_changed"]);
    const blind = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {});
    expect([blind.statusCode, blind.json().error.code]).toEqual([409, "invalid_transition"]);
    expect(
      (await callAs(ctx.app, w.broker).get(`/v1/user/deal/${w.deal.id}`)).json().status,
    ).not.toBe("accepted");
    // Withdrawn once: there is nothing left to withdraw or revise.
    expect(
      (await callAs(ctx.app, w.funder).post(w.funderUrl("withdraw-offer"), {})).json().error.code,
    ).toBe("no_offer");
    expect(
      (
        await callAs(ctx.app, w.funder).post(w.funderUrl("revise"), { ...terms, amountMinor: 1 })
      ).json().error.code,
    ).toBe("no_offer");

    // A new offer later is a first offer again, not a revision.
    const anew = await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), {
      ...terms,
      rateBp: 1500,
    });
    expect(anew.statusCode, anew.body).toBe(200);
    expect((await w.brokerView()).proposal).toMatchObject({
      rateBp: 1500,
      revisedAt: null,
      withdrawnAt: null,
    });
  });

  it("after the broker accepted, the offer is neither revised nor withdrawn", async () => {
    const w = await world("Accepted");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    expect((await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {})).statusCode).toBe(200);
    for (const [move, body] of [
      ["revise", { ...terms, amountMinor: 1 }],
      ["withdraw-offer", {}],
      ["offer", terms],
    ] as const) {
      const res = await callAs(ctx.app, w.funder).post(w.funderUrl(move), body);
      expect([res.statusCode, res.json().error.code], move).toEqual([409, "offer_accepted"]);
    }
    expect((await w.brokerView()).proposal).toMatchObject({
      amountMinor: 9_000_000,
      withdrawnAt: null,
    });
  });

  it("accepting terms revised since the broker read them is refused; the new terms can then be accepted", async () => {
    const w = await world("Stale");
    await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
    const read = (await w.brokerView()).proposal!;
    await callAs(ctx.app, w.funder).post(w.funderUrl("revise"), {
      ...terms,
      amountMinor: 5_000_000,
    });
    const stale = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: read.id,
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, "offer_changed"]);
    expect((await w.brokerView()).status).toBe("offered");
    const fresh = (await w.brokerView()).proposal!;
    const accepted = await callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), {
      proposalId: fresh.id,
    });
    expect(accepted.json()).toMatchObject({
      status: "accepted",
      proposal: { amountMinor: 5_000_000 },
    });
  });

  it("an acceptance and a revision at the same moment: one wins whole, the other is refused, never a 500", async () => {
    for (let round = 0; round < 4; round++) {
      const w = await world(`Race ${round}`);
      await callAs(ctx.app, w.funder).post(w.funderUrl("offer"), terms);
      const read = (await w.brokerView()).proposal!;
      const [revise, accept] = await Promise.all([
        callAs(ctx.app, w.funder).post(w.funderUrl("revise"), { ...terms, amountMinor: 1_000_000 }),
        callAs(ctx.app, w.broker).post(w.brokerUrl("accept"), { proposalId: read.id }),
      ]);
      const now = await w.brokerView();
      if (accept.statusCode === 200) {
        // Accepted as read: the revision lost and says why.
        expect([revise.statusCode, revise.json().error.code]).toEqual([409, "offer_accepted"]);
        expect(now).toMatchObject({ status: "accepted", proposal: { id: read.id } });
      } else {
        expect([accept.statusCode, accept.json().error.code]).toEqual([409, "offer_changed"]);
        expect(revise.statusCode).toBe(200);
        expect(now).toMatchObject({ status: "offered", proposal: { amountMinor: 1_000_000 } });
      }
    }
  });
});
