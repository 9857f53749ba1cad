import { z } from 'zod';

/** POST /api/admin/question-bank/import: the same JSON Lines files the repository holds. */
export const importBankRequestSchema = z
  .object({
    files: z
      .array(
        z
          .object({
            name: z.string().regex(/^[\w.-]{1,100}\.jsonl$/, 'must be a .jsonl file name'),
            text: z.string().max(2_000_000, 'is larger than 2 MB'),
          })
          .strict(),
      )
      .min(1, 'Choose at least one file')
      .max(50),
  })
  .strict();
export type ImportBankRequest = z.infer<typeof importBankRequestSchema>;

export const importBankResponseSchema = z.object({
  newVersions: z.number().int(),
  current: z.number().int(),
  cases: z.number().int(),
  sets: z.number().int(),
});
export type ImportBankResponse = z.infer<typeof importBankResponseSchema>;
