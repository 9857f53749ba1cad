import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { routes, type RouteDefinition } from '../../functions/routes.ts';
import { lambdaContext } from './lambda-context.ts';
import { readBody } from './http-utils.ts';
import { loadFunctionModule } from './load-module.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  params: string[];
}

/** API Gateway picks the most specific route: literal segments before {params}, greedy last. */
function compile(route: RouteDefinition): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)(\+)?\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1] ?? '');
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params };
}

function specificity({ route, params }: CompiledRoute): number {
  const greedy = route.path.includes('+}') ? 1000 : 0;
  return greedy + params.length * 10 - route.path.split('/').length;
}

const compiled = routes.map((route) => compile(route)).sort((a, b) => specificity(a) - specificity(b));

function matchRoute(method: string, path: string) {
  for (const candidate of compiled) {
    if (candidate.route.method !== 'ANY' && candidate.route.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const pathParameters = Object.fromEntries(candidate.params.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
    return { route: candidate.route, pathParameters };
  }
  return undefined;
}

/** HTTP APIs hand claims to the function as strings, arrays as "[a b]". */
function flattenClaims(payload: JwtPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : String(value)]),
  );
}

/** A fetcher that allows cognito-local's `http:` JWKS URL, which aws-jwt-verify's default refuses. */
const httpFetcher = {
  fetch: async (uri: string) => {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  },
};

export interface AuthorizerSettings {
  issuer: string;
  clientId: string;
}

export function createApiGateway({ issuer, clientId }: AuthorizerSettings) {
  // Like the HTTP API JWT authorizer: signature, issuer, expiry, and aud or client_id = the app client.
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.aud !== clientId && payload.client_id !== clientId) throw new Error('Token is for another client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  const handlers = new Map<string, Handler>();

  async function loadHandler(name: string): Promise<Handler> {
    let handler = handlers.get(name);
    if (!handler) {
      handler = (await loadFunctionModule<{ handler: Handler }>(`handlers/${name}`)).handler;
      handlers.set(name, handler);
    }
    return handler;
  }

  async function authorize(request: IncomingMessage): Promise<Record<string, string> | undefined> {
    const header = request.headers.authorization ?? '';
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      return flattenClaims(await verifier.verify(token));
    } catch {
      return undefined;
    }
  }

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
  }

  return async function handleApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const matched = matchRoute(method, url.pathname);
    if (!matched) {
      send(response, 404, { error: 'not_found', message: 'Not Found' });
      return;
    }
    const { route, pathParameters } = matched;
    let claims: Record<string, string> | undefined;
    if (route.role !== 'public') {
      claims = await authorize(request);
      // API Gateway answers {"message":"Unauthorized"} itself; the error code is added for our clients.
      if (!claims) {
        send(response, 401, { error: 'unauthorized', message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        return;
      }
    }
    const body = await readBody(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
    );
    const query = new Map<string, string[]>();
    url.searchParams.forEach((value, name) => query.set(name, [...(query.get(name) ?? []), value]));
    const textual = /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
    const now = new Date();
    const routeKey = `${route.method} ${route.path}`;
    const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
      headers,
      queryStringParameters: query.size ? Object.fromEntries([...query].map(([k, v]) => [k, v.join(',')])) : undefined,
      pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
      body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
      isBase64Encoded: body.length > 0 && !textual,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method,
          path: url.pathname,
          protocol: `HTTP/${request.httpVersion}`,
          sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      },
    };
    const handler = await loadHandler(route.function);
    const result = await handler(event, lambdaContext(`local-${route.function}`));
    if (typeof result === 'string' || result === undefined || result === null || !('statusCode' in result)) {
      send(response, 200, result ?? null);
      return;
    }
    const payload = result.body ?? '';
    const responseHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) responseHeaders[name] = String(value);
    if (result.cookies?.length) responseHeaders['set-cookie'] = result.cookies;
    response.writeHead(result.statusCode ?? 200, responseHeaders);
    response.end(result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
  };
}
