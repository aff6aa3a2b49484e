import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { newsRoutes } from "./routes";
import { createNewsService, type NewsService } from "./service";

declare module "fastify" {
  interface FastifyInstance {
    news: NewsService;
  }
}

export const newsPlugin = fp(
  async (app: FastifyInstance) => {
    const news = createNewsService(app.database.db);
    app.decorate("news", news);
    await app.register(newsRoutes, { news });
  },
  { name: "news", dependencies: ["authentication"] },
);
