import { createHash, randomBytes } from "node:crypto";
import type { Db, Executor } from "@portal/db/database";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import type { z } from "zod";
import { verifyEmailSchema, type updateEmailSchema } from "@portal/contract/user/account-schemas";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "@portal/db/errors";
import type { EmailService } from "../email/service";
import { createPasswordStrength } from "./password-strength";
import * as repo from "./repo";

export interface IdentityServiceOptions {
  db: Db;
  email: EmailService;
  publicUrl: string;
  /** How old a sign-in may be for sensitive actions (seconds). */
  recentLoginSeconds: number;
  emailChangeTtlSeconds: number;
  /** Accounts the portal makes itself (an outside funder joining, decision 068): sign-up's rules. */
  passwords: {
    minLength: number;
    minScore: number;
    /** better-auth's hash of a password (the one its sign-in verifies). */
    hash(password: string): Promise<string>;
    /** A new user id as better-auth makes them. */
    newUserId(): Promise<string>;
  };
}

/** A password account ready to be written (`insertPreparedAccount`): checked and hashed. */
export interface PreparedAccount {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

/** Ends every session of a person (a disabled member: docs/decisions/032), in the caller's transaction. */
export const endSessions = (db: Executor, userId: string) => repo.deleteOtherSessions(db, userId);

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Accounts the portal makes itself, by sign-up's password rules (decision 068). */
function portalAccounts(options: IdentityServiceOptions) {
  const { db } = options;
  const strength = createPasswordStrength(options.passwords.minScore);
  return {
    /**
     * An account the portal makes for an address proven another way (an outside funder's code
     * from its secure link, decision 068): the password meets sign-up's length and strength rule
     * (400 `strongerPassword` on `password`), hashed as sign-up hashes it, outside any
     * transaction (the hash is slow on purpose). 422 `email_already_exists` when taken.
     */
    async prepareAccount(input: { email: string; name: string; password: string }) {
      const email = input.email.trim().toLowerCase();
      const { minLength } = options.passwords;
      if (
        input.password.length < minLength ||
        !(await strength.isStrongEnough(input.password, email))
      )
        throw new AppError("validation_failed", {
          issues: [
            { path: "password", code: "strongerPassword", message: "Choose a stronger password" },
          ],
        });
      if (await repo.emailTaken(db, email)) throw new AppError("email_already_exists");
      const prepared: PreparedAccount = {
        id: await options.passwords.newUserId(),
        email,
        name: input.name,
        passwordHash: await options.passwords.hash(input.password),
      };
      return prepared;
    },

    /**
     * Writes a prepared account in the caller's transaction, its address verified (the code
     * proved it) and no mail sent: the person signs in with the address and password.
     */
    async insertPreparedAccount(tx: Executor, account: PreparedAccount) {
      try {
        await repo.insertPasswordUser(tx, account);
      } catch (error) {
        // Someone signed up with the address meanwhile.
        if (isUniqueViolation(error)) throw new AppError("email_already_exists");
        throw error;
      }
      return account.id;
    },
  };
}

export function createIdentityService(options: IdentityServiceOptions) {
  const { db, email: mail } = options;

  /**
   * Sensitive actions need the session the token was issued for to still exist (a token from
   * before a password change or a sign-out everywhere is refused within its lifetime) and to
   * have signed in recently.
   */
  async function requireRecentSignIn(identity: IdTokenClaims) {
    if (!identity.sid) throw new AppError("requires_recent_login");
    const session = await repo.findLiveSession(db, identity.sub, identity.sid);
    if (!session) throw new AppError("unauthorized");
    if (Date.now() - session.createdAt.getTime() > options.recentLoginSeconds * 1000) {
      throw new AppError("requires_recent_login");
    }
  }

  return {
    requireRecentSignIn,
    ...portalAccounts(options),

    /**
     * `POST /v1/user/password-changed`: after a password change, every other session of the
     * person ends; the one the token was issued for stays.
     */
    async endOtherSessions(identity: IdTokenClaims) {
      // Tokens issued before sessions were named in them cannot say which one to keep.
      if (!identity.sid) throw new AppError("unauthorized");
      return { endedSessions: await repo.deleteOtherSessions(db, identity.sub, identity.sid) };
    },

    /** `POST /v1/user/updateemail`: mails a single-use link to the new address; nothing changes yet. */
    async requestEmailChange(
      identity: IdTokenClaims,
      { email: typed }: z.output<typeof updateEmailSchema>,
    ) {
      const email = typed.toLowerCase();
      await requireRecentSignIn(identity);
      const user = await repo.findUser(db, identity.sub);
      if (!user) throw new AppError("unauthorized");
      if (email === user.email.toLowerCase()) throw new AppError("email_already_exists");
      if (await repo.emailTaken(db, email)) {
        // Answered as for a free address, with the same notice to the old one, so the answer does
        // not say whether the address has an account; its owner is told instead, and nothing
        // changes (decision 027, as sign-up in decision 022).
        await db.transaction(async (tx) => {
          await mail.emailChangeAttempted(tx, email);
          await mail.emailChangeRequested(tx, user.email, email);
        });
        return { status: "verification_sent" as const, email };
      }
      const token = randomBytes(32).toString("base64url");
      const link = `${options.publicUrl}/verify-email?token=${token}`;
      await db.transaction(async (tx) => {
        await repo.replaceEmailChange(tx, {
          tokenHash: hashToken(token),
          userId: user.id,
          newEmail: email,
          expiresAt: new Date(Date.now() + options.emailChangeTtlSeconds * 1000),
        });
        await mail.confirmNewEmail(
          tx,
          email,
          link,
          Math.round(options.emailChangeTtlSeconds / 60),
          user.id,
        );
        await mail.emailChangeRequested(tx, user.email, email);
      });
      return { status: "verification_sent" as const, email };
    },

    /** `POST /v1/user/verifyemail`: the signed-in owner of the link confirms the new address. */
    async confirmEmailChange(identity: IdTokenClaims, input: unknown) {
      const result = verifyEmailSchema.safeParse(input);
      if (!result.success) throw new AppError("verification_failed");
      const user = await repo.findUser(db, identity.sub);
      if (!user) throw new AppError("unauthorized");
      const email = await db.transaction(async (tx) => {
        const change = await repo.takeEmailChange(tx, identity.sub, hashToken(result.data.token));
        if (!change || change.expiresAt.getTime() <= Date.now())
          throw new AppError("verification_failed");
        try {
          await repo.setEmail(tx, identity.sub, change.newEmail);
        } catch (error) {
          // Someone took the address since the link was sent.
          if (isUniqueViolation(error)) throw new AppError("email_already_exists");
          throw error;
        }
        await mail.emailChanged(tx, user.email, change.newEmail);
        return change.newEmail;
      });
      return { email, emailVerified: true as const };
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
