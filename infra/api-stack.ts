import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { type CfnStage, HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { apiFunctions, functionNames, routes, type FunctionAccess } from '../functions/routes.ts';
import { Completion } from './completion.ts';
import { EmailJobs } from './email-jobs.ts';
import { AppFunction } from './lambda-function.ts';

/** The origin-verify secret's name: the API stack creates it, the web stack reads it by name. */
export const ORIGIN_SECRET_NAME = 'barprep/origin-verify';

export interface ApiStackProps extends StackProps {
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  appUrl: string;
  emailFrom: string;
  adminNotificationEmail: string;
  /** Where candidates write to us (email footers, List-Unsubscribe's mailto). */
  supportEmail: string;
  emailIdentityArn: string;
  bedrockModelId?: string;
  configurationSetName: string;
  /** Admin routes need an authenticator app (functions/api/admin-mfa.ts). */
  requireAdminMfa: boolean;
}

/** The HTTP API, built from the same route table the local server uses. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly completion: Completion;
  readonly emailJobs: EmailJobs;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.api = new HttpApi(this, 'HttpApi', {
      createDefaultStage: true,
      description: 'BarPrep Ontario API (reached through CloudFront at /api/*)',
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    const stage = this.api.defaultStage?.node.defaultChild as CfnStage;
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latencyMs: '$context.responseLatency',
        authorizerError: '$context.authorizer.error',
      }),
    };
    stage.defaultRouteSettings = { throttlingBurstLimit: 200, throttlingRateLimit: 100 };

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });

    // Stripe's secret key and webhook signing secret; the operator puts the real values in after
    // the first deploy (docs/deploy.md). Functions read it at run time, never from their environment.
    const stripeSecret = new Secret(this, 'StripeSecret', {
      description: 'Stripe keys for BarPrep: {"secretKey": "sk_...", "webhookSecret": "whsec_..."}',
      generateSecretString: { secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }), generateStringKey: 'unused' },
    });
    Validations.of(stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe keys are rolled in the Stripe dashboard, not by a rotation Lambda; the operator then updates this secret (docs/deploy.md).',
    });

    const commonEnvironment = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      APP_URL: props.appUrl,
      EMAIL_FROM: props.emailFrom,
      ADMIN_NOTIFICATION_EMAIL: props.adminNotificationEmail,
      SUPPORT_EMAIL: props.supportEmail,
      SES_CONFIGURATION_SET: props.configurationSetName,
      REQUIRE_ADMIN_MFA: props.requireAdminMfa ? 'true' : 'false',
    };
    this.completion = new Completion(this, 'Completion', {
      table: props.table,
      environment: commonEnvironment,
      emailIdentityArn: props.emailIdentityArn,
      configurationSetName: props.configurationSetName,
      bedrockModelId: props.bedrockModelId,
    });
    this.emailJobs = new EmailJobs(this, 'EmailJobs', {
      table: props.table,
      environment: commonEnvironment,
      emailIdentityArn: props.emailIdentityArn,
      configurationSetName: props.configurationSetName,
    });

    // The value CloudFront adds to every API request (functions/api/origin-check.ts). Named, so the
    // web stack can put it in the distribution by a dynamic reference, never in the template.
    const originSecret = new Secret(this, 'OriginSecret', {
      secretName: ORIGIN_SECRET_NAME,
      description: 'The x-origin-verify header value CloudFront adds to requests to the API (only CloudFront reaches the API).',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotation means updating the distribution too; the operator rotates both by redeploying (docs/deploy.md).',
    });

    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const name of functionNames) {
      // Widened from the literal types: not every function lists every kind of access.
      const access: FunctionAccess = apiFunctions[name];
      const bedrock = Boolean(access.bedrock && props.bedrockModelId);
      const handler = new AppFunction(this, `Handler-${name}`, {
        module: `handlers/${name}`,
        environment: {
          ...commonEnvironment,
          ...(bedrock && props.bedrockModelId ? { BEDROCK_MODEL_ID: props.bedrockModelId } : {}),
          ...(access.stripe ? { STRIPE_SECRET_ARN: stripeSecret.secretArn } : {}),
          ORIGIN_SECRET_ARN: originSecret.secretArn,
        },
      });
      const { fn } = handler;
      originSecret.grantRead(fn);
      if (access.table !== 'none') handler.grantTable(props.table, access.table === 'write' ? 'readWrite' : 'read');
      if (access.stripe) stripeSecret.grantRead(fn);
      if (access.email) handler.grantSendEmail(props.emailIdentityArn, props.configurationSetName);
      if (bedrock && props.bedrockModelId) handler.grantBedrock(props.bedrockModelId);
      if (access.cognito?.length) {
        fn.addToRolePolicy(new PolicyStatement({ actions: access.cognito.map((action) => `cognito-idp:${action}`), resources: [props.userPool.userPoolArn] }));
      }
      integrations.set(name, new HttpLambdaIntegration(`Integration-${name}`, fn));
    }

    for (const route of routes) {
      const integration = integrations.get(route.function);
      if (!integration) throw new Error(`No integration for ${route.function}`);
      const created = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
        authorizer: route.role === 'public' ? undefined : authorizer,
      });
      if (route.role === 'public') {
        for (const r of created) {
          Validations.of(r).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${route.method} ${route.path} is public by design: visitors sign up, reset passwords, read packages and sittings and send analytics; Stripe signs its webhook; unknown paths get a JSON 404.`,
          });
        }
      }
    }
  }
}

