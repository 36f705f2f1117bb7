import type { FastifyInstance } from 'fastify';
import { vietnamDate } from '@brokerage/shared/market/calendar.ts';

/**
 * Today's calendar day in Vietnam (YYYY-MM-DD) by the app's clock (`app.now`, which tests set):
 * the day deadlines, card expiry rules and the job board count in.
 */
export const todayOf = (app: Pick<FastifyInstance, 'now'>): string => vietnamDate(app.now());
