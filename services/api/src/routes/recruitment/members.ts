import type { FastifyInstance } from 'fastify';

/** `recruitments/`: members/register, verify-otp, resend-otp, login, logout, profile, avatar, reset-password, change-password, export, delete-account. */
export async function memberRoutes(app: FastifyInstance) {
  void app;
}
