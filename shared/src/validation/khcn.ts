import { z } from 'zod';

/** `khcn/*` ids in the path: a positive integer, anything else is a 400 on `id`. */
export const KhcnIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2147483647),
});

/** A region of the individual-customer network (north, central, south). */
export const KhcnAreaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type KhcnArea = z.infer<typeof KhcnAreaSchema>;

/** An investment-advisory desk or branch in one area. */
export const KhcnDepartmentSchema = z.object({
  id: z.number().int(),
  areaId: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  specialistCount: z.number().int(),
});
export type KhcnDepartment = z.infer<typeof KhcnDepartmentSchema>;

/** A specialist as listed on a card. The rating fields stay 0 until ratings exist. */
export const KhcnSpecialistSummarySchema = z.object({
  id: z.number().int(),
  departmentId: z.number().int(),
  fullName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  experienceYears: z.number().int(),
  averageRating: z.number(),
  ratingCount: z.number().int(),
});
export type KhcnSpecialistSummary = z.infer<typeof KhcnSpecialistSummarySchema>;

/** `khcn/specialists/{id}`: the card plus contact details, biography and certificates. */
export const KhcnSpecialistSchema = KhcnSpecialistSummarySchema.extend({
  departmentName: z.string(),
  areaId: z.number().int(),
  areaName: z.string(),
  phone: z.string(),
  email: z.string(),
  bio: z.string(),
  certificates: z.array(z.string()),
});
export type KhcnSpecialist = z.infer<typeof KhcnSpecialistSchema>;
