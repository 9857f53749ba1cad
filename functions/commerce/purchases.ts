import type { Purchase as PurchaseView } from '#shared/api/commerce';
import { PACKS } from '#shared/catalogue';
import { isPurchaseActive } from '#shared/exam/access';
import { listPurchases } from '../data/purchases.ts';

/** GET /api/purchases: the caller's purchases, newest first, with their status now. */
export async function listMyPurchases(userId: string, now = new Date()): Promise<{ purchases: PurchaseView[] }> {
  const purchases = await listPurchases(userId);
  return {
    purchases: purchases
      .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt))
      .map((p) => ({
        id: p.id,
        packageId: p.packageId,
        packageName: p.packageName || (Object.values(PACKS).find((pack) => pack.id === p.packageId)?.name ?? 'Pack'),
        purchasedAt: p.purchasedAt,
        expiresAt: p.expiresAt,
        status: p.status === 'refunded' ? 'refunded' : isPurchaseActive(p.expiresAt, now) ? 'active' : 'expired',
        subtotalCents: p.subtotalCents,
        discountCents: p.discountCents,
        taxCents: p.taxCents,
        amountPaidCents: p.amountPaidCents,
        couponCode: p.couponCode,
        checkoutSessionId: p.checkoutSessionId,
        receiptUrl: p.receiptUrl,
      })),
  };
}
