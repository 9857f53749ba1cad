import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Duration, Fn, RemovalPolicy, SecretValue, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '../shared/runtime-config.ts';
import { ORIGIN_SECRET_NAME } from './api-stack.ts';
import { BASIC_EXECUTION_ROLE_FINDING } from './lambda-function.ts';

export interface WebStackProps extends StackProps {
  api: HttpApi;
  userPoolId: string;
  userPoolClientId: string;
  /** Shown on the site as the support address (/config.json). */
  supportEmail: string;
  /** Optional Google tag id; the CSP then allows Google's tag and collection hosts. */
  analyticsTagId?: string;
  /** The WAF web ACL (infra/edge-stack.ts, us-east-1). */
  webAclArn: string;
}

const webDist = fileURLToPath(new URL('../web/dist', import.meta.url));

/** The SPA on a private bucket behind CloudFront, which also routes /api/* to the HTTP API. */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logs).acknowledge({ id: 'AwsSolutions-S1', reason: 'This is the access-log bucket; it does not log itself.' });

    const site = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          override: true,
          contentSecurityPolicy: [
            "default-src 'self'",
            `connect-src 'self' https://cognito-idp.${this.region}.amazonaws.com${props.analyticsTagId ? ' https://*.google-analytics.com https://*.analytics.google.com' : ''}`,
            `script-src 'self' https://js.stripe.com${props.analyticsTagId ? ' https://www.googletagmanager.com' : ''}`,
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data:",
            'frame-src https://js.stripe.com https://checkout.stripe.com',
            "frame-ancestors 'none'",
            "base-uri 'self'",
            "form-action 'self' https://checkout.stripe.com",
          ].join('; '),
        },
        strictTransportSecurity: { override: true, accessControlMaxAge: Duration.days(730), includeSubdomains: true, preload: true },
        contentTypeOptions: { override: true },
        frameOptions: { override: true, frameOption: HeadersFrameOption.DENY },
        referrerPolicy: { override: true, referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN },
      },
    });

    // Client routes (no file extension) get index.html; like the local server's fallback.
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(
        "function handler(event) { var r = event.request; if (r.uri.indexOf('.') === -1) { r.uri = '/index.html'; } return r; }",
      ),
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // Only CloudFront reaches the API: it adds the origin-verify header, which the API checks.
          origin: new HttpOrigin(apiDomain, {
            customHeaders: { 'x-origin-verify': SecretValue.secretsManager(ORIGIN_SECRET_NAME).unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Includes CloudFront-Viewer-Address, which the API reads for the client IP.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The product serves all of Canada and candidates abroad (NCA); no geographic restriction.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'The default *.cloudfront.net certificate fixes the TLS policy; a custom domain with TLSv1.2_2021 comes with the production domain.',
    });

    const runtimeConfig: RuntimeConfig = {
      region: this.region,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      supportEmail: props.supportEmail,
      ...(props.analyticsTagId ? { analyticsTagId: props.analyticsTagId } : {}),
    };
    // Synth works without a build; a deploy after `npm run build` also uploads the SPA.
    const sources = [Source.jsonData('config.json', runtimeConfig)];
    if (existsSync(`${webDist}/index.html`)) sources.unshift(Source.asset(webDist));
    // BucketDeployment's handler and role are CDK's own; their findings are acknowledged on the stack.
    const deploymentWildcards = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::<${this.getLogicalId(site.node.defaultChild as CfnBucket)}.Arn>/*`,
      `Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account}-${this.region}/*`,
      'Resource::*',
    ];
    for (const finding of deploymentWildcards) {
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason: "CDK's BucketDeployment custom resource copies the built SPA from the CDK asset bucket into the site bucket.",
      });
    }
    Validations.of(this).acknowledge({
      id: BASIC_EXECUTION_ROLE_FINDING,
      reason: "CDK's BucketDeployment custom resource only writes its own CloudWatch logs.",
    });
    Validations.of(this).acknowledge({ id: 'AwsSolutions-L1', reason: "CDK's BucketDeployment pins its own handler runtime." });
    new BucketDeployment(this, 'DeploySite', {
      sources,
      destinationBucket: site,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
      prune: false,
    });
  }
}
