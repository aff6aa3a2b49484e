// The training gate's cost on a deal submission (issue 18; docs/decisions/040-training-gate.md).
// One broker on PostgreSQL submits draft deals (`POST /v1/user/deal/{id}/transition` to
// `submitted`) one after another: deals of a product whose course is published and which the
// broker passed (the gate finds the course and the accreditation) against deals of a product no
// course covers (the gate's query finds nothing: the baseline), alternated in blocks in the same run.
import { operators } from "@portal/db/schema/organizations";
import { startBenchApp } from "./support/app";
import { positiveNumber } from "./support/harness";
import { onboardedMember } from "./support/member";

const rounds = positiveNumber("BENCH_ROUNDS", 300, 10);
const block = 25;
const bench = await startBenchApp();
try {
  const { appUrl, publicUrl, app } = bench;
  const broker = await onboardedMember(appUrl, publicUrl, `gate-${Date.now()}@example.com`);
  const operator = await onboardedMember(appUrl, publicUrl, `ops-${Date.now()}@example.com`, "Ops");
  await app.database.db.insert(operators).values({ userId: operator.userId });
  const send = async (
    who: { json: Record<string, string> },
    method: string,
    path: string,
    body?: object,
  ) => {
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: who.json,
      body: JSON.stringify(body ?? {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const course = await send(operator, "POST", "/v1/learn/authoring/courses", {
    title: "Term loans",
    summary: "The essentials",
    minutes: 10,
    passMark: 100,
    products: ["term_loan"],
    lessons: [{ title: "One", body: "Text" }],
    questions: [
      {
        kind: "single",
        prompt: "Yes?",
        choices: [
          { text: "Yes", correct: true },
          { text: "No", correct: false },
        ],
      },
    ],
  });
  await send(operator, "POST", `/v1/learn/authoring/courses/${course.id}/publish`);
  const attempt = await send(broker, "POST", `/v1/learn/courses/${course.id}/attempts`);
  const q = attempt.questions[0];
  const result = await send(broker, "POST", `/v1/learn/attempts/${attempt.id}/submit`, {
    answers: [
      {
        questionId: q.id,
        choiceIds: [q.choices.find((c: { text: string }) => c.text === "Yes").id],
      },
    ],
  });
  if (!result.passed) throw new Error("the bench broker did not pass");

  const draft = (product: string) =>
    send(broker, "POST", "/v1/user/deals", {
      product,
      amountMinor: 5_000_000,
      currency: "GBP",
      purpose: "Ovens",
      borrower: {
        legalName: "Bench Bakery Ltd",
        entityType: "limited_company",
        industry: "restaurants",
        country: "GB",
        owners: [{ name: "Ann", ownershipBp: 10_000, creditScore: 720 }],
      },
    });
  const elapsed = { gated: 0, baseline: 0 };
  for (let done = 0; done < rounds; done += block) {
    for (const [kind, product] of [
      ["gated", "term_loan"],
      ["baseline", "line_of_credit"],
    ] as const) {
      const deals = await Promise.all(Array.from({ length: block }, () => draft(product)));
      const start = performance.now();
      for (const d of deals)
        await send(broker, "POST", `/v1/user/deal/${d.id}/transition`, {
          to: "submitted",
          version: d.version,
        });
      elapsed[kind] += performance.now() - start;
    }
  }
  const n = Math.ceil(rounds / block) * block;
  const rate = (ms: number) => (n * 1000) / ms;
  console.log(`deal submissions, ${n} each, sequential, PostgreSQL`);
  console.log(
    `  gated (course published, broker accredited): ${rate(elapsed.gated).toFixed(1)}/s (${(elapsed.gated / n).toFixed(2)} ms each)`,
  );
  console.log(
    `  baseline (no course for the product):        ${rate(elapsed.baseline).toFixed(1)}/s (${(elapsed.baseline / n).toFixed(2)} ms each)`,
  );
  console.log(
    `  ratio gated : baseline = ${(rate(elapsed.gated) / rate(elapsed.baseline)).toFixed(2)}x`,
  );
} finally {
  await bench.close();
}
