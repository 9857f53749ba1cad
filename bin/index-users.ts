/**
 * `TABLE_NAME=<table> npx tsx bin/index-users.ts`: gives profiles written before the user list
 * (/admin/users) existed their index keys and search entry, so the list finds them by address,
 * by name and newest first. An operator's one-off, run once after deploying the user list: it
 * scans the table (never done on a request). Safe to repeat: it only touches profiles without
 * the keys. The local stack runs the same backfill at every start.
 */
import { backfillUserDirectory } from '../functions/data/users.ts';

console.log(`${await backfillUserDirectory()} profile(s) indexed`);
