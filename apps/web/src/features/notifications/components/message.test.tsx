import { afterEach, describe, expect, it } from "vitest";
import { MemoryRouter } from "react-router";
import type { Notification } from "@portal/contract/notifications/notification-schemas";
import {
  notificationKinds,
  notificationParamNames,
  type NotificationKind,
} from "@portal/contract/notifications/notification-options";
import { applyLanguage, i18next } from "@/lib/i18n";
import { renderWithQuery } from "@/testing/render-with-query";
import { notificationsEn } from "../i18n";
import { messageOf } from "./message";
import { NotificationPanel } from "./notification-panel";

afterEach(() => applyLanguage("en"));

// Every kind's sentence, in English and Arabic, names what its kind carries (issue 34): a kind
// about a deal (one with a reference) names the business and the other side. A new kind is
// checked here as soon as it is in the contract.

/** A value for each param a notification names; the ones the web reformats are left out of the check. */
const sample: Record<string, string> = {
  reference: "D-000123",
  businessName: "Acme Bakery and Patisserie of the Harbour Limited",
  funderName: "Swift Advance Funding",
  brokerName: "Loop Brokers",
  listingName: "Growth term loans",
  name: "Ann Lee",
  type: "bank_statement",
  expiresOn: "2026-12-24",
};
const reformatted = new Set(["type", "expiresOn"]);
/** Kinds about a deal with no other side to name: the broker's own document. */
const aboutTheDealAlone = new Set<NotificationKind>(["document_expiring"]);
const otherSide = ["funderName", "brokerName", "listingName"];

const notification = (kind: NotificationKind, params: Notification["params"]): Notification => ({
  id: "n1",
  kind,
  params,
  link: "/deals/1",
  createdAt: "2026-11-27T05:00:00.000Z",
  read: false,
});
const full = (kind: NotificationKind) =>
  notification(
    kind,
    Object.fromEntries(notificationParamNames[kind].map((name) => [name, sample[name]!])),
  );

describe("notification wording", () => {
  it.each(notificationKinds)(
    "%s: a kind about a deal names the business and the other side",
    (kind) => {
      const names: readonly string[] = notificationParamNames[kind];
      for (const name of names) expect(sample, `a sample value for ${name}`).toHaveProperty(name);
      if (!names.includes("reference")) return;
      expect(names).toContain("businessName");
      if (!aboutTheDealAlone.has(kind)) expect(otherSide.some((n) => names.includes(n))).toBe(true);
    },
  );

  it.each(["en", "ar"])("in %s, every kind's sentence shows every name it carries", async (lng) => {
    await applyLanguage(lng);
    for (const kind of notificationKinds) {
      const text = messageOf(i18next.t, full(kind), lng);
      expect(text, kind).not.toMatch(/\{\{|undefined|ui\.notifications/);
      for (const name of notificationParamNames[kind] as readonly string[])
        if (!reformatted.has(name)) expect(text, `${kind} names ${name}`).toContain(sample[name]);
    }
  });

  it.each(["en", "ar"])(
    "in %s, a notification stored before it named the business reads by its reference",
    async (lng) => {
      await applyLanguage(lng);
      for (const kind of notificationKinds) {
        const names: readonly string[] = notificationParamNames[kind];
        // Kinds added after issue 34 were never stored without it.
        if (!names.includes("businessName") || !(kind in notificationsEn.earlier)) continue;
        const params = Object.fromEntries(
          names.filter((n) => n !== "businessName").map((n) => [n, sample[n]!]),
        );
        const text = messageOf(i18next.t, notification(kind, params), lng);
        expect(text, kind).toContain("D-000123");
        expect(text, kind).not.toMatch(/\{\{|undefined|ui\.notifications|\(\s*\)/);
      }
    },
  );

  it("the kinds stored before issue 34 keep their earlier wording", () => {
    expect(Object.keys(notificationsEn.earlier).sort()).toEqual(
      [
        "deal_arrived",
        "document_expiring",
        "new_fit",
        "offer_accepted",
        "offer_received",
        "offer_revised",
        "offer_withdrawn",
        "question_asked",
      ].sort(),
    );
  });

  it("reads as a sentence in English", () => {
    expect(messageOf(i18next.t, full("offer_received"), "en")).toBe(
      "Swift Advance Funding sent an offer for Acme Bakery and Patisserie of the Harbour Limited (D-000123)",
    );
    expect(
      messageOf(
        i18next.t,
        notification("offer_received", { reference: "D-000002", funderName: "Swift" }),
        "en",
      ),
    ).toBe("Swift sent an offer on D-000002");
  });

  it("the bell's panel shows the reference on one line", () => {
    const list = {
      data: {
        pages: [{ items: [full("deal_arrived")], unread: 1, newsUnread: 0, nextCursor: null }],
      },
      hasNextPage: false,
    } as unknown as Parameters<typeof NotificationPanel>[0]["list"];
    const { container } = renderWithQuery(
      <MemoryRouter>
        <NotificationPanel list={list} readOnly={false} onClose={() => {}} />
      </MemoryRouter>,
    );
    const item = container.querySelector("[data-testid=notification-item]")!;
    expect(item.textContent).toContain(
      "Loop Brokers sent you Acme Bakery and Patisserie of the Harbour Limited (D-000123)",
    );
    const reference = item.querySelector("[data-reference]")!;
    expect(reference.textContent).toBe("D-000123");
    expect(reference.className).toContain("whitespace-nowrap");
  });
});
