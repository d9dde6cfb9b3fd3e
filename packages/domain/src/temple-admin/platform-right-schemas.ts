import { z } from 'zod';
import { pageOf } from '../pagination.ts';
import { PLATFORM_RIGHTS, type PlatformAccess } from './platform-rights.ts';

// The API's shapes of platform rights and the audit log, apart from the rules in platform-rights.ts.

/** PlatformAccess as the API carries it. */
export const PlatformAccessSchema = z.object({
  rights: z.array(z.enum(PLATFORM_RIGHTS)),
  allTemples: z.boolean(),
  templeIds: z.array(z.number().int()),
}) satisfies z.ZodType<PlatformAccess>;

export const PlatformAccessInputSchema = z.strictObject({
  rights: z
    .array(z.enum(PLATFORM_RIGHTS))
    .max(PLATFORM_RIGHTS.length)
    .transform((rights) => PLATFORM_RIGHTS.filter((right) => rights.includes(right))),
  allTemples: z.boolean(),
  templeIds: z
    .array(z.number().int().positive())
    .max(1000)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type PlatformAccessInput = z.infer<typeof PlatformAccessInputSchema>;

export const SubAdminSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.number().int(),
  access: PlatformAccessSchema,
  /** The temples of `access.templeIds`, named. */
  temples: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SubAdmin = z.infer<typeof SubAdminSchema>;
export const SubAdminPageSchema = pageOf(SubAdminSchema);
export type SubAdminPage = z.infer<typeof SubAdminPageSchema>;

/** The audit log as administrators read it (issue #15 §3): who changed what, when, before and after. */
export const AuditLogQuerySchema = z.strictObject({
  templeId: z.coerce.number().int().positive().optional(),
  actorUserId: z.coerce.number().int().positive().optional(),
  /** An action or the start of one: 'temple.' finds every temple action. */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z0-9.-]*$/, 'Use an action name such as temple.updated, or its start such as temple.')
    .optional(),
  /** India's calendar days, yyyy-MM-dd. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), userName: z.string() }).nullable(),
  temple: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogPageSchema = pageOf(AuditEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
