import type { QuoteResponse } from '#shared/api/commerce';
import { formatCad, priceOrder } from '#shared/commerce/pricing';

/**
 * The order summary (subtotal, discount, 13% HST after the discount, total), computed with the
 * same shared function the server charges with, from the server's quote.
 */
export function OrderSummary({ quote }: { quote: QuoteResponse }) {
  const order = priceOrder({ subtotalCents: quote.basePriceCents, coupon: quote.coupon, testDrivePercentOff: quote.testDrivePercentOff });
  return (
    <table className="order-summary" aria-label="Order summary">
      <tbody>
        <tr>
          <th scope="row">
            {quote.packageName}
            {quote.isUpgrade ? ' (upgrade price)' : ''}
          </th>
          <td data-testid="order-subtotal">{formatCad(order.subtotalCents)}</td>
        </tr>
        {order.discountCents > 0 && (
          <tr className="order-discount">
            <th scope="row">Discount: {order.discountLabel}</th>
            <td data-testid="order-discount">−{formatCad(order.discountCents)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">HST (13%)</th>
          <td data-testid="order-tax">{formatCad(order.taxCents)}</td>
        </tr>
        <tr className="order-total">
          <th scope="row">Total (CAD)</th>
          <td data-testid="order-total">{formatCad(order.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
