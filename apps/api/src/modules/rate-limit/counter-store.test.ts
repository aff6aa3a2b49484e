import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "@portal/db/database";
import { createTestDatabase } from "../../../test/test-app";
import { clientAddressKey } from "./client-address";
import {
  createDatabaseCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from "./counter-store";
import { normalisePath } from "./rules";

describe("clientAddressKey", () => {
  it("keeps IPv4, maps IPv4-mapped IPv6 to IPv4 and cuts IPv6 to its /64", () => {
    expect(clientAddressKey("192.0.2.1")).toBe("192.0.2.1");
    expect(clientAddressKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientAddressKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(clientAddressKey("2001:DB8:A:B::")).toBe("2001:db8:a:b::/64");
    expect(clientAddressKey("2001:db8:a:c::1")).not.toBe(clientAddressKey("2001:db8:a:b::1"));
  });
});

describe("normalisePath", () => {
  it("collapses slashes, drops the trailing one and the query, decodes and lower-cases", () => {
    expect(normalisePath("//auth//sign-in/email/?x=1")).toBe("/auth/sign-in/email");
    expect(normalisePath("/auth/sign%2Din/EMAIL")).toBe("/auth/sign-in/email");
    expect(normalisePath("/auth/%E0%A4%A")).toBe("/auth/%e0%a4%a");
    expect(normalisePath("/")).toBe("/");
  });
});

describe.each([
  {
    name: "Redis",
    open: async () => ({
      store: await createRedisCounterStore(
        process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
        `portal:test:${randomBytes(4).toString("hex")}:`,
      ),
      done: async () => {},
    }),
  },
  {
    name: "database",
    open: async () => {
      const scratch = await createTestDatabase();
      const database: Database = openDatabase(scratch.options);
      await database.migrate();
      return {
        store: createDatabaseCounterStore(database.db),
        done: async () => {
          await database.close();
          await scratch.drop();
        },
      };
    },
  },
])("$name counter store", ({ open }) => {
  let store: CounterStore;
  let done = async () => {};
  beforeAll(async () => {
    ({ store, done } = await open());
  });
  afterAll(async () => {
    await store.close();
    await done();
  });

  it("counts concurrent hits without losing one", async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit("burst", 60)));
    expect(counts.map((c) => c.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await store.peek("burst")).hits).toBe(40);
  });

  it("starts a new window once the old one is over, and resets on demand", async () => {
    await store.hit("short", 1);
    expect((await store.hit("short", 1)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.peek("short")).hits).toBe(0);
    expect((await store.hit("short", 1)).hits).toBe(1);
    await store.reset("short");
    expect((await store.peek("short")).hits).toBe(0);
  });
});

describe("Redis key prefix (REDIS_KEY_PREFIX)", () => {
  it("keeps two deployments sharing one Redis apart", async () => {
    const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
    const run = randomBytes(4).toString("hex");
    const blue = await createRedisCounterStore(url, `blue:${run}:`);
    const green = await createRedisCounterStore(url, `green:${run}:`);
    try {
      for (let i = 0; i < 3; i++) await blue.hit("lockout:ann@example.com", 60);
      expect((await blue.peek("lockout:ann@example.com")).hits).toBe(3);
      expect((await green.peek("lockout:ann@example.com")).hits).toBe(0);
    } finally {
      await blue.reset("lockout:ann@example.com");
      await Promise.all([blue.close(), green.close()]);
    }
  });
});
