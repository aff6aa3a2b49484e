import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorEnvelopeSchema } from "@portal/contract/errors/error-envelope";
import { userSchema, type User } from "@portal/contract/user/user-schemas";
import { AppError } from "../../lib/app-error";
import { readForm, type FormPart } from "../../lib/multipart";
import { errorResponses, validatedInService } from "../../lib/routes";
import { identityOf } from "../identity/authenticate";
import type { UserService } from "./service";

/** What a form adds around its one file: the boundary and the part's headers. */
const formAllowanceBytes = 16 * 1024;
const imageForm = z.object({
  file: z.string().meta({ format: "binary", description: "A JPEG, PNG or WebP image" }),
});
const uploadErrors = { ...errorResponses, 413: errorEnvelopeSchema };
const uploadRules =
  "A multipart form with the image as `file`. JPEG, PNG or WebP, decided by the bytes (anything " +
  "else, or no file, is 400 `image_required`, Please select an image); at most IMAGE_MAX_BYTES " +
  "(413 File size too large). The server resizes it, drops its metadata and stores it as WebP " +
  "(docs/decisions/034-avatars-and-logos.md); the previous image is deleted.";

/**
 * The signed-in person's avatar and their organization's logo: `PUT` uploads one (multipart),
 * `DELETE` removes it; both answer the user as `GET /v1/user/` does.
 */
export async function userImageRoutes(
  app: FastifyInstance,
  opts: { users: UserService; maxBytes: number },
) {
  const maxBodyBytes = opts.maxBytes + formAllowanceBytes;
  await app.register(multipart, {
    limits: { fileSize: opts.maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authorizationkey: [] }];
  const upload = (
    request: FastifyRequest,
    store: (userId: string, parts: AsyncIterable<FormPart>) => Promise<User>,
  ) => {
    if (!request.isMultipart()) throw new AppError("image_required");
    return readForm(request, (parts) => store(identityOf(request).sub, parts), { maxBodyBytes });
  };
  const put = (url: string, summary: string, store: Parameters<typeof upload>[1]) =>
    r.put(url, {
      config: { maxBodyBytes },
      schema: {
        tags: ["user"],
        summary,
        description: uploadRules,
        security,
        consumes: ["multipart/form-data"],
        body: imageForm,
        response: { 200: userSchema, ...uploadErrors },
      },
      validatorCompiler: validatedInService,
      handler: (request) => upload(request, store),
    });
  const remove = (url: string, summary: string, run: (userId: string) => Promise<User>) =>
    r.delete(url, {
      schema: {
        tags: ["user"],
        summary,
        security,
        response: { 200: userSchema, ...errorResponses },
      },
      handler: (request) => run(identityOf(request).sub),
    });

  put("/v1/user/avatar", "Upload the signed-in person's avatar", opts.users.setAvatar);
  remove(
    "/v1/user/avatar",
    "Remove the avatar (initials are shown instead)",
    opts.users.removeAvatar,
  );
  put(
    "/v1/organization/logo",
    "Upload the company logo (owners and admins: 403 otherwise)",
    opts.users.setLogo,
  );
  remove("/v1/organization/logo", "Remove the company logo", opts.users.removeLogo);
}
