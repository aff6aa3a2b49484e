import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app";
import { createTestDatabase, getUser, putUser, testConfig } from "./test-app";
import { signUp, validOnboarding } from "./factories";

// Two API processes against one PostgreSQL: nothing lives in a process. (PGlite is one process
// per data directory by design, so this runs in the PostgreSQL pass of the suite.)
describe.runIf(!!process.env.TEST_DATABASE_URL)("two API processes on one database", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop = async () => {};
  beforeAll(async () => {
    // An unmigrated database, started together: the migrations take turns through the advisory lock.
    const database = await createTestDatabase({ empty: true });
    drop = database.drop;
    [a, b] = await Promise.all([buildApp(testConfig(database)), buildApp(testConfig(database))]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop();
  });

  it("accepts on one process the token issued by the other, and shares every write", async () => {
    const user = await signUp(a);
    expect(
      (await putUser(b, user.token, validOnboarding({ company: { companyName: "Twin Finance" } })))
        .statusCode,
    ).toBe(200);
    const seen = await getUser(a, user.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().organization.name).toBe("Twin Finance");
    // The session cookie works on either process too.
    const token = await b.inject({
      method: "GET",
      url: "/auth/token",
      headers: { cookie: user.cookie },
    });
    expect(token.statusCode).toBe(200);
    expect((await getUser(a, token.json().token)).statusCode).toBe(200);
  });
});
