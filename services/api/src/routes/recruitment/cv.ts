import type { FastifyInstance } from 'fastify';

/** `recruitments/`: members/cv, cv/export, cv/uploaded, cv/upload, applications, apply, all-recruitment-news-liked, like-recruitment-news, toggle-news-expire-soon-subscription. */
export async function cvRoutes(app: FastifyInstance) {
  void app;
}
