import { z } from 'zod';

/** The exam sittings (learning-area §3, §9): data that administrators keep current, not code. */
const isoDate = z.iso.date();

export const sittingLocationSchema = z
  .object({
    city: z.enum(['toronto', 'ottawa']),
    venue: z.string().trim().min(1).max(120),
    address: z.string().trim().max(200).nullable(),
    parking: z.string().trim().max(300).nullable(),
  })
  .strict();

export const sittingSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{3,60}$/, 'Sitting ids are 3–60 lower-case letters, digits and dashes'),
    name: z.string().trim().min(1).max(100),
    type: z.enum(['barrister', 'solicitor']),
    examDate: isoDate,
    studyMaterialDate: isoDate.nullable(),
    applicationDeadline: isoDate.nullable(),
    accommodationDeadline: isoDate.nullable(),
    registrationDeadline: isoDate.nullable(),
    /** The spec's "defeat deadline" (kept under its name; shown only when set). */
    defeatDeadline: isoDate.nullable(),
    locations: z.array(sittingLocationSchema).max(4),
  })
  .strict();
export type Sitting = z.infer<typeof sittingSchema>;

/** GET /api/sittings (public): every listed sitting, earliest exam first. */
export const sittingsResponseSchema = z.object({ sittings: z.array(sittingSchema), updatedAt: z.string().nullable() });
export type SittingsResponse = z.infer<typeof sittingsResponseSchema>;

/** The dates of a sitting that fall before its exam, in the order the exam-dates page lists them. */
export const sittingDeadlineFields = ['studyMaterialDate', 'applicationDeadline', 'accommodationDeadline', 'registrationDeadline', 'defeatDeadline'] as const;

/**
 * What is wrong with a sitting an administrator entered (the API refuses it, the editor shows
 * it): every deadline, and the study materials, come before the exam; each city is listed once.
 */
export function sittingProblems(sitting: Sitting): { field: keyof Sitting; message: string }[] {
  const problems: { field: keyof Sitting; message: string }[] = [];
  for (const field of sittingDeadlineFields) {
    const date = sitting[field];
    if (date !== null && date >= sitting.examDate) problems.push({ field, message: 'must be before the exam date' });
  }
  if (new Set(sitting.locations.map((l) => l.city)).size !== sitting.locations.length) problems.push({ field: 'locations', message: 'list each city once' });
  return problems;
}

/** PUT /api/admin/sittings: the whole list, replacing the previous one. */
export const putSittingsRequestSchema = z
  .object({
    sittings: z.array(sittingSchema).max(40),
    /** The `updatedAt` the editor loaded; a list changed since then is a 409, not overwritten. */
    expectedUpdatedAt: z.string().nullable(),
  })
  .strict()
  .refine((body) => new Set(body.sittings.map((s) => s.id)).size === body.sittings.length, 'Each sitting needs its own id')
  .superRefine((body, ctx) => {
    body.sittings.forEach((sitting, index) => {
      for (const problem of sittingProblems(sitting)) ctx.addIssue({ code: 'custom', path: ['sittings', index, problem.field], message: problem.message });
    });
  });
export type PutSittingsRequest = z.infer<typeof putSittingsRequestSchema>;
