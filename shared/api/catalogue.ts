import { z } from 'zod';

/** GET /api/catalogue: the packs on sale, for the pricing cards. */
export const catalogueResponseSchema = z.object({
  packages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      priceCents: z.number().int().nonnegative(),
    }),
  ),
});

export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
