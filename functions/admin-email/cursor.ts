import type { z } from 'zod';
import { BadRequestError } from '../lib/errors.ts';

/** A list's position, handed to the page as an opaque string and checked when it comes back. */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(cursor: string, schema: S): z.infer<S> {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Reported below like any other bad cursor.
  }
  throw new BadRequestError('Invalid query: cursor is not one this list gave out');
}
