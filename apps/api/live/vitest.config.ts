import { defineConfig } from "vitest/config";

// The optional suite against Stripe's test mode (docs/billing.md): `npm run test:stripe-live -w
// @portal/api` with STRIPE_TEST_SECRET_KEY set and network. Not part of `npm test`.
export default defineConfig({
  test: {
    include: ["live/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
