import { z } from 'zod';
import { testDriveDiscountSchema } from './commerce.ts';
import { sittingsResponseSchema } from './sittings.ts';

/**
 * The product settings a super admin keeps on /admin/settings (issue 15): the Test Drive discount
 * (its percentage and window), the support address that overrides the deployment's, and whether
 * the dashboard offers administrators simulation mode. The exam sittings are edited on the same
 * page but saved with their own call (PUT /api/admin/sittings).
 */

/** An address candidates write to: trimmed, and a real address. */
export const supportEmailSchema = z
  .string()
  .trim()
  .max(254, 'An email address is at most 254 characters')
  .pipe(z.email('Enter a valid email address, such as help@example.com'));

/** PUT /api/admin/settings: the whole document, saved only if nobody changed it since `expectedUpdatedAt`. */
export const putAdminSettingsRequestSchema = z
  .object({
    testDrive: testDriveDiscountSchema,
    /** null: use the deployment's address (SUPPORT_EMAIL). */
    supportEmail: supportEmailSchema.nullable(),
    /** Whether administrators see "Simulate ownership" on the dashboard. */
    simulationModeAllowed: z.boolean(),
    /** The `updatedAt` the editor loaded (null when nothing was ever saved); a change since then is a 409. */
    expectedUpdatedAt: z.iso.datetime().nullable(),
  })
  .strict();
export type PutAdminSettingsRequest = z.infer<typeof putAdminSettingsRequestSchema>;

/** The settings themselves, as stored and audited (before and after). */
export const adminSettingsDocumentSchema = z.object({
  testDrive: testDriveDiscountSchema,
  supportEmail: z.string().nullable(),
  simulationModeAllowed: z.boolean(),
});
export type AdminSettingsDocument = z.infer<typeof adminSettingsDocumentSchema>;

/** GET and PUT /api/admin/settings: the document, its version, and what the page shows beside it. */
export const adminSettingsResponseSchema = adminSettingsDocumentSchema.extend({
  /** The version to send back as `expectedUpdatedAt`; null when nothing was ever saved. */
  updatedAt: z.string().nullable(),
  /** The deployment's address, used while `supportEmail` is null. */
  defaultSupportEmail: z.string(),
  /** The sittings and their version, read uncached for the editor (saved with PUT /api/admin/sittings). */
  sittings: sittingsResponseSchema,
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
