/**
 * The one key part several entities share: a user's partition, which holds the profile,
 * attempts, history entries, purchases, sessions and audit events (ownership is in the key).
 * Every other prefix is built in its entity's module (docs/data-model.md lists them).
 */
const USER = 'USER#';

export const userPk = (userId: string) => `${USER}${userId}`;

/** The user id of a USER#<id> partition key. */
export const userIdFromPk = (pk: string) => (pk.startsWith(USER) ? pk.slice(USER.length) : pk);
