import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { userImageRoutes } from "./image-routes";
import { userRoutes } from "./routes";
import { createUserService } from "./service";

/** The person's profile and onboarding, and their avatar. */
export const userPlugin = fp(
  async (app: FastifyInstance) => {
    const { identity, billing } = app;
    const users = createUserService(app.database.db, {
      requireRecentSignIn: identity.requireRecentSignIn,
      notifyDeleted: app.email.accountDeleted,
      images: app.images,
      // An invitee's onboarding joins the inviting organization (docs/decisions/046).
      joinInvitation: app.invitations.joinOnOnboarding,
      assertWritable: billing.assertWritable,
    });
    await app.register(userRoutes, { users });
    await app.register(userImageRoutes, { users, maxBytes: app.config.images.maxBytes });
  },
  { name: "user", dependencies: ["identity", "images", "team", "billing"] },
);
