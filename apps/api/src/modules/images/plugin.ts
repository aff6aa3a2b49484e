import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createObjectStore, type ObjectStore } from "../documents/service";
import { imageRoutes } from "./routes";
import { createImageService, type ImageService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    /** Documents, avatars and logos: one object store. */
    objectStore: ObjectStore;
    images: ImageService;
  }
}

export const imagesPlugin = fp(
  async (app: FastifyInstance) => {
    const store = await createObjectStore(app.config.storage, (message) => app.log.warn(message));
    app.decorate("objectStore", store);
    const images = createImageService(store);
    app.decorate("images", images);
    await app.register(imageRoutes, { images });
  },
  { name: "images" },
);
