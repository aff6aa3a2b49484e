import { describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";
import { createBroker } from "./factories";
import { callAs } from "./call-as";

// BILLING_PROVIDER=offline (the default in development, decision 049): billing runs on the portal's
// own offline stand-in for Stripe, started with the app on 127.0.0.1, in test mode.
const ctx = useTestApp({ BILLING_PROVIDER: "offline" });

describe("billing on the offline stand-in for Stripe", () => {
  it("starts a brokerage on a trial with days left, says test mode, and opens the stand-in's Checkout", async () => {
    // The log-in page offers the trial (GET /v1/sign-in-methods; off in other tests' apps).
    const methods = await ctx.app.inject({ method: "GET", url: "/v1/sign-in-methods" });
    expect(methods.json()).toMatchObject({ freeTrial: true });
    const owner = await createBroker(ctx.app, "Offline Brokers");
    const status = (await callAs(ctx.app, owner).get("/v1/billing/status")).json();
    expect(status).toMatchObject({ state: "trial", trialDaysLeft: 14, testMode: true });
    const overview = await callAs(ctx.app, owner).get("/v1/billing");
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({
      testMode: true,
      prices: {
        month: { amount: 3000, currency: "gbp" },
        year: { amount: 30000, currency: "gbp" },
      },
    });
    const checkout = await callAs(ctx.app, owner).post("/v1/billing/checkout", {
      interval: "month",
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const page = await fetch(checkout.json().url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Test mode: the portal's offline stand-in for Stripe.");
  });
});
