import type { ApiEvent } from './http.ts';

/**
 * The visitor's address. Behind CloudFront, API Gateway's sourceIp is an edge server, so the
 * address comes from CloudFront-Viewer-Address ("ip:port", set by CloudFront, which overwrites
 * any value a client sends); without it, the connection's own address.
 */
export function clientIp(event: ApiEvent): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext.http.sourceIp;
}
