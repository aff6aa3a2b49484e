import { describe, expect, it } from "vitest";
import {
  funderAlertMail,
  funderNewsMail,
  threadNewsMail,
  type FunderAlert,
  type FunderNews,
} from "./messages";

// Every mail about a deal names the business and the other party besides the reference (issue
// 34), and its HTML keeps the reference on one line.

const moves: FunderNews["move"][] = [
  "request_info",
  "offer",
  "revise",
  "withdraw_offer",
  "decline",
  "duplicate",
];
const events: FunderAlert["event"][] = ["arrived", "accepted"];
const deal = { reference: "D-000123", businessName: "Acme & Sons Bakery" };
const nowrap = '<span style="white-space:nowrap">D-000123</span>';

describe("mails about a deal", () => {
  it("a decline's mail gives the funder's reason and note", () => {
    const mail = funderNewsMail(
      "b@example.com",
      {
        ...deal,
        funderName: "Swift Advance Funding",
        move: "decline",
        reason: "time_in_business",
        note: "Come back at 12 months.",
        link: "https://portal.example/deals/1",
      },
      "en",
    );
    expect(mail.text).toContain("Their reason: not long enough in business.");
    expect(mail.text).toContain('They wrote: "Come back at 12 months."');
  });

  it.each(moves)("the broker's mail of a funder's %s names the funder and the business", (move) => {
    const mail = funderNewsMail(
      "b@example.com",
      {
        ...deal,
        funderName: "Swift Advance Funding",
        move,
        note: null,
        link: "https://portal.example/deals/1",
      },
      "en",
    );
    for (const part of [mail.subject, mail.text])
      for (const name of ["Swift Advance Funding", "Acme & Sons Bakery", "D-000123"])
        expect(part).toContain(name);
    expect(mail.html).toContain("Acme &#38; Sons Bakery");
    expect(mail.html).toContain(nowrap);
    expect(mail.html).not.toMatch(/[^>]D-000123/);
  });

  it.each(events)("the funder's mail of a deal %s names the broker and the business", (event) => {
    const mail = funderAlertMail(
      "f@example.com",
      {
        ...deal,
        brokerName: "Loop Brokers",
        event,
        link: "https://portal.example/inbox/1",
      },
      "en",
    );
    for (const part of [mail.subject, mail.text])
      for (const name of ["Loop Brokers", "Acme & Sons Bakery", "D-000123"])
        expect(part).toContain(name);
    expect(mail.html).toContain(nowrap);
  });

  it("the other side's mail of a message in a deal's conversation names the writer and the business", () => {
    const mail = threadNewsMail(
      "f@example.com",
      {
        ...deal,
        fromName: "Loop Brokers",
        link: "https://portal.example/threads/1",
      },
      "en",
    );
    for (const part of [mail.subject, mail.text])
      for (const name of ["Loop Brokers", "Acme & Sons Bakery", "D-000123"])
        expect(part).toContain(name);
    expect(mail.html).toContain(nowrap);
  });

  it("an offer's subject reads as a sentence", () => {
    expect(
      funderNewsMail(
        "b@example.com",
        {
          ...deal,
          funderName: "Swift Advance Funding",
          move: "offer",
          note: null,
          link: "https://portal.example/deals/1",
        },
        "en",
      ).subject,
    ).toBe("Swift Advance Funding sent a proposal for Acme & Sons Bakery (D-000123)");
  });
});
