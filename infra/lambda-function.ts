import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableDefinition } from '../functions/data/table-definition.ts';
import { fileURLToPath } from 'node:url';

export const BASIC_EXECUTION_ROLE_FINDING =
  'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const projectRoot = fileURLToPath(new URL('../', import.meta.url));

export interface AppFunctionProps {
  /** Module under functions/, e.g. 'handlers/me' or 'triggers/pre-sign-up'. */
  module: string;
  environment: Record<string, string>;
  timeout?: Duration;
}

/** One Lambda function per handler module: esbuild-bundled ESM, minified, arm64, Node 24. */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    this.fn = new NodejsFunction(this, 'Function', {
      entry: `${functionsDir}${props.module}.ts`,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      projectRoot,
      depsLockFilePath: `${projectRoot}package-lock.json`,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'bar-prep',
        ...props.environment,
      },
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        target: 'node24',
        // ESM bundles of CommonJS dependencies still call require().
        banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
    });
    Validations.of(this.fn).acknowledge({
      id: BASIC_EXECUTION_ROLE_FINDING,
      reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
    });
  }

  /** Table access without wildcards: the table and each of its named indexes. */
  grantTable(table: ITable, access: 'read' | 'readWrite'): void {
    const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
    const write = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: access === 'read' ? read : [...read, ...write],
        resources: [
          table.tableArn,
          ...tableDefinition.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
        ],
      }),
    );
  }

  /** SES sending from the verified identity, through the configuration set. */
  grantSendEmail(emailIdentityArn: string, configurationSetName: string): void {
    const stack = Stack.of(this);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [emailIdentityArn, `arn:${stack.partition}:ses:${stack.region}:${stack.account}:configuration-set/${configurationSetName}`],
      }),
    );
  }

  /** One Bedrock model (or its inference profile), nothing else. */
  grantBedrock(modelId: string): void {
    const stack = Stack.of(this);
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources: [
          `arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`,
          `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
        ],
      }),
    );
  }
}
