import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { userSchema, userUpdateSchema } from "@portal/contract/user/user-schemas";
import { accountDeletedSchema } from "@portal/contract/user/account-schemas";
import { identityOf } from "../identity/authenticate";
import type { UserService } from "./service";
import { errorResponses, validatedInService } from "../../lib/routes";

const errors = errorResponses;

export async function userRoutes(app: FastifyInstance, opts: { users: UserService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/v1/user/", {
    schema: {
      tags: ["user"],
      summary: "The signed-in user's profile",
      description:
        "404 with code `profile_not_found` means signed in but not onboarded yet. During a view " +
        "as a member, `dateOfBirth` and `gender` are null (private details, decision 052).",
      security: [{ authorizationkey: [] }],
      response: { 200: userSchema, ...errors },
    },
    handler: (request) => {
      const identity = identityOf(request);
      return opts.users.getUser(identity.sub, identity.viewedBy !== undefined);
    },
  });

  r.put("/v1/user/update", {
    schema: {
      tags: ["user"],
      summary: "Onboard (first call) or update the profile and company",
      description:
        "With no profile yet this is onboarding: every required profile field, `accountType`, " +
        "`company.companyName` for organizations and `termsAccepted: true`; it creates the user's " +
        "organization with the user as owner. Later calls send any subset; the result must stay " +
        "a complete profile. Company fields need the owner or admin role.",
      security: [{ authorizationkey: [] }],
      body: userUpdateSchema,
      response: { 200: userSchema, ...errors },
    },
    // The service validates (onboarding and update need different rules); the schema documents.
    validatorCompiler: validatedInService,
    handler: (request) => opts.users.updateUser(identityOf(request).sub, request.body),
  });

  r.delete("/v1/user/delete", {
    schema: {
      tags: ["user"],
      summary: "Delete the signed-in person's account and data",
      description:
        "Needs a recent sign-in (403 `requires_recent_login`). An owner whose organization has " +
        "other members must hand it over first (409 `owner_must_hand_over`). See " +
        "docs/decisions/010-account-deletion.md for what is erased.",
      security: [{ authorizationkey: [] }],
      response: { 200: accountDeletedSchema, ...errors },
    },
    handler: (request) => opts.users.deleteAccount(identityOf(request)),
  });
}
