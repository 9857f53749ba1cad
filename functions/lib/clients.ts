import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config.ts';

/** SDK clients, created once per cold start. */
let dynamo: DynamoDBDocumentClient | undefined;
let ses: SESClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!dynamo) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    dynamo = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
  }
  return dynamo;
}

export function sesClient(): SESClient {
  if (!ses) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    ses = new SESClient({ region: AWS_REGION, endpoint: SES_ENDPOINT });
  }
  return ses;
}

export function tableName(): string {
  return config().TABLE_NAME;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const { AWS_REGION, COGNITO_ENDPOINT } = config();
    cognito = new CognitoIdentityProviderClient({ region: AWS_REGION, endpoint: COGNITO_ENDPOINT });
  }
  return cognito;
}
