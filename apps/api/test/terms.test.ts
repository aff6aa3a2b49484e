import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { termsSchema } from "@portal/contract/terms/terms-schemas";
import { useTestApp } from "./test-app";

const dataDir = mkdtempSync(join(tmpdir(), "portal-terms-"));
const ctx = useTestApp({ DATA_DIR: dataDir });
const read = () => ctx.app.inject({ method: "GET", url: "/v1/public/terms" });

describe("the terms of service", () => {
  it("are public: the default until the operator writes DATA_DIR/terms.md, then theirs at once", async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    const byDefault = termsSchema.parse(first.json());
    expect(byDefault).toMatchObject({ source: "default", updatedAt: null });
    expect(byDefault.html).toContain("has not published its own");

    // Replaced without a restart; Markdown only: raw HTML in the file comes out as text.
    writeFileSync(
      join(dataDir, "terms.md"),
      "## Fresh Brokers terms\n\nBe kind. <script>alert(1)</script>\n",
    );
    const theirs = termsSchema.parse((await read()).json());
    expect(theirs.source).toBe("operator");
    expect(Date.parse(theirs.updatedAt!)).not.toBeNaN();
    expect(theirs.html).toContain("<h2>Fresh Brokers terms</h2>");
    expect(theirs.html).not.toContain("<script>");
    expect(theirs.html).toContain("&lt;script&gt;");
  });
});
