import type { Db } from "@portal/db/database";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import { AppError } from "../../lib/app-error";
import * as repo from "./repo";

export function createIdentityService(db: Db) {
  return {
    /**
     * `POST /v1/user/password-changed`: after a password change, every other session of the
     * person ends; the one the token was issued for stays.
     */
    async endOtherSessions(identity: IdTokenClaims) {
      // Tokens issued before sessions were named in them cannot say which one to keep.
      if (!identity.sid) throw new AppError("unauthorized");
      return { endedSessions: await repo.deleteOtherSessions(db, identity.sub, identity.sid) };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
