import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { claimingActions } from "./invitations";
import { inviteRoutes, memberRoutes, teamRoutes, viewRoutes } from "./routes";
import { createTeamService } from "./service";
import { createViewResolver } from "./views";

declare module "fastify" {
  interface FastifyInstance {
    /** Joining an organization by invitation, for the person's onboarding (decision 046). */
    invitations: ReturnType<typeof claimingActions>;
  }
}

/** The team: members, invitations and viewing as a member (decisions 032, 033, 046). */
export const teamPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, database, billing } = app;
    app.identityNeeds.viewAs.provide(createViewResolver(database.db));
    app.decorate("invitations", claimingActions(database.db, billing.membersChanged));
    const team = createTeamService(database.db, {
      email: app.email,
      publicUrl: config.publicUrl,
      inviteTtlDays: config.inviteTtlDays,
      onMembersChanged: billing.membersChanged,
    });
    await app.register(teamRoutes, { team });
    await app.register(memberRoutes, { team });
    await app.register(inviteRoutes, { team });
    await app.register(viewRoutes, { team });
  },
  { name: "team", dependencies: ["authentication", "billing", "email"] },
);
