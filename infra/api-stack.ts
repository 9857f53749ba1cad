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
import { handlerModules, routes } from '../functions/routes.ts';
import { AppFunction } from './lambda-function.ts';

export interface ApiStackProps extends StackProps {
  table: ITable;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  appUrl: string;
  emailFrom: string;
  adminNotificationEmail: string;
  emailIdentityArn: string;
  bedrockModelId?: string;
  configurationSetName: string;
}

/** What each handler module may do beyond logging (least privilege per function). */
const tableAccess: Partial<Record<string, 'read' | 'readWrite' | 'none'>> = {
  me: 'readWrite',
  catalogue: 'read',
  auth: 'readWrite',
  sessions: 'readWrite',
  'admin-security': 'read',
  'admin-question-bank': 'readWrite',
  account: 'readWrite',
  // Listing closes attempts whose time ran out unseen (and scores them).
  content: 'readWrite',
  attempts: 'readWrite',
  // Reading a report may build it (the first time) and send the exam-completion email.
  reports: 'readWrite',
  performance: 'readWrite',
  'not-found': 'none',
  packages: 'read',
  purchases: 'read',
  // Checkout reads the catalogue, purchases and coupons; the local stand-in writes its session.
  checkout: 'readWrite',
  coupons: 'read',
  'stripe-webhook': 'readWrite',
  'admin-settings': 'readWrite',
  sittings: 'readWrite',
  events: 'readWrite',
  'admin-analytics': 'read',
};
// Completing an attempt (submit, or any read that finds its time ran out) sends the exam-completion email.
// Modules that may complete an attempt, and so write its report.
const writesReports = new Set(['attempts', 'content', 'reports', 'performance']);
const sendsEmail = new Set(['auth', 'account', 'attempts', 'content', 'reports', 'performance', 'stripe-webhook']);
// Modules that talk to Stripe, and so read its secret.
const usesStripe = new Set(['checkout', 'coupons', 'stripe-webhook']);

const cognitoActions: Partial<Record<string, string[]>> = {
  auth: [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminUpdateUserAttributes',
  ],
  me: ['cognito-idp:AdminGetUser'],
  sessions: ['cognito-idp:AdminUserGlobalSignOut'],
};

/** The HTTP API, built from the same route table the local server uses. */
export class ApiStack extends Stack {
  readonly api: HttpApi;

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

    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const module of handlerModules) {
      const handler = new AppFunction(this, `Handler-${module}`, {
        module: `handlers/${module}`,
        environment: {
          TABLE_NAME: props.table.tableName,
          USER_POOL_ID: props.userPool.userPoolId,
          APP_URL: props.appUrl,
          EMAIL_FROM: props.emailFrom,
          ADMIN_NOTIFICATION_EMAIL: props.adminNotificationEmail,
          SES_CONFIGURATION_SET: props.configurationSetName,
          ...(props.bedrockModelId && writesReports.has(module) ? { BEDROCK_MODEL_ID: props.bedrockModelId } : {}),
          ...(usesStripe.has(module) ? { STRIPE_SECRET_ARN: stripeSecret.secretArn } : {}),
        },
      });
      const { fn } = handler;
      if (usesStripe.has(module)) stripeSecret.grantRead(fn);
      const access = tableAccess[module];
      if (!access) throw new Error(`Declare the table access of handler module '${module}' in api-stack.ts`);
      if (access !== 'none') handler.grantTable(props.table, access);
      if (sendsEmail.has(module)) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: [props.emailIdentityArn, `arn:${this.partition}:ses:${this.region}:${this.account}:configuration-set/${props.configurationSetName}`],
          }),
        );
      }
      if (props.bedrockModelId && writesReports.has(module)) {
        fn.addToRolePolicy(
          new PolicyStatement({
            actions: ['bedrock:InvokeModel'],
            resources: [
              `arn:${this.partition}:bedrock:${this.region}::foundation-model/${props.bedrockModelId}`,
              `arn:${this.partition}:bedrock:${this.region}:${this.account}:inference-profile/${props.bedrockModelId}`,
            ],
          }),
        );
      }
      const actions = cognitoActions[module];
      if (actions) fn.addToRolePolicy(new PolicyStatement({ actions, resources: [props.userPool.userPoolArn] }));
      integrations.set(module, new HttpLambdaIntegration(`Integration-${module}`, fn));
    }

    for (const route of routes) {
      const integration = integrations.get(route.handler);
      if (!integration) throw new Error(`No integration for ${route.handler}`);
      const created = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
        authorizer: route.auth === 'public' ? undefined : authorizer,
      });
      if (route.auth === 'public') {
        for (const r of created) {
          Validations.of(r).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${route.method} ${route.path} is public by design (sign-up, rate-limit check, catalogue, JSON 404).`,
          });
        }
      }
    }
  }
}

