import { useState, type FormEvent } from 'react';
import type { CouponResponse } from '#shared/api/commerce';
import { useToast } from './toast/toast-context.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useValidateCoupon } from '../api/commerce.ts';

export interface AppliedCoupon {
  code: string;
  coupon: CouponResponse;
}

/**
 * The coupon box (learning-area §4, §5, §8): entered (uppercased as typed), validating, applied
 * (shown with its name), removed. Apply is disabled while blank or validating; Enter submits.
 */
export function CouponBox({
  applied,
  onApplied,
  onRemoved,
  packageId,
}: {
  applied: AppliedCoupon | null;
  onApplied: (applied: AppliedCoupon) => void;
  onRemoved: () => void;
  /** The pack being bought, when known: a code for other packs is refused at once. */
  packageId?: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateCoupon();
  const toast = useToast();

  function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setError('Please enter a coupon code');
      return;
    }
    setError(null);
    validate.mutate({ couponCode: trimmed, ...(packageId ? { packageId } : {}) }, {
      onSuccess: (coupon) => {
        onApplied({ code: trimmed, coupon });
        setCode('');
        toast({ title: 'Coupon Applied!', description: `${coupon.name} has been applied to your order.` });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) {
          setError('Authentication required');
        } else if (failure instanceof ApiError && (failure.status === 404 || failure.status === 400)) {
          setError('Failed to validate coupon code');
          toast({ title: 'Invalid Coupon', description: 'The coupon code you entered is not valid.', variant: 'destructive' });
        } else if (failure instanceof ApiError && (failure.status === 409 || failure.status === 429)) {
          // A code this buyer may not use (already used, first purchase only), or too many tries: the server says which.
          setError(failure.message);
          toast({ title: failure.status === 409 ? 'Coupon Not Available' : 'Too Many Attempts', description: failure.message, variant: 'destructive' });
        } else {
          setError('Failed to validate coupon');
        }
      },
    });
  }

  if (applied) {
    return (
      <div className="coupon-applied" role="status">
        <span>
          <strong>{applied.code}</strong>: {applied.coupon.name}
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onRemoved();
            toast({ title: 'Coupon Removed' });
          }}
        >
          Remove
        </button>
      </div>
    );
  }
  return (
    <form className="coupon-box" onSubmit={apply} noValidate>
      <label htmlFor="coupon-code">Coupon code</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder="e.g. EARLY20"
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : 'coupon-hint'}
        />
        <button type="submit" className="button button-secondary" disabled={!code.trim() || validate.isPending}>
          {validate.isPending ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {error ? (
        <p id="coupon-error" className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id="coupon-hint" className="hint">
          Early adopter? Use code EARLY20 for 20% off.
        </p>
      )}
    </form>
  );
}
