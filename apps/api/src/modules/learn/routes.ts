import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  attemptAnswersSchema,
  attemptResultSchema,
  attemptSchema,
  authoringCourseListSchema,
  authoringCourseSchema,
  certificateSchema,
  courseDetailSchema,
  courseDraftSchema,
  learnOverviewSchema,
  memberTrainingListSchema,
  memberTrainingSchema,
  publicCertificateSchema,
} from "@portal/contract/learn/learn-schemas";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { identityOf } from "../identity/authenticate";
import { errorResponses, idParams } from "../../lib/routes";
import type { LearnService } from "./service";

const security = [{ authorizationkey: [] }];
const tags = ["learn"];
const operators =
  "Operators only (others 403). The answer key is shown to authors, never to learners.";

/** Learn: brokers' courses, attempts and certificates; heads' view of members; public verification. */
export async function learnRoutes(app: FastifyInstance, opts: { learn: LearnService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { learning } = opts.learn;
  r.get("/v1/learn/courses", {
    schema: {
      tags,
      summary:
        "Published courses with the caller's progress, and their training status per product",
      security,
      response: { 200: learnOverviewSchema, ...errorResponses },
    },
    handler: async (request) => {
      const userId = identityOf(request).sub;
      const [overview, seesMembers] = await Promise.all([
        learning.overview(userId),
        opts.learn.people.seesMembers(userId),
      ]);
      return { ...overview, seesMembers };
    },
  });
  r.get("/v1/learn/courses/:id", {
    schema: {
      tags,
      summary:
        "A course's published version: its lessons (HTML rendered on the server), read marks",
      security,
      params: idParams,
      response: { 200: courseDetailSchema, ...errorResponses },
    },
    handler: (request) => learning.course(identityOf(request).sub, request.params.id),
  });
  r.post("/v1/learn/lessons/:id/read", {
    schema: {
      tags,
      summary: "Mark a lesson read; answers its course",
      security,
      params: idParams,
      response: { 200: courseDetailSchema, ...errorResponses },
    },
    handler: (request) => learning.readLesson(identityOf(request).sub, request.params.id),
  });
  r.post("/v1/learn/courses/:id/attempts", {
    schema: {
      tags,
      summary:
        "Start a quiz attempt (or resume the open one): questions and choices shuffled, no answers",
      description:
        "409 `attempts_cooldown` (details.retryAt) after too many failed attempts in a row.",
      security,
      params: idParams,
      response: { 201: attemptSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await learning.start(identityOf(request).sub, request.params.id)),
  });
  r.post("/v1/learn/attempts/:id/submit", {
    schema: {
      tags,
      summary: "Submit answers: graded on the server; score, pass or fail, the questions got wrong",
      description:
        "Never the right choices. A pass accredits the course's products until the expiry.",
      security,
      params: idParams,
      body: attemptAnswersSchema,
      response: { 200: attemptResultSchema, ...errorResponses },
    },
    handler: (request) => learning.submit(identityOf(request).sub, request.params.id, request.body),
  });
  await peopleRoutes(app, opts.learn);
  await authoringRoutes(app, opts.learn);
}

async function peopleRoutes(app: FastifyInstance, learn: LearnService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { people } = learn;
  r.get("/v1/learn/certificates/:id", {
    schema: {
      tags,
      summary: "The caller's certificate (anyone else's is not found)",
      security,
      params: idParams,
      response: { 200: certificateSchema, ...errorResponses },
    },
    handler: (request) => people.certificate(identityOf(request).sub, request.params.id),
  });
  r.get("/v1/public/certificates/:certificateId", {
    config: { public: true },
    schema: {
      tags,
      summary:
        "Verify a certificate: name, course, products, dates and whether valid; nothing else",
      params: z.object({ certificateId: z.string().max(200) }),
      response: {
        200: publicCertificateSchema,
        404: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: (request) => people.verify(request.params.certificateId),
  });
  r.get("/v1/learn/members", {
    schema: {
      tags,
      summary: "Members' training: owners and admins their organization's, managers their scope's",
      security,
      response: { 200: memberTrainingListSchema, ...errorResponses },
    },
    handler: (request) => people.members(identityOf(request).sub),
  });
  r.get("/v1/learn/members/:id", {
    schema: {
      tags,
      summary: "One member's training (outside the caller's scope: not found)",
      security,
      params: idParams,
      response: { 200: memberTrainingSchema, ...errorResponses },
    },
    handler: (request) => people.member(identityOf(request).sub, request.params.id),
  });
}

async function authoringRoutes(app: FastifyInstance, learn: LearnService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authoring } = learn;
  r.get("/v1/learn/authoring/courses", {
    schema: {
      tags,
      summary: "Every course, drafts included",
      description: operators,
      security,
      response: { 200: authoringCourseListSchema, ...errorResponses },
    },
    handler: (request) => authoring.list(identityOf(request).sub),
  });
  r.post("/v1/learn/authoring/courses", {
    schema: {
      tags,
      summary: "Create a course and its first draft version",
      description: operators,
      security,
      body: courseDraftSchema,
      response: { 201: authoringCourseSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await authoring.create(identityOf(request).sub, request.body)),
  });
  r.get("/v1/learn/authoring/courses/:id", {
    schema: {
      tags,
      summary: "A course's published version and draft, with the answer key",
      description: operators,
      security,
      params: idParams,
      response: { 200: authoringCourseSchema, ...errorResponses },
    },
    handler: (request) => authoring.get(identityOf(request).sub, request.params.id),
  });
  r.put("/v1/learn/authoring/courses/:id/draft", {
    schema: {
      tags,
      summary:
        "Write the course's draft version (replaces the open draft, else opens a new version)",
      description: operators,
      security,
      params: idParams,
      body: courseDraftSchema,
      response: { 200: authoringCourseSchema, ...errorResponses },
    },
    handler: (request) =>
      authoring.saveDraft(identityOf(request).sub, request.params.id, request.body),
  });
  r.post("/v1/learn/authoring/courses/:id/publish", {
    schema: {
      tags,
      summary: "Publish the draft as the new version",
      description: `${operators} Accreditations on earlier versions stay valid for TRAINING_GRACE_DAYS, then the course must be re-taken.`,
      security,
      params: idParams,
      response: { 200: authoringCourseSchema, ...errorResponses },
    },
    handler: (request) => authoring.publish(identityOf(request).sub, request.params.id),
  });
}
