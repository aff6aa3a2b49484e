import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import {
  dealEventKinds,
  type DealDetail,
  type DealEvent,
} from "@portal/contract/deals/deal-schemas";
import { applyLanguage, i18next } from "@/lib/i18n";
import { dealEventWords } from "../deal-events";
import { DealHistory } from "./deal-view";
import { dealListItem } from "../deal-fixture";

// A deal's history is stored as facts and worded here in the reader's language (decision 071).

const at = "2026-03-02T10:00:00Z";
const entry = (h: Partial<DealDetail["history"][number]>): DealDetail["history"][number] => ({
  from: "submitted",
  to: "submitted",
  actorId: "u",
  source: "ui",
  event: null,
  reason: null,
  at,
  ...h,
});
const deal: DealDetail = {
  ...dealListItem(7, { status: "funded" }),
  borrower: {
    id: "b",
    legalName: "Crumb Bakery Ltd",
    entityType: "limited_company",
    industry: "restaurants",
    country: "GB",
    owners: [],
  },
  history: [
    entry({ from: null, to: "draft" }),
    entry({ event: { kind: "sent", funderName: "Alpha Capital", listingName: "Growth loans" } }),
    entry({
      from: "proposals",
      to: "accepted",
      event: { kind: "offer_accepted", funderName: "Alpha Capital" },
    }),
    entry({
      from: "accepted",
      to: "funded",
      source: "link",
      event: { kind: "funded", funderName: "Alpha Capital" },
    }),
    entry({ from: "submitted", to: "withdrawn", reason: "Client found other funding" }),
    entry({ event: null, reason: "Called the client" }),
  ],
};
const samples: Record<DealEvent["kind"], DealEvent> = {
  sent: { kind: "sent", funderName: "Alpha Capital", listingName: "Growth loans" },
  offer_accepted: { kind: "offer_accepted", funderName: "Alpha Capital" },
  funded: { kind: "funded", funderName: "Alpha Capital" },
  crm_stage: { kind: "crm_stage", stage: "Closed Lost" },
};
const lines = () => screen.getAllByRole("listitem").map((li) => li.textContent);

afterEach(() => applyLanguage("en"));

describe("a deal's history", () => {
  it("words each event in English, the person's reason as they typed it", async () => {
    await applyLanguage("en");
    render(<DealHistory deal={deal} />);
    const shown = lines();
    expect(shown[1]).toContain("Sent to Alpha Capital (Growth loans)");
    expect(shown[1]).toContain("(portal)");
    expect(shown[2]).toContain("Proposals → Accepted— Accepted Alpha Capital's offer");
    expect(shown[3]).toContain("Funded by Alpha Capital");
    expect(shown[3]).toContain("(secure link)");
    expect(shown[4]).toContain("— Client found other funding");
    expect(shown[5]).toContain("Called the client");
  });

  it("words each event in Arabic, with no English but the names and the person's words", async () => {
    await applyLanguage("ar");
    render(<DealHistory deal={deal} />);
    const shown = lines();
    expect(shown[1]).toContain("أُرسلت إلى");
    expect(shown[1]).toContain("Alpha Capital");
    expect(shown[2]).toContain("قُبل عرض");
    expect(shown[3]).toContain("موّلها");
    expect(shown[3]).toContain("رابط آمن");
    // The sources too: "API" and "CRM" are written out in Arabic.
    expect(dealEventWords(i18next.t, samples.crm_stage)).not.toContain("CRM");
    expect(i18next.t("ui.dealEvents.sources.api")).not.toMatch(/[A-Za-z]/);
    expect(i18next.t("ui.dealEvents.sources.crm")).not.toMatch(/[A-Za-z]/);
    for (const line of shown.slice(0, 4))
      expect(line!.replace(/Alpha Capital|Growth loans/g, "")).not.toMatch(/[A-Za-z]/);
    expect(shown[4]).toContain("Client found other funding");
  });

  it.each(["en", "ar"])("in %s, every event kind of the contract has its wording", async (lng) => {
    await applyLanguage(lng);
    for (const kind of dealEventKinds) {
      const words = dealEventWords(i18next.t, samples[kind]);
      expect(words, kind).not.toMatch(/\{\{|ui\.dealEvents|undefined/);
      for (const value of Object.values(samples[kind]).slice(1)) expect(words).toContain(value);
    }
  });
});
