import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import {
  AccountRecovery,
  ClientAttributes,
  Mfa,
  CfnUserPoolGroup,
  OAuthScope,
  UserPool,
  type UserPoolClient,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { userPoolSettings, type TriggerName } from '../functions/auth/user-pool-settings.ts';
import { AppFunction } from './lambda-function.ts';

export interface AuthStackProps extends StackProps {
  table: ITable;
  appUrl: string;
}

const operations: Record<TriggerName, UserPoolOperation> = {
  preSignUp: UserPoolOperation.PRE_SIGN_UP,
  preAuthentication: UserPoolOperation.PRE_AUTHENTICATION,
  postAuthentication: UserPoolOperation.POST_AUTHENTICATION,
};

/** The user pool, its public web client, the admin groups and the triggers, from the shared settings. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      // Any user may turn on an authenticator app (TOTP) from the account page; admins must (REQUIRE_ADMIN_MFA).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Name@Example.com and name@example.com are one address at sign-in too.
      signInCaseSensitive: false,
      // Sign-up goes through POST /api/auth/signup (decision 0002), which creates users as an admin.
      selfSignUpEnabled: false,
      autoVerify: {},
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: userPoolSettings.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      // Password resets go through POST /api/auth/password-reset (our rules, our email), not Cognito's flow.
      accountRecovery: AccountRecovery.NONE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG1',
      reason:
        'NIST SP 800-63B: no composition rules. Minimum 8 characters here; the API refuses the 10,000 most common passwords and the spec words.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason: 'MFA (an authenticator app) is optional for candidates, who turn it on from the account page; the API requires it for every admin route (REQUIRE_ADMIN_MFA).',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'The Plus feature plan (threat protection) is not used; see COG3.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG3',
      reason: 'Threat protection needs the Cognito Plus plan; login and sign-up limits are enforced by our own triggers and API.',
    });

    for (const [name, module] of Object.entries(userPoolSettings.triggers) as [TriggerName, string][]) {
      const trigger = new AppFunction(this, `${name}Trigger`, { module, environment: { TABLE_NAME: props.table.tableName } });
      if (name !== 'preSignUp') trigger.grantTable(props.table, 'readWrite');
      this.userPool.addTrigger(operations[name], trigger.fn);
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // SRP only: a password never travels. USER_PASSWORD_AUTH is on for the local emulator alone, which lacks SRP.
      authFlows: { userSrp: true },
      readAttributes: new ClientAttributes().withStandardAttributes({ email: true, emailVerified: true, givenName: true, familyName: true }),
      writeAttributes: new ClientAttributes().withStandardAttributes({ givenName: true, familyName: true }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(userPoolSettings.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(userPoolSettings.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(userPoolSettings.refreshTokenValidityDays),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${props.appUrl}/auth/callback`],
        logoutUrls: [props.appUrl],
      },
    });

    for (const group of userPoolSettings.groups) {
      new CfnUserPoolGroup(this, `Group-${group.name}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group.name,
        description: group.description,
      });
    }
  }
}
