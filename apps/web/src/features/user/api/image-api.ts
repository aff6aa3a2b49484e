import type { User } from "@portal/contract/user/user-schemas";
import { api } from "@/lib/api-client";

/** Where each picture is changed: the person's avatar, their organization's logo. */
export const imageEndpoints = { avatar: "/v1/user/avatar", logo: "/v1/organization/logo" } as const;
export type ImageTarget = keyof typeof imageEndpoints;

// PUT /v1/user/avatar, PUT /v1/organization/logo: the file as `file`; the server decides its
// type by its bytes, resizes it and answers the user with the new URL.
export function uploadImage(target: ImageTarget, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return api<User>(imageEndpoints[target], { method: "PUT", body: form });
}

// DELETE /v1/user/avatar, DELETE /v1/organization/logo
export const removeImage = (target: ImageTarget) =>
  api<User>(imageEndpoints[target], { method: "DELETE" });
