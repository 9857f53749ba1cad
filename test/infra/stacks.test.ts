import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';
import { tableDefinition } from '../../functions/data/table-definition.ts';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { AppFunction } from '../../infra/lambda-function.ts';
import { apiFunctions, functionNames, routes, type FunctionName } from '../../functions/routes.ts';
import { buildApp } from '../../infra/app.ts';

let templates: Record<'data' | 'email' | 'auth' | 'api' | 'web', Template>;
let stacks: ReturnType<typeof buildApp>['stacks'];

beforeAll(() => {
  // Synthesising runs cdk-nag's AwsSolutions checks: any unacknowledged finding throws here.
  // With a Bedrock model, so the checks below can see which functions get Bedrock rights.
  const built = buildApp(new App({ context: { appUrl: 'https://prep.example.ca', bedrockModelId: 'anthropic.claude-test-v1' } }), {
    account: '123456789012',
    region: 'ca-central-1',
  });
  const { app } = built;
  stacks = built.stacks;
  app.synth();
  templates = {
    data: Template.fromStack(stacks.data),
    email: Template.fromStack(stacks.email),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
  };
}, 240_000);

describe('data stack', () => {
  it('has the one table from the shared definition: on demand, PITR, TTL, retained', () => {
    templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
          Match.objectLike({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: index.projection },
          }),
        ),
      }),
    });
  });
});

describe('auth stack', () => {
  it('signs in by email with an 8-character minimum and no composition rules', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      // Sign-up goes through the API (decision 0002).
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  });

  it('has a public web client with SRP (no password flow) and refresh, 15-minute tokens, and only the names writable', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      WriteAttributes: [...userPoolSettings.writableAttributes].sort(),
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      TokenValidityUnits: Match.objectLike({ AccessToken: 'minutes', IdToken: 'minutes' }),
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://prep.example.ca/auth/callback'],
    });
  });

  it('declares the admin groups and wires every trigger', () => {
    for (const group of userPoolSettings.groups) {
      templates.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group.name });
    }
    const lambdaConfig = templates.auth.findResources('AWS::Cognito::UserPool');
    const config = Object.values(lambdaConfig)[0]?.Properties.LambdaConfig as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(['PostAuthentication', 'PreAuthentication', 'PreSignUp']);
    expect(Object.keys(userPoolSettings.triggers)).toHaveLength(3);
  });
});

describe('api stack', () => {
  it('has one arm64 Node 24 function per entry of the route table\'s functions, plus the completion consumer, the sweep, the reminders and the email feedback', () => {
    const functions = templates.api.findResources('AWS::Lambda::Function');
    expect(Object.keys(functions)).toHaveLength(functionNames.length + 4);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('has a route for every entry of the route table, with the JWT authorizer unless public', () => {
    const created = Object.values(templates.api.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties as { RouteKey: string; AuthorizationType?: string },
    );
    expect(created.map((r) => r.RouteKey).sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    for (const route of routes) {
      const match = created.find((r) => r.RouteKey === `${route.method} ${route.path}`);
      expect(match?.AuthorizationType ?? 'NONE', route.path).toBe(route.role === 'public' ? 'NONE' : 'JWT');
    }
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'JWT' });
  });

  it('logs every request on the stage', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('gives functions table access without wildcards', () => {
    const policies = JSON.stringify(templates.api.findResources('AWS::IAM::Policy'));
    expect(policies).not.toContain('/index/*');
    expect(policies).toContain('dynamodb:Query');
  });
});

/** The IAM statements of a construct's role, from the stack's policies. */
function statementsOf(role: Role): { Action: string | string[]; Resource: unknown }[] {
  const roleRef = JSON.stringify(stacks.api.resolve(role.roleName));
  const policies = Object.values(templates.api.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as unknown[]).some((ref) => JSON.stringify(ref) === roleRef),
  );
  return policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
}

/** The IAM actions a construct's role may take. */
function actionsOf(role: Role): string[] {
  return statementsOf(role).flatMap((statement) => [statement.Action].flat());
}

/** Whether the role may read a secret whose logical id starts with `prefix`. */
function readsSecret(role: Role, prefix: string): boolean {
  return statementsOf(role).some((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(`"${prefix}`));
}

function apiFunction(name: FunctionName): AppFunction {
  return stacks.api.node.findChild(`Handler-${name}`) as AppFunction;
}

describe('least privilege from the route table', () => {
  const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
  const COGNITO_READS = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'];

  it('gives functions that serve only reads read-only table rights and no SES, Bedrock or Cognito writes', () => {
    const readOnly = functionNames.filter((name) => routes.filter((route) => route.function === name).every((route) => route.method === 'GET'));
    expect(readOnly).toEqual(expect.arrayContaining(['practice', 'reports', 'me', 'sessions-read', 'account-read', 'purchases', 'admin-read', 'packages', 'sittings']));
    for (const name of readOnly) {
      const actions = actionsOf(apiFunction(name).fn.role as Role);
      expect(actions, name).toContain('dynamodb:Query');
      expect(actions.filter((action) => WRITES.includes(action) || action.startsWith('ses:') || action.startsWith('bedrock:')), name).toEqual([]);
      // Cognito reads only: an account (every admin route's MFA check) and, for /admin/users, its groups.
      expect(actions.filter((action) => action.startsWith('cognito-idp:') && !COGNITO_READS.includes(action)), name).toEqual([]);
    }
  });

  it('gives each function exactly the rights its entry lists', () => {
    for (const name of functionNames) {
      const access: { table: string; email?: true; stripe?: true; bedrock?: true; cognito?: readonly string[] } = apiFunctions[name];
      const actions = actionsOf(apiFunction(name).fn.role as Role);
      expect(actions.some((action) => WRITES.includes(action)), name).toBe(access.table === 'write');
      expect(actions.includes('ses:SendEmail'), name).toBe(Boolean(access.email));
      expect(actions.includes('bedrock:InvokeModel'), name).toBe(Boolean(access.bedrock));
      expect(readsSecret(apiFunction(name).fn.role as Role, 'StripeSecret'), name).toBe(Boolean(access.stripe));
      // Every API function checks that the request came through CloudFront.
      expect(readsSecret(apiFunction(name).fn.role as Role, 'OriginSecret'), name).toBe(true);
      expect(actions.filter((action) => action.startsWith('cognito-idp:')).sort(), name).toEqual((access.cognito ?? []).map((a) => `cognito-idp:${a}`).sort());
    }
  });
});

describe('completion off the request path', () => {
  it('consumes the table stream with a filter, retries, partial failures and a dead-letter queue', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
    templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      MaximumRetryAttempts: 3,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: { Filters: [{ Pattern: Match.stringLikeRegexp('"status":\\{"S":\\["completed"\\]') }] },
    });
    // The completion consumer's dead letters, and the email jobs'.
    templates.api.resourceCountIs('AWS::SQS::Queue', 2);
    templates.api.hasResourceProperties('AWS::CloudWatch::Alarm', { Threshold: 0 });
    const consumer = actionsOf(stacks.api.completion.consumer.fn.role as Role);
    expect(consumer).toEqual(expect.arrayContaining(['dynamodb:GetRecords', 'ses:SendEmail', 'bedrock:InvokeModel', 'dynamodb:PutItem']));
  });

  it('runs the sweep every minute', () => {
    templates.api.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(1 minute)', State: 'ENABLED' });
  });
});

describe('email jobs', () => {
  it('sends the exam reminders daily at 10:00 UTC, with retries into a dead-letter queue that raises an alarm', () => {
    templates.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 10 * * ? *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2 }, DeadLetterConfig: { Arn: Match.anyValue() } })],
    });
    templates.api.hasResourceProperties('AWS::Lambda::EventInvokeConfig', { MaximumRetryAttempts: 2, DestinationConfig: { OnFailure: { Destination: Match.anyValue() } } });
    const reminders = actionsOf(stacks.api.emailJobs.reminders.fn.role as Role);
    expect(reminders).toEqual(expect.arrayContaining(['ses:SendRawEmail', 'dynamodb:Query', 'dynamodb:PutItem']));
    expect(templates.api.findResources('AWS::CloudWatch::Alarm', { Properties: { AlarmDescription: Match.stringLikeRegexp('exam-reminder') } })).not.toEqual({});
  });

  it('publishes bounces and complaints to EventBridge, where a rule marks them in the send log', () => {
    templates.email.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ Enabled: true, MatchingEventTypes: ['bounce', 'complaint'], EventBridgeDestination: { EventBusArn: Match.anyValue() } }),
    });
    templates.api.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({ source: ['aws.ses'], 'detail-type': ['Email Bounced', 'Email Complaint Received'] }),
    });
    const feedback = actionsOf(stacks.api.emailJobs.feedback.fn.role as Role);
    expect(feedback).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(feedback.filter((action) => action.startsWith('ses:'))).toEqual([]);
  });
});

describe('multi-factor authentication', () => {
  it('offers authenticator-app MFA to everyone and requires it for admin routes by default', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPool', { MfaConfiguration: 'OPTIONAL', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] });
    const fn = templates.api.findResources('AWS::Lambda::Function');
    const settings = Object.values(fn).map((f) => (f.Properties.Environment?.Variables as Record<string, string> | undefined)?.REQUIRE_ADMIN_MFA);
    expect(settings.filter((value) => value !== undefined).every((value) => value === 'true')).toBe(true);
  });
});

describe('only CloudFront reaches the API', () => {
  it('adds the origin-verify header from the secret by a dynamic reference, never its value', () => {
    const distribution = JSON.stringify(templates.web.findResources('AWS::CloudFront::Distribution'));
    expect(distribution).toContain('"HeaderName":"x-origin-verify"');
    expect(distribution).toContain('{{resolve:secretsmanager:barprep/origin-verify:SecretString:::}}');
    templates.api.hasResourceProperties('AWS::SecretsManager::Secret', { Name: 'barprep/origin-verify' });
  });

  it('puts AWS WAF in front of CloudFront: managed rules and rate rules for the routes scripts hammer', () => {
    const edge = Template.fromStack(stacks.edge);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({ Name: 'AWSManagedRulesCommonRuleSet' }),
        Match.objectLike({ Name: 'SignUpAndReset', Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP' }) } }),
        Match.objectLike({ Name: 'CouponsAndQuotes' }),
        Match.objectLike({ Name: 'AnalyticsBeacons' }),
      ]),
    });
    expect(stacks.edge.region).toBe('us-east-1');
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', { DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }) });
  });
});

describe('web stack', () => {
  it('serves a private bucket through CloudFront with origin access control and routes /api/*', () => {
    templates.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', AllowedMethods: Match.arrayWith(['PATCH', 'POST', 'DELETE']) })],
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('sends a CSP and HSTS with every response', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'") }),
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Preload: true }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
        }),
      }),
    });
  });
});

describe('email stack', () => {
  it('verifies the sending domain and has a configuration set', () => {
    templates.email.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    templates.email.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'barprep.example.com' });
  });
});
