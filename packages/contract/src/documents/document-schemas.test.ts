import { describe, expect, it } from "vitest";
import { safeFileName } from "./document-schemas";

describe("safe file names", () => {
  it("strip bidirectional controls, so a name reads as what it is", () => {
    expect(safeFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(safeFileName("\u2066a\u2069\u200Eb\u200F\u061Cc.pdf")).toBe("abc.pdf");
  });

  it("keep the last path segment without control characters or quotes", () => {
    expect(safeFileName("../../etc/pass\u0000wd")).toBe("passwd");
    expect(safeFileName('"bank".pdf')).toBe("bank.pdf");
    expect(safeFileName("   ")).toBe("document");
  });
});
