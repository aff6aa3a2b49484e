import type { User } from "@portal/contract/user/user-schemas";
import type { Db } from "@portal/db/database";
import { AppError } from "../../lib/app-error";
import type { FormPart } from "../../lib/multipart";
import type { ImageService } from "../images/service";
import * as organizations from "../organizations/service";
import * as repo from "./repo";

/**
 * `PUT` and `DELETE` of `/v1/user/avatar` (the person's) and `/v1/organization/logo` (the
 * organization's: owners and admins only), each answering the user as `GET /v1/user/` does
 * (docs/decisions/034-avatars-and-logos.md).
 */
export function avatarAndLogo(
  db: Db,
  images: ImageService,
  getUser: (userId: string) => Promise<User>,
) {
  /** The person's membership; a signed-in person who has not onboarded has none. */
  async function membershipOf(userId: string) {
    const membership = await organizations.getMembership(db, userId);
    if (!membership) throw new AppError("profile_not_found");
    return membership;
  }
  /** Points the profile at an avatar (null: none); returns the one it had before. */
  async function swapAvatar(userId: string, imageId: string | null) {
    const row = await repo.swapAvatar(db, userId, imageId);
    if (!row) throw new AppError("profile_not_found");
    return row.previous;
  }

  return {
    async setAvatar(userId: string, parts: AsyncIterable<FormPart>): Promise<User> {
      await membershipOf(userId);
      await images.replace(parts, "avatar", (id) => swapAvatar(userId, id));
      return getUser(userId);
    },
    async removeAvatar(userId: string): Promise<User> {
      await images.remove(await swapAvatar(userId, null));
      return getUser(userId);
    },
    async setLogo(userId: string, parts: AsyncIterable<FormPart>): Promise<User> {
      const membership = await membershipOf(userId);
      // Refused before the file is read: a member's upload is never processed.
      organizations.mayEditCompany(membership);
      await images.replace(parts, "logo", (id) => organizations.swapLogo(db, membership, id));
      return getUser(userId);
    },
    async removeLogo(userId: string): Promise<User> {
      const membership = await membershipOf(userId);
      await images.remove(await organizations.swapLogo(db, membership, null));
      return getUser(userId);
    },
  };
}
