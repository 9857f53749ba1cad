import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs; handlers add the request id per invocation. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'bar-prep' });
