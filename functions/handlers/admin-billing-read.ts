import { exportSalesQuerySchema, listCouponsQuerySchema, listSalesQuerySchema } from '#shared/api/admin-billing';
import { apiFunction } from '../api/api-function.ts';
import { listCoupons } from '../admin/coupon-manager.ts';
import { exportSales, listSales } from '../admin/sales.ts';
import { json } from '../lib/http.ts';

/** What /admin/billing reads (super admins): the coupons with their redemptions, the sales list and its CSV. */
export const handler = apiFunction('admin-billing-read', {
  listCoupons: async ({ query }) => json(200, await listCoupons(query(listCouponsQuerySchema))),
  listSales: async ({ query }) => json(200, await listSales(query(listSalesQuerySchema))),
  exportSales: async ({ query }) => {
    const { filename, csv } = await exportSales(query(exportSalesQuerySchema));
    return {
      statusCode: 200,
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' },
      body: csv,
    };
  },
});
