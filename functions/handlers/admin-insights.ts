import { funnelQuerySchema } from '#shared/api/admin-analytics';
import { overviewQuerySchema, securityEventsQuerySchema } from '#shared/api/admin-overview';
import { funnelBetween, funnelCsv } from '../analytics/funnel.ts';
import { adminOverview } from '../analytics/overview.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';
import { listSecurityEvents } from '../security/security-events.ts';

/** What super admins read on /admin and /admin/analytics: the overview, the funnel (and its CSV), security events. */
export const handler = apiFunction('admin-insights', {
  overview: async ({ query }) => {
    const { asOf } = query(overviewQuerySchema);
    return json(200, await adminOverview(asOf));
  },
  funnel: async ({ query }) => {
    const { from, to } = query(funnelQuerySchema);
    return json(200, await funnelBetween(from, to));
  },
  exportFunnel: async ({ query }) => {
    const { from, to } = query(funnelQuerySchema);
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="barprep-funnel-${from}-to-${to}.csv"`,
        'cache-control': 'no-store',
      },
      body: funnelCsv(await funnelBetween(from, to)),
    };
  },
  securityEvents: async ({ query }) => json(200, await listSecurityEvents(query(securityEventsQuerySchema))),
});
