/**
 * `TABLE_NAME=<table> npx tsx bin/index-purchases.ts`: gives purchases written before the sales
 * index existed their gsi3 keys (PURCHASES / <purchasedAt>#<id>), so /admin/billing lists and
 * totals them. An operator's one-off, run once after deploying the sales list: it scans the table
 * (never done on a request). Safe to repeat: it only touches purchases without the keys.
 */
import { paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { salesIndexKeys } from '../functions/data/purchases.ts';
import { db, tableName } from '../functions/lib/clients.ts';

let indexed = 0;
for await (const page of paginateScan(
  { client: db() },
  {
    TableName: tableName(),
    FilterExpression: 'entity = :purchase AND attribute_not_exists(gsi3pk)',
    ExpressionAttributeValues: { ':purchase': 'purchase' },
    ProjectionExpression: 'pk, sk, id, purchasedAt',
  },
)) {
  for (const item of page.Items ?? []) {
    const keys = salesIndexKeys({ purchasedAt: String(item.purchasedAt), id: String(item.id) });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi3pk)',
        ExpressionAttributeValues: { ':pk': keys.gsi3pk, ':sk': keys.gsi3sk },
      }),
    ).then(
      () => (indexed += 1),
      (error: unknown) => console.error(`${String(item.pk)} ${String(item.sk)}: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}
console.log(`${indexed} purchase(s) indexed`);
