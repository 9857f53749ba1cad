import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
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
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { tableDefinition } from '../../functions/data/table-definition.ts';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';

export const LOCAL_REGION = 'ca-central-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Creates the table from the shared definition (the CDK data stack reads the same one). */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, globalSecondaryIndexes, timeToLiveAttribute } = tableDefinition;
  const attributeNames = [partitionKey, sortKey, ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
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
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
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
  if (saved) {
    const exists = await cognito
      .send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))
      .then(() => true, () => false);
    if (exists) return saved;
  }
  const ids = await createUserPool(cognito, 'bar-prep-local');
  await writeFile(idsFile, JSON.stringify(ids, null, 2));
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
