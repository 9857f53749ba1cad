import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../bin/local/setup.ts';
import type { LocalStackContext } from './local-stack-context.ts';

let pointedAt: string | undefined;

/**
 * Points this test worker's data modules (functions/data/*, through functions/lib/config.ts and
 * clients.ts) at the stack's table, so fixtures are written by the same code, with the same keys,
 * as the API's. Call it before the first data call: the config is read once and kept.
 */
export function pointAtStackTable(stack: LocalStackContext): void {
  const target = `${stack.dynamoDbUrl}/${stack.tableName}`;
  if (pointedAt === target) return;
  if (pointedAt) throw new Error(`The data modules already use ${pointedAt}; a worker can only use one table`);
  Object.assign(process.env, {
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamoDbUrl,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  pointedAt = target;
}
