import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { RuntimeConfig } from '../../shared/runtime-config.ts';
import { ORIGIN_HEADER } from '../../functions/api/origin-check.ts';
import { readBody } from './http-utils.ts';
import type { CognitoShim, ShimAnswer } from './cognito-shim.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export const COGNITO_PROXY_PATH = '/local/cognito';

export interface AppServerOptions {
  port: number;
  webDir: string;
  cognitoUrl: string;
  /** Runs what Cognito would run around a call that cognito-local lacks (cognito-shim.ts). */
  cognitoShim?: CognitoShim;
  runtimeConfig: Omit<RuntimeConfig, 'userPoolEndpoint'>;
  handleApi: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** Local stand-ins for third-party pages (the Stripe checkout), by path prefix. */
  localRoutes?: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>>;
  /**
   * Browser tests only: a request header naming the viewer's loopback address (127.x.y.z), so one
   * machine's Chromium can be many candidates without tripping the per-IP limits. Never set by `npm start`.
   */
  clientAddressHeader?: string;
  /** The value CloudFront adds as the origin header on every /api request (functions/api/origin-check.ts). */
  originSecret?: string;
  log?: (line: string) => void;
}

function viewerAddress(request: IncomingMessage, clientAddressHeader: string | undefined): string {
  const claimed = clientAddressHeader ? request.headers[clientAddressHeader] : undefined;
  if (typeof claimed === 'string' && /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(claimed)) return claimed;
  return request.socket.remoteAddress ?? '127.0.0.1';
}

/** Serves a file from the built SPA, or index.html for client routes (like the CloudFront function). */
async function serveStatic(webDir: string, pathname: string, response: ServerResponse): Promise<void> {
  const safePath = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(webDir, safePath);
  const isFile = file.startsWith(webDir) && (await stat(file).then((s) => s.isFile(), () => false));
  if (isFile) {
    const immutable = safePath.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
    return;
  }
  if (extname(safePath)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const index = join(webDir, 'index.html');
  if (!(await stat(index).then(() => true, () => false))) {
    response.writeHead(503, { 'content-type': 'text/plain' }).end('The web app is not built: run `npm run build`.');
    return;
  }
  response.writeHead(200, { 'content-type': MIME['.html'] ?? 'text/html', 'cache-control': 'no-cache' });
  createReadStream(index).pipe(response);
}

/** Forwards the SPA's Cognito calls to cognito-local on the same origin. */
async function proxyCognito(
  cognitoUrl: string,
  shim: CognitoShim | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readBody(request);
  const target = String(request.headers['x-amz-target'] ?? '');
  const send = ({ status, body: answer }: ShimAnswer) => {
    const type = (answer as { __type?: string } | undefined)?.__type;
    response
      .writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...(type ? { 'x-amzn-errortype': type } : {}) })
      .end(JSON.stringify(answer));
  };
  const early = await shim?.before(target, body);
  if (early) {
    send(early);
    return;
  }
  const upstream = await fetch(cognitoUrl, {
    method: 'POST',
    headers: {
      'content-type': request.headers['content-type'] ?? 'application/x-amz-json-1.1',
      'x-amz-target': target,
      'user-agent': String(request.headers['user-agent'] ?? ''),
    },
    body: new Uint8Array(body),
  });
  const text = await upstream.text();
  if (upstream.ok || !shim) {
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(text);
    return;
  }
  send(shim.after(target, { status: upstream.status, body: JSON.parse(text || '{}') as unknown }));
}

/** One origin for the SPA, /config.json, /api and Cognito, like CloudFront in front of S3 and the API. */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const { port, webDir, cognitoUrl, cognitoShim, runtimeConfig, handleApi, localRoutes = {}, clientAddressHeader, originSecret, log } = options;
  const server = createServer(async (request, response) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        // Like CloudFront: the viewer's address, overwriting whatever the client sent.
        request.headers['cloudfront-viewer-address'] = `${viewerAddress(request, clientAddressHeader)}:${request.socket.remotePort ?? 0}`;
        if (originSecret) request.headers[ORIGIN_HEADER] = originSecret;
        await handleApi(request, response);
        log?.(`${request.method} ${url.pathname} ${response.statusCode} ${Date.now() - started} ms`);
      } else if (Object.keys(localRoutes).some((prefix) => url.pathname.startsWith(prefix))) {
        const prefix = Object.keys(localRoutes).find((p) => url.pathname.startsWith(p)) ?? '';
        await localRoutes[prefix]?.(request, response);
      } else if (url.pathname.replace(/\/$/, '') === COGNITO_PROXY_PATH && request.method === 'POST') {
        await proxyCognito(cognitoUrl, cognitoShim, request, response);
      } else if (url.pathname === '/config.json') {
        const config: RuntimeConfig = {
          ...runtimeConfig,
          userPoolEndpoint: `http://${request.headers.host ?? `localhost:${port}`}${COGNITO_PROXY_PATH}`,
        };
        response.writeHead(200, { 'content-type': MIME['.json'] ?? '', 'cache-control': 'no-store' }).end(JSON.stringify(config));
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        await serveStatic(webDir, url.pathname, response);
      } else {
        response.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed');
      }
    } catch (error) {
      const tooLarge = (error as { statusCode?: number }).statusCode === 413;
      if (!tooLarge) console.error(`${request.method} ${url.pathname} failed:`, error);
      if (!response.headersSent) {
        const body = tooLarge
          ? { error: 'bad_request', message: 'Request body too large' }
          : { error: 'internal_error', message: 'An unexpected error occurred. Please try again.' };
        response.writeHead(tooLarge ? 413 : 500, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      } else {
        response.end();
      }
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
