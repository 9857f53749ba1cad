import type { ApiEvent } from './http.ts';

/** Where a request came from, as audit events, sessions and rate limits record it. */
export interface RequestOrigin {
  ipAddress: string;
  /** Cut to 200 characters: it is stored on audit events and sessions. */
  userAgent: string;
}

/**
 * The visitor's address. Behind CloudFront, API Gateway's sourceIp is an edge server, so the
 * address comes from CloudFront-Viewer-Address ("ip:port", set by CloudFront, which overwrites
 * any value a client sends); without it, the connection's own address.
 */
function clientIp(event: ApiEvent): string {
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext.http.sourceIp;
}

export function requestOrigin(event: ApiEvent): RequestOrigin {
  return { ipAddress: clientIp(event), userAgent: (event.requestContext.http.userAgent ?? '').slice(0, 200) };
}
