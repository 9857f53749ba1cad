import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  KeyType,
  ResourceNotFoundException,
  ScalarAttributeType,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { tableDefinition } from '../../functions/data/table-definition.ts';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';

export const LOCAL_REGION = 'ca-central-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Creates the table from the shared definition (the CDK data stack reads the same one). */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute, streamViewType } = tableDefinition;
  const indexSpec = (index: (typeof globalSecondaryIndexes)[number]) => ({
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: KeyType.HASH },
      { AttributeName: index.sortKey, KeyType: KeyType.RANGE },
    ],
    Projection: { ProjectionType: index.projection },
  });
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: ScalarAttributeType.S });
  let existing: TableDescription | undefined;
  try {
    existing = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (existing) {
    // A data folder from an earlier version: bring its table up to the definition, as a deploy would.
    if (!existing.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: streamViewType } }));
    }
    const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of globalSecondaryIndexes.filter((i) => !present.has(i.indexName))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [attribute(index.partitionKey), attribute(index.sortKey)],
          GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
        }),
      );
    }
    return;
  }
  const attributeNames = [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeNames.map(attribute),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: KeyType.HASH },
        { AttributeName: sortKey, KeyType: KeyType.RANGE },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexSpec),
      StreamSpecification: { StreamEnabled: true, StreamViewType: streamViewType },
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
}

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export function cognitoAdminClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
}

/** Creates a pool, its public client and the groups from the shared settings. */
export async function createUserPool(cognito: CognitoIdentityProviderClient, name: string): Promise<UserPoolIds> {
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: name,
      UsernameAttributes: ['email'],
      // No AutoVerifiedAttributes (addresses are verified later by the activation email). An empty
      // array would make cognito-local refuse every sign-up, so the field is left out.
      Policies: {
        PasswordPolicy: {
          MinimumLength: userPoolSettings.passwordMinLength,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    }),
  );
  const userPoolId = UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local returned no user pool id');
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      GenerateSecret: false,
      // Password auth locally only: cognito-local has no SRP (AWS's client allows SRP alone).
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      WriteAttributes: [...userPoolSettings.writableAttributes],
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: userPoolSettings.accessTokenValidityMinutes,
      IdTokenValidity: userPoolSettings.idTokenValidityMinutes,
      RefreshTokenValidity: userPoolSettings.refreshTokenValidityDays,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  const userPoolClientId = UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local returned no app client id');
  for (const group of userPoolSettings.groups) {
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, Description: group.description }));
  }
  return { userPoolId, userPoolClientId };
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Reuses the pool recorded in `idsFile` if cognito-local still has it, so data survives a restart. */
export async function ensureUserPool(cognito: CognitoIdentityProviderClient, idsFile: string): Promise<UserPoolIds> {
  const saved = await readJson<UserPoolIds>(idsFile);
  const exists =
    saved && (await cognito.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId })).then(() => true, () => false));
  const ids = saved && exists ? saved : await createUserPool(cognito, 'bar-prep-local');
  if (!exists) await writeFile(idsFile, JSON.stringify(ids, null, 2));
  // Optional authenticator-app MFA, as on AWS (set on every start, so an older pool gets it too).
  await cognito.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: ids.userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
  return ids;
}

export interface AdminAccount {
  email: string;
  password: string;
}

/** One administrator (groups admin and super_admin), created once; its password is kept in `file`. */
export async function ensureAdmin(cognito: CognitoIdentityProviderClient, userPoolId: string, file: string): Promise<AdminAccount> {
  const account = (await readJson<AdminAccount>(file)) ?? {
    email: 'admin@example.com',
    password: `Admin-${randomBytes(9).toString('base64url')}`,
  };
  const exists = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email })).then(
    () => true,
    (error: unknown) => {
      if (error instanceof UserNotFoundException) return false;
      throw error;
    },
  );
  if (!exists) {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: 'Admin' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: account.password, Permanent: true }),
    );
    for (const group of ['admin', 'super_admin']) {
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: group }));
    }
    await writeFile(file, JSON.stringify(account, null, 2));
  }
  return account;
}
