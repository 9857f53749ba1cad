import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { CouponsSection } from './coupons-section.tsx';
import { SalesSection } from './sales-section.tsx';
import '../admin-billing.css';

/** /admin/billing (super admins): the spec's coupon manager, and the purchases and refunds with their totals and CSV. */
export function AdminBillingPage() {
  return (
    <div className="admin-billing">
      <AdminPageHeader title="Billing and coupons" description="Create and deactivate the codes buyers type at checkout, and follow every purchase and refund." />
      <CouponsSection />
      <SalesSection />
    </div>
  );
}
