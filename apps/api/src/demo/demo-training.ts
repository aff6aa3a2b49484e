// A demo brokerage's training (src/demo/load-demo-data.ts): its people pass the demo course of each
// product they are trained in, answering as someone who read it would, through Learn's API.
import type { FastifyInstance } from "fastify";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import type { Attempt, LearnOverview } from "@portal/contract/learn/learn-schemas";
import { demoCourses } from "../modules/learn/service";
import { call } from "./demo-api";

/** The right choices' ids of an attempt, from the demo course's answer key (matched by text). */
function rightAnswers(attempt: Attempt, product: DealProduct) {
  const key = demoCourses.find((c) => c.products.includes(product))!;
  return attempt.questions.map((q) => {
    const asked = key.questions.find((k) => k.prompt === q.prompt)!;
    const right = new Set(asked.choices.filter((c) => c.correct).map((c) => c.text));
    return {
      questionId: q.id,
      choiceIds: q.choices.filter((c) => right.has(c.text)).map((c) => c.id),
    };
  });
}

/** `token`'s holder passes the published course of each of `products`. */
export async function passTraining(app: FastifyInstance, token: string, products: DealProduct[]) {
  const learn = (await call(
    app,
    token,
    "GET",
    "/v1/learn/courses",
    "Learn",
  )) as unknown as LearnOverview;
  for (const product of products) {
    const course = learn.courses.find((c) => c.products.includes(product));
    if (!course) throw new Error(`no published course for ${product}`);
    const what = `the course ${course.title}`;
    const attempt = (await call(
      app,
      token,
      "POST",
      `/v1/learn/courses/${course.id}/attempts`,
      what,
    )) as unknown as Attempt;
    const graded = await call(app, token, "POST", `/v1/learn/attempts/${attempt.id}/submit`, what, {
      answers: rightAnswers(attempt, product),
    });
    if (graded.passed !== true)
      throw new Error(`${what} was not passed: ${JSON.stringify(graded)}`);
  }
}
