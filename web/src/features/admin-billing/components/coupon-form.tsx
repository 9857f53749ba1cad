import { useId, useState, type FormEvent } from 'react';
import { createCouponRequestSchema, type CreateCouponInput } from '#shared/api/admin-billing';
import { PACKS } from '#shared/catalogue';
import { nextDay, torontoDayStart } from '#shared/commerce/sales';
import { torontoDayKey, torontoLongDate } from '#shared/toronto-time';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useCreateCoupon } from '../api/coupons.ts';

type Kind = 'percent' | 'amount';
type Field = 'code' | 'value' | 'expires' | 'maxRedemptions' | 'packageIds' | 'form';

const PACK_LIST = Object.values(PACKS);

/** "25" or "25.50" dollars as cents; NaN when it is not an amount. */
function toCents(dollars: string): number {
  return /^\d+(\.\d{1,2})?$/.test(dollars.trim()) ? Math.round(Number(dollars.trim()) * 100) : Number.NaN;
}

/** The request the form describes (the expiry: the end of the chosen Toronto day). */
function requestOf(values: { code: string; kind: Kind; value: string; expires: string; maxRedemptions: string; packageIds: string[] }): CreateCouponInput {
  const number = values.kind === 'percent' ? Number(values.value.trim() || Number.NaN) : toCents(values.value);
  return {
    code: values.code,
    ...(values.kind === 'percent' ? { percentOff: number } : { amountOffCents: number }),
    ...(values.expires ? { expiresAt: torontoDayStart(nextDay(values.expires)) } : {}),
    ...(values.maxRedemptions.trim() ? { maxRedemptions: Number(values.maxRedemptions.trim()) } : {}),
    ...(values.packageIds.length ? { packageIds: values.packageIds } : {}),
  };
}

const FIELD_OF: Record<string, Field> = { code: 'code', percentOff: 'value', amountOffCents: 'value', expiresAt: 'expires', maxRedemptions: 'maxRedemptions', packageIds: 'packageIds' };

/**
 * A new coupon: the code, percent or amount off, an optional last day, redemption limit and
 * packs. Checked with the API's own schema before it is sent; the server checks again.
 */
export function CouponForm({ source }: { source: 'table' | 'stripe' | null }) {
  const id = useId();
  const toast = useToast();
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState('');
  const [expires, setExpires] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const [packageIds, setPackageIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const today = torontoDayKey(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = requestOf({ code, kind, value, expires, maxRedemptions, packageIds });
    const parsed = createCouponRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0] ?? '')] ?? 'form';
        // A missing or unreadable number reads better than zod's type message.
        const message =
          issue.code !== 'invalid_type'
            ? issue.message
            : field === 'value'
              ? kind === 'percent'
                ? 'Enter a percentage from 1 to 100'
                : 'Enter an amount such as 25 or 25.50'
              : field === 'maxRedemptions'
                ? 'Enter a whole number, or leave it empty'
                : issue.message;
        found[field] ??= message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(request, {
      onSuccess: (coupon) => {
        toast({ title: 'Coupon created', description: `${coupon.code}: ${coupon.name}${coupon.packageIds ? ' (some packs only)' : ''}.` });
        setCode('');
        setValue('');
        setExpires('');
        setMaxRedemptions('');
        setPackageIds([]);
      },
      onError: (error) => {
        setErrors({ form: error.message });
        toast({ title: 'Coupon not created', description: error.message, variant: 'destructive' });
      },
    });
  }

  const describedBy = (field: Field, hint?: string) => [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="coupon-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>New coupon</h3>
      <div className="coupon-form-grid">
        <div className="coupon-field">
          <label htmlFor={`${id}-code`}>Code</label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder="SPRING25"
            aria-invalid={Boolean(errors.code)}
            aria-describedby={describedBy('code', `${id}-code-hint`)}
          />
          <p className="hint" id={`${id}-code-hint`}>
            3 to 40 letters, digits, - {source === 'stripe' ? '(Stripe allows no _)' : 'or _'}.
          </p>
          {error('code')}
        </div>
        <fieldset className="coupon-field">
          <legend>Discount</legend>
          <div className="coupon-kind">
            <label>
              <input type="radio" name={`${id}-kind`} checked={kind === 'percent'} onChange={() => setKind('percent')} /> Percent off
            </label>
            <label>
              <input type="radio" name={`${id}-kind`} checked={kind === 'amount'} onChange={() => setKind('amount')} /> Amount off (CAD)
            </label>
          </div>
          <label htmlFor={`${id}-value`} className="visually-hidden">
            {kind === 'percent' ? 'Percent off' : 'Amount off in dollars'}
          </label>
          <div className="coupon-value">
            {kind === 'amount' && <span aria-hidden="true">$</span>}
            <input
              id={`${id}-value`}
              inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={kind === 'percent' ? '20' : '25.00'}
              aria-invalid={Boolean(errors.value)}
              aria-describedby={describedBy('value')}
            />
            {kind === 'percent' && <span aria-hidden="true">%</span>}
          </div>
          {error('value')}
        </fieldset>
        <div className="coupon-field">
          <label htmlFor={`${id}-expires`}>Last day (optional)</label>
          <input
            id={`${id}-expires`}
            type="date"
            min={today}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            aria-invalid={Boolean(errors.expires)}
            aria-describedby={describedBy('expires', `${id}-expires-hint`)}
          />
          <p className="hint" id={`${id}-expires-hint`}>
            {expires ? `Works until the end of ${torontoLongDate(torontoDayStart(expires))} (Toronto).` : 'Empty: it does not expire.'}
          </p>
          {error('expires')}
        </div>
        <div className="coupon-field">
          <label htmlFor={`${id}-max`}>Redemption limit (optional)</label>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            value={maxRedemptions}
            onChange={(e) => setMaxRedemptions(e.target.value)}
            placeholder="No limit"
            aria-invalid={Boolean(errors.maxRedemptions)}
            aria-describedby={describedBy('maxRedemptions', `${id}-max-hint`)}
          />
          <p className="hint" id={`${id}-max-hint`}>
            Purchases in all. A limited code is once per customer.
          </p>
          {error('maxRedemptions')}
        </div>
        <fieldset className="coupon-field coupon-packs">
          <legend>Packs</legend>
          {PACK_LIST.map((pack) => (
            <label key={pack.id}>
              <input
                type="checkbox"
                checked={packageIds.includes(pack.id)}
                onChange={(e) => setPackageIds((ids) => (e.target.checked ? [...ids, pack.id] : ids.filter((i) => i !== pack.id)))}
              />{' '}
              {pack.name}
            </label>
          ))}
          <p className="hint">None ticked: every pack.</p>
          {error('packageIds')}
        </fieldset>
      </div>
      {error('form')}
      <button type="submit" className="button" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create coupon'}
      </button>
    </form>
  );
}
