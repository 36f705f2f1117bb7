import type { FastifyInstance } from 'fastify';

/** `recruitments/`: news, news/{id}, news/related/{id}, workplaces, careers, forms, titles, departments, positions, faqs, about-us-posts, join-submissions. */
export async function jobsRoutes(app: FastifyInstance) {
  void app;
}
