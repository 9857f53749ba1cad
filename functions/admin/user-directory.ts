import type { ListUsersQuery, ListUsersResponse, UserSummary } from '#shared/api/admin-users';
import { directoryPage, isDirectoryKey, searchTerm, type DirectoryKey, type DirectoryOrder, type Profile } from '../data/users.ts';
import { BadRequestError } from '../lib/errors.ts';

/**
 * The user list (/admin/users): every user newest first, or those whose address or name begins
 * with what the administrator typed, in any case, each a Query on an index (never a scan).
 *
 * One box finds both: text with an @ is an address; other text is looked up among addresses
 * first, then among names ("first last"), leaving out of the names the users already listed by
 * their address. The cursor says which of those lists the next page continues and after which key.
 */
export const BAD_CURSOR = 'Invalid query: cursor is not one this list gave out';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursorJson(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new BadRequestError(BAD_CURSOR);
  }
}

function listsFor(term: string): DirectoryOrder[] {
  if (!term) return ['newest'];
  return term.includes('@') ? ['email'] : ['email', 'name'];
}

interface Position {
  list: number;
  key?: DirectoryKey;
}

function decodePosition(cursor: string, lists: DirectoryOrder[], term: string): Position {
  const value = decodeCursorJson(cursor);
  if (typeof value === 'object' && value !== null && 'p' in value && typeof value.p === 'string') {
    const list = lists.indexOf(value.p as DirectoryOrder);
    const key = 'k' in value ? value.k : undefined;
    if (list >= 0 && key === undefined) return { list };
    if (list >= 0 && typeof key === 'object' && key !== null && Object.values(key).every((v) => typeof v === 'string')) {
      const order = lists[list] as DirectoryOrder;
      if (isDirectoryKey(order, term, key as Record<string, unknown>)) return { list, key: key as DirectoryKey };
    }
  }
  throw new BadRequestError(BAD_CURSOR);
}

export function userSummary(profile: Profile): UserSummary {
  return {
    userId: profile.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailVerified: profile.emailVerified ?? false,
    createdAt: profile.createdAt,
    role: profile.adminRole ?? null,
    disabled: profile.disabled ?? false,
  };
}

export async function listUsers(query: ListUsersQuery, limit: number): Promise<ListUsersResponse> {
  const term = searchTerm(query.query);
  const lists = listsFor(term);
  let { list, key }: Position = query.cursor ? decodePosition(query.cursor, lists, term) : { list: 0 };
  const items: UserSummary[] = [];
  while (items.length < limit && list < lists.length) {
    const order = lists[list] as DirectoryOrder;
    const page = await directoryPage(order, term, limit - items.length, key);
    for (const profile of page.profiles) {
      // Listed already, among the addresses that begin with the same letters.
      if (order === 'name' && searchTerm(profile.email).startsWith(term)) continue;
      items.push(userSummary(profile));
    }
    if (page.lastKey) {
      key = page.lastKey;
    } else {
      list += 1;
      key = undefined;
    }
  }
  return { items, nextCursor: list < lists.length ? encodeCursor({ p: lists[list], ...(key ? { k: key } : {}) }) : null };
}
