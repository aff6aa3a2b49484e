import { describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";
import { createBroker, createOperator, joinOrganizationOf, type SignedUp } from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

interface Post {
  id: string;
  audience: string;
  title: string;
  bodyHtml: string;
  read: boolean;
  mine: boolean;
  placeName: string | null;
}
interface List {
  items: Post[];
  unread: number;
  mayPostTo: string[];
}
const news = async (user: SignedUp) => {
  const res = await callAs(ctx.app, user).get("/v1/news");
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as List;
};
/** The titles a person sees (platform-wide posts of other tests left out unless asked for). */
const titles = async (user: SignedUp, platform = false) =>
  (await news(user)).items.filter((p) => platform || p.audience !== "platform").map((p) => p.title);
const post = async (user: SignedUp, audience: string, title: string, body = "Hello **team**") => {
  const res = await callAs(ctx.app, user).post("/v1/news", { title, body, audience });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as Post;
};
const errorOf = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await res;
  const { error } = r.json() as {
    error: { code: string; issues?: { path: string; message: string }[] };
  };
  return { status: r.statusCode, code: error.code, issues: error.issues };
};

/** An organization with regions North (teams N1, N2) and South (S1), people placed in them. */
async function brokerage() {
  const owner = await createBroker(ctx.app, "News Brokers");
  const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json() as {
      regions: { id: string; name: string }[];
      teams: { id: string; name: string }[];
    };
  };
  const region = async (name: string) =>
    (await ok(callAs(ctx.app, owner).post("/v1/team/regions", { name }))).regions.find(
      (r) => r.name === name,
    )!.id;
  const north = await region("North");
  const south = await region("South");
  const team = async (name: string, regionId: string) =>
    (await ok(callAs(ctx.app, owner).post("/v1/team/teams", { name, regionId }))).teams.find(
      (t) => t.name === name,
    )!.id;
  const n1 = await team("N1", north);
  const n2 = await team("N2", north);
  const s1 = await team("S1", south);
  const join = async (placement: object, role: "admin" | "member" = "member") => {
    const person = await joinOrganizationOf(ctx.app, owner, role);
    await ok(callAs(ctx.app, owner).put(`/v1/team/members/${person.userId}`, placement));
    return person;
  };
  return {
    owner,
    admin: await join({ salesRole: "agent" }, "admin"),
    northManager: await join({ salesRole: "country_manager", regionId: north }),
    n1Manager: await join({ salesRole: "team_manager", teamId: n1 }),
    n1Member: await join({ salesRole: "team_member", teamId: n1 }),
    n2Member: await join({ salesRole: "team_member", teamId: n2 }),
    s1Member: await join({ salesRole: "team_member", teamId: s1 }),
  };
}

describe("latest news (/v1/news)", () => {
  it("each post is seen by its audience only: team, region, organization, platform", async () => {
    const b = await brokerage();
    const stranger = await createBroker(ctx.app, "Elsewhere Ltd");
    const operator = await createOperator(ctx.app);
    expect((await news(b.n1Manager)).mayPostTo).toEqual(["team"]);
    expect((await news(b.northManager)).mayPostTo).toEqual(["region"]);
    expect((await news(b.owner)).mayPostTo).toEqual(["organization"]);
    expect((await news(b.n1Member)).mayPostTo).toEqual([]);
    expect((await news(operator)).mayPostTo).toEqual(["platform", "organization"]);

    const teamPost = await post(b.n1Manager, "team", "N1 news");
    expect(teamPost).toMatchObject({ audience: "team", placeName: "N1", read: true, mine: true });
    await post(b.northManager, "region", "North news");
    await post(b.owner, "organization", "Company news");
    await post(operator, "platform", "Platform news");

    expect(await titles(b.n1Member, true)).toEqual([
      "Platform news",
      "Company news",
      "North news",
      "N1 news",
    ]);
    expect(await titles(b.n2Member, true)).toEqual(["Platform news", "Company news", "North news"]);
    expect(await titles(b.s1Member, true)).toEqual(["Platform news", "Company news"]);
    // Those who oversee more read the posts below them.
    expect(await titles(b.northManager, true)).toEqual([
      "Platform news",
      "Company news",
      "North news",
      "N1 news",
    ]);
    expect(await titles(b.admin, true)).toEqual([
      "Platform news",
      "Company news",
      "North news",
      "N1 news",
    ]);
    expect(await titles(stranger, true)).toEqual(["Platform news"]);
  });

  it("refuses posts outside the author's position", async () => {
    const b = await brokerage();
    const body = { title: "Hi", body: "Text" };
    for (const [who, audience] of [
      [b.n1Member, "team"],
      [b.n1Member, "organization"],
      [b.n1Manager, "region"],
      [b.n1Manager, "organization"],
      [b.northManager, "organization"],
      [b.owner, "platform"],
    ] as const)
      expect(
        await errorOf(callAs(ctx.app, who).post("/v1/news", { ...body, audience })),
      ).toMatchObject({
        status: 403,
        code: "forbidden",
      });
    // A team manager's team post is always their own team's: another team's members never see it.
    await post(b.n1Manager, "team", "Only N1");
    expect(await titles(b.n2Member)).toEqual([]);
  });

  it("renders Markdown with raw HTML off: scripts, event handlers and javascript: links are neutralised", async () => {
    const b = await brokerage();
    const p = await post(
      b.owner,
      "organization",
      "Markdown",
      [
        "# Big **news**",
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(2)">',
        "[click](javascript:alert(3)) and [site](https://example.com) and https://example.org",
        "![pixel](https://tracker.example/p.png)",
      ].join("\n\n"),
    );
    expect(p.bodyHtml).toContain("<h1>Big <strong>news</strong></h1>");
    expect(p.bodyHtml).not.toMatch(/<script|<img|href="javascript:/i);
    expect(p.bodyHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(p.bodyHtml).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(p.bodyHtml).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(p.bodyHtml).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">https://example.org</a>',
    );
  });

  it("counts unread posts and marks them read", async () => {
    const b = await brokerage();
    // Platform-wide posts of other tests count too: this test counts from what is there.
    const base = (await news(b.n1Member)).unread;
    const first = await post(b.n1Manager, "team", "First");
    await post(b.n1Manager, "team", "Second");
    expect((await news(b.n1Manager)).unread).toBe(base);
    const before = await news(b.n1Member);
    expect(before.unread).toBe(base + 2);
    expect(before.items.filter((p) => p.audience === "team").map((p) => p.read)).toEqual([
      false,
      false,
    ]);
    const read = await callAs(ctx.app, b.n1Member).post(`/v1/news/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect((read.json() as Post).read).toBe(true);
    await callAs(ctx.app, b.n1Member).post(`/v1/news/${first.id}/read`);
    const after = await news(b.n1Member);
    expect(after.unread).toBe(base + 1);
    expect(after.items.filter((p) => p.audience === "team").map((p) => [p.title, p.read])).toEqual([
      ["Second", false],
      ["First", true],
    ]);
    // A post the reader does not see is not found.
    expect(
      await errorOf(callAs(ctx.app, b.n2Member).post(`/v1/news/${first.id}/read`)),
    ).toMatchObject({
      status: 404,
    });
  });

  it("the author, or the organization's owner and admins, edit and delete a post", async () => {
    const b = await brokerage();
    const stranger = await createBroker(ctx.app, "Elsewhere Ltd");
    const p = await post(b.n1Manager, "team", "Draft");
    const edit = (who: SignedUp, title: string) =>
      callAs(ctx.app, who).put(`/v1/news/${p.id}`, { title, body: "*Changed*" });
    expect(await errorOf(edit(b.n1Member, "Mine now"))).toMatchObject({ status: 403 });
    expect(await errorOf(edit(stranger, "Mine now"))).toMatchObject({ status: 404 });
    const edited = await edit(b.n1Manager, "Final");
    expect(edited.json()).toMatchObject({ title: "Final", bodyHtml: "<p><em>Changed</em></p>\n" });
    expect((await edit(b.admin, "By the admin")).statusCode).toBe(200);
    expect(
      (await news(b.n1Member)).items.find((p) => p.id === edited.json<Post>().id),
    ).toMatchObject({ title: "By the admin", mine: false });
    expect(await errorOf(callAs(ctx.app, b.n1Member).delete(`/v1/news/${p.id}`))).toMatchObject({
      status: 403,
    });
    expect(await errorOf(callAs(ctx.app, stranger).delete(`/v1/news/${p.id}`))).toMatchObject({
      status: 404,
    });
    expect((await callAs(ctx.app, b.owner).delete(`/v1/news/${p.id}`)).statusCode).toBe(204);
    expect(await titles(b.n1Manager)).toEqual([]);
  });

  it("says what is wrong with a post", async () => {
    const b = await brokerage();
    const send = (body: object) => errorOf(callAs(ctx.app, b.owner).post("/v1/news", body));
    expect(await send({ title: " ", body: "x".repeat(20_001), audience: "organization" })).toEqual({
      status: 400,
      code: "validation_failed",
      issues: [
        expect.objectContaining({
          path: "title",
          message: "Give the post a title (up to 200 characters).",
        }),
        expect.objectContaining({
          path: "body",
          message: "Write the post (up to 20,000 characters).",
        }),
      ],
    });
    expect(
      (await send({ title: "T", body: "", audience: "everyone" })).issues?.map((i) => i.path),
    ).toEqual(["body", "audience"]);
    expect(
      (
        await callAs(ctx.app, b.owner).post("/v1/news", {
          title: "T",
          body: "x".repeat(20_000),
          audience: "organization",
        })
      ).statusCode,
    ).toBe(200);
  });
});
