// The bell's unread count kept per person (issue 38, decision 091): after a seeded random sequence
// of creates (repeats of a dedupe key among them), marks read (some, all, by link), marks unread
// again, deletes of rows and of people, and a rolled-back transaction, the kept counts equal a
// count of the rows, on PGlite and PostgreSQL; the rebuild puts wrong counts right.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@portal/db/schema/identity";
import {
  notificationUnreadCounts,
  notifications as notificationRows,
} from "@portal/db/schema/notifications";
import * as repo from "../src/modules/notifications/repo";
import { callAs } from "./call-as";
import { signUp, type SignedUp } from "./factories";
import { useTestApp } from "./test-app";

const ctx = useTestApp();

/** A small seeded generator (mulberry32): the same sequence on every run and database. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const links = ["/deals/1", "/deals/2", "/inbox/3"];
const kinds = ["offer_received", "question_asked", "deal_arrived"];

describe("the bell's kept unread count", () => {
  it("equals a count of the rows after a random sequence of writes, on this database", async () => {
    const db = ctx.app.database.db;
    const next = random(38);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const people: SignedUp[] = [];
    for (let i = 0; i < 5; i++) people.push(await signUp(ctx.app));
    let alive = [...people];
    const moves: string[] = [];
    const ids = async (userId: string) =>
      (
        await db
          .select({ id: notificationRows.id })
          .from(notificationRows)
          .where(eq(notificationRows.userId, userId))
      ).map((r) => r.id);

    for (let step = 0; step < 120; step++) {
      const who = pick(alive).userId;
      const roll = next();
      if (roll < 0.35) {
        // Several rows for one or two people, some read already, a dedupe key repeated now and then.
        const count = 1 + Math.floor(next() * 4);
        const rows = Array.from({ length: count }, () => ({
          userId: next() < 0.7 ? who : pick(alive).userId,
          kind: pick(kinds),
          link: pick(links),
          dedupeKey: next() < 0.3 ? `key-${Math.floor(next() * 4)}` : null,
          readAt: next() < 0.2 ? new Date() : null,
        }));
        await repo.insertNotifications(db, rows);
        moves.push(`create ${count}`);
      } else if (roll < 0.5) {
        const mine = await ids(who);
        await repo.markRead(
          db,
          who,
          mine.filter(() => next() < 0.5),
        );
        moves.push("mark some");
      } else if (roll < 0.58) {
        await repo.markRead(db, who, "all");
        moves.push("mark all");
      } else if (roll < 0.68) {
        await repo.markReadOfLink(db, who, kinds.slice(0, 2), pick(links));
        moves.push("mark by link");
      } else if (roll < 0.76) {
        // Marked unread again (no path does it today; the count must still follow).
        await db
          .update(notificationRows)
          .set({ readAt: null })
          .where(
            inArray(
              notificationRows.id,
              (await ids(who)).filter(() => next() < 0.5),
            ),
          );
        moves.push("mark unread");
      } else if (roll < 0.88) {
        const gone = (await ids(who)).filter(() => next() < 0.4);
        if (gone.length)
          await db.delete(notificationRows).where(inArray(notificationRows.id, gone));
        moves.push("delete rows");
      } else if (roll < 0.94) {
        // A transaction that writes every kind of move and rolls back: nothing of it stays.
        await db
          .transaction(async (tx) => {
            await repo.insertNotifications(tx, [
              { userId: who, kind: "offer_received", link: "/deals/9" },
            ]);
            await repo.markRead(tx, who, "all");
            await tx.delete(notificationRows).where(eq(notificationRows.userId, who));
            throw new Error("rolled back");
          })
          .catch((e: Error) => expect(e.message).toBe("rolled back"));
        moves.push("rolled back");
      } else if (alive.length > 2) {
        // A person deleted: their rows go with them (the foreign key's cascade), and their count.
        await db.delete(users).where(eq(users.id, who));
        alive = alive.filter((p) => p.userId !== who);
        moves.push("delete person");
      }
      expect(await repo.unreadCountsThatDiffer(db), `after ${moves.join(", ")}`).toEqual([]);
    }
    // Every kind of move happened, and some people have unread ones at the end.
    expect(new Set(moves.map((m) => m.replace(/ \d+$/, "")))).toEqual(
      new Set([
        "create",
        "mark some",
        "mark all",
        "mark by link",
        "mark unread",
        "delete rows",
        "rolled back",
        "delete person",
      ]),
    );
    const kept = await db.select().from(notificationUnreadCounts);
    expect(kept.some((k) => k.unread > 0)).toBe(true);
    // A deleted person keeps no count.
    const gone = people.filter((p) => !alive.includes(p)).map((p) => p.userId);
    expect(kept.filter((k) => gone.includes(k.userId))).toEqual([]);

    // The bell and the list read the kept count: the same as the rows'.
    for (const person of alive) {
      const [counted] = await repo.countUnreadQuery(db, person.userId);
      const bell = await callAs(ctx.app, person).get("/v1/notifications/unread-count");
      expect(bell.statusCode).toBe(200);
      expect(bell.json().unread).toBe(counted!.n);
      const list = await callAs(ctx.app, person).get("/v1/notifications");
      expect(list.json().unread).toBe(counted!.n);
    }
  });

  it("is rebuilt from the rows when it went wrong, and emptied with the table", async () => {
    const db = ctx.app.database.db;
    const [a, b] = [await signUp(ctx.app), await signUp(ctx.app)];
    await repo.insertNotifications(db, [
      { userId: a.userId, kind: "offer_received", link: "/deals/1" },
      { userId: a.userId, kind: "offer_received", link: "/deals/2" },
      { userId: b.userId, kind: "deal_arrived", link: "/inbox/1" },
    ]);
    // Wrong counts, as a backup restored without them would leave: one off, one missing.
    await db
      .update(notificationUnreadCounts)
      .set({ unread: 7 })
      .where(eq(notificationUnreadCounts.userId, a.userId));
    await db.delete(notificationUnreadCounts).where(eq(notificationUnreadCounts.userId, b.userId));
    expect(await repo.unreadCountsThatDiffer(db)).toEqual(
      [
        { userId: a.userId, kept: 7, counted: 2 },
        { userId: b.userId, kept: 0, counted: 1 },
      ].sort((x, y) => (x.userId < y.userId ? -1 : 1)),
    );
    expect(await repo.countUnread(db, b.userId)).toBe(0);
    expect(await repo.rebuildUnreadCounts(db)).toBeGreaterThanOrEqual(2);
    expect(await repo.unreadCountsThatDiffer(db)).toEqual([]);
    expect(await repo.countUnread(db, a.userId)).toBe(2);
    expect(await repo.countUnread(db, b.userId)).toBe(1);
    // A person with no notifications reads 0 (no row kept).
    expect(await repo.countUnread(db, (await signUp(ctx.app)).userId)).toBe(0);
    await db.execute(sql`truncate notifications`);
    expect(await db.select().from(notificationUnreadCounts)).toEqual([]);
  });
});
