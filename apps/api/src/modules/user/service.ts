import {
  getCountryCallingCode,
  parsePhoneNumberWithError,
  type CountryCode,
} from "libphonenumber-js/min";
import {
  joiningSchema,
  onboardingSchema,
  profileSchema,
  userUpdateSchema,
  type Company,
  type Profile,
  type User,
} from "@portal/contract/user/user-schemas";
import type { Db, Executor, Tx } from "@portal/db/database";
import { isUniqueViolation } from "@portal/db/errors";
import type { IdTokenClaims } from "@portal/contract/identity/identity-schemas";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { imageUrl, type ImageService } from "../images/service";
import { avatarAndLogo } from "./avatar-and-logo";
import * as organizations from "../organizations/service";
import * as repo from "./repo";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** What is stored for a valid profile: phone in E.164, dialling code derived from the country. */
function toProfileValues(profile: Profile): repo.ProfileValues {
  const country = profile.country as CountryCode;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    country,
    countryCode: `+${getCountryCallingCode(country)}`,
    phoneNumber: parsePhoneNumberWithError(profile.phoneNumber, country).number,
    nationality: profile.nationality || null,
    language: profile.language,
    communicationLanguage: profile.communicationLanguage || null,
    displayCurrency: profile.displayCurrency,
    jobTitle: profile.jobTitle || null,
    biography: profile.biography || null,
  };
}

function fromProfileRow(row: repo.ProfileRow): Record<string, string | undefined> {
  const {
    userId: _u,
    createdAt: _c,
    updatedAt: _up,
    termsAcceptedAt: _t,
    countryCode: _cc,
    avatarImage: _av,
    ...fields
  } = row;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? undefined]));
}

/** The profile as `GET /v1/user/` shows it (its avatar is `avatarUrl`, beside it). */
/** The profile as answered; during a view as a member without private details (decision 052). */
function toProfileOut(row: repo.ProfileRow, inView = false) {
  const {
    userId: _u,
    createdAt: _c,
    updatedAt: _up,
    termsAcceptedAt,
    avatarImage: _av,
    ...fields
  } = row;
  const out = { ...fields, termsAcceptedAt: termsAcceptedAt.toISOString() };
  return inView ? { ...out, dateOfBirth: null, gender: null } : out;
}

/**
 * Every row `GET /v1/user/` is built from, read at once: the identity, the profile, the
 * membership with its organization, and whether the person is an operator. (The read's bench,
 * bench/user-throughput.ts, runs this very function as its query-only baseline.)
 */
export function readUserRows(db: Executor, userId: string) {
  return Promise.all([
    repo.findIdentityUser(db, userId),
    repo.findProfile(db, userId),
    organizations.getMembership(db, userId),
    organizations.isOperator(db, userId),
  ]);
}

export interface UserServiceOptions {
  /** Throws unless the token's session is live and signed in recently (identity service). */
  requireRecentSignIn: (identity: IdTokenClaims) => Promise<void>;
  /** Tells the person their account is gone (queued in the deletion's transaction). */
  /** The account is gone when this is queued: its mail language comes with the address. */
  notifyDeleted: (on: Executor, email: string, language: string | null) => Promise<void>;
  /** Where avatars and logos are kept. */
  images: ImageService;
  /** Refuses a change for a person whose organization is read-only (billing, decision 050). */
  assertWritable: (userId: string) => Promise<void>;
  /** Joins the invited organization in the onboarding's transaction (the team module). */
  joinInvitation: (
    tx: Tx,
    userId: string,
    invitation: { id: string; secret?: string },
  ) => Promise<void>;
}

/**
 * Onboarding, all or nothing: the profile, and the person's own organization; or, for an
 * invitee (an `invitation` given, or one claimed before onboarding, spec section 4), the profile
 * only, joining the inviting organization (account type and company are not asked).
 */
async function onboard(
  db: Db,
  options: UserServiceOptions,
  userId: string,
  input: unknown,
  /** Someone removed from their organization onboards again: their profile is kept, replaced. */
  again = false,
) {
  const member = await organizations.getMembership(db, userId);
  const joining = !!member || (isRecord(input) && input.invitation !== undefined);
  const data = parseOrThrow(joining ? joiningSchema : onboardingSchema, input);
  const { accountType, company = {}, termsAccepted: _t, ...rest } = data;
  const { invitation, ...profile } = rest as typeof rest & { invitation?: { id: string } };
  await db
    .transaction(async (tx) => {
      const values = toProfileValues(profile);
      const created = again
        ? await repo.updateProfile(tx, userId, values)
        : await repo.insertProfile(tx, userId, values);
      if (!created) throw new AppError("already_onboarded");
      if (invitation) await options.joinInvitation(tx, userId, invitation);
      else if (!member) {
        const name =
          accountType !== "individual"
            ? company.companyName!
            : `${profile.firstName} ${profile.lastName}`;
        await organizations.createOrganizationForOwner(tx, {
          userId,
          name,
          accountType: accountType!,
          company,
        });
      }
      await repo.updateIdentityName(tx, userId, `${profile.firstName} ${profile.lastName}`);
    })
    .catch((error: unknown) => {
      // Two onboardings at once: the one-organization-per-person index refuses the second.
      throw isUniqueViolation(error) ? new AppError("already_onboarded") : error;
    });
}

export function createUserService(db: Db, options: UserServiceOptions) {
  /**
   * `GET /v1/user/`. `inView`: read during a view as a member, which never shows the member's
   * private details (date of birth, gender; decision 052).
   */
  async function getUser(userId: string, inView = false): Promise<User> {
    const [identity, profile, membership, operator] = await readUserRows(db, userId);
    // A token can outlive its account: treat a vanished user like one who never onboarded.
    if (!identity || !profile || !membership) throw new AppError("profile_not_found");
    return {
      id: identity.id,
      email: identity.email,
      emailVerified: identity.emailVerified,
      profile: toProfileOut(profile, inView),
      organization: {
        id: membership.organization.id,
        name: membership.organization.name,
        accountType: membership.organization.accountType,
        role: membership.role,
        company: membership.organization.company,
        approvedAt: membership.organization.approvedAt?.toISOString() ?? null,
        logoUrl: imageUrl(membership.organization.logoImage),
      },
      avatarUrl: imageUrl(profile.avatarImage),
      operator,
    };
  }

  /** Later updates: any subset of fields; the merged profile must still be complete and valid. */
  async function update(userId: string, current: repo.ProfileRow, input: unknown) {
    const {
      company,
      accountType: _a,
      termsAccepted: _t,
      ...changes
    } = parseOrThrow(userUpdateSchema, input);
    const profile = parseOrThrow(profileSchema, { ...fromProfileRow(current), ...changes });
    const changesCompany = company !== undefined && Object.keys(company).length > 0;
    // The person's own fields stay open in a read-only organization; its company's are its data.
    if (changesCompany) await options.assertWritable(userId);
    await db.transaction(async (tx) => {
      await repo.updateProfile(tx, userId, toProfileValues(profile));
      await repo.updateIdentityName(tx, userId, `${profile.firstName} ${profile.lastName}`);
      if (changesCompany) {
        const membership = await organizations.getMembership(tx, userId);
        if (!membership) throw new AppError("profile_not_found");
        await organizations.updateCompany(tx, membership, company as Company);
      }
    });
  }

  return {
    getUser,
    ...avatarAndLogo(db, options.images, getUser),
    /**
     * `DELETE /v1/user/delete` (docs/decisions/010-account-deletion.md): the identity, sessions,
     * linked sign-ins, profile and membership go; an organization the person owned alone goes
     * with everything in it; other members' data is untouched.
     */
    async deleteAccount(identity: IdTokenClaims) {
      await options.requireRecentSignIn(identity);
      const user = await repo.findIdentityUser(db, identity.sub);
      if (!user) throw new AppError("unauthorized");
      const profile = await repo.findProfile(db, user.id);
      const avatar = profile?.avatarImage;
      const logo = await db.transaction(async (tx) => {
        const deletedLogo = await organizations.leaveBeforeAccountDeletion(tx, user.id);
        await repo.deleteIdentityUser(tx, user.id);
        await options.notifyDeleted(
          tx,
          user.email,
          profile ? (profile.communicationLanguage ?? profile.language) : null,
        );
        return deletedLogo;
      });
      await options.images.remove(avatar);
      await options.images.remove(logo);
      return { status: "deleted" as const };
    },

    /** `PUT /v1/user/update`: onboarding when there is no profile yet, else an update. */
    async updateUser(userId: string, input: unknown): Promise<User> {
      const [current, membership] = await Promise.all([
        repo.findProfile(db, userId),
        organizations.getMembership(db, userId),
      ]);
      if (current && membership) await update(userId, current, input);
      else await onboard(db, options, userId, input, !!current);
      return getUser(userId);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
