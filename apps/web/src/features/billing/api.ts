import { useQuery } from '@tanstack/react-query';
import type {
  BillingInterval,
  BillingOverview,
  CheckoutRequest,
  PlanChangePreview,
  PlanChangeRequest,
  PurchasablePlanId,
  RedirectResponse,
  SubscriptionResponse,
  TestCheckoutSession,
  TestPaymentRequest,
} from '@reklamo/contract';
import { api } from '../../lib/api.ts';

export const BILLING_KEY = ['billing'] as const;

export function useBilling(opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: BILLING_KEY,
    queryFn: () => api<BillingOverview>('/api/billing'),
    enabled: opts.enabled ?? true,
  });
}

/** SPEC.md section 7 "Checkout": success and cancel URLs default to origin + /success and /dashboard. */
export const startCheckout = (planId: PurchasablePlanId, interval: BillingInterval = 'month') =>
  api<RedirectResponse>('/api/billing/checkout', {
    method: 'POST',
    json: {
      planId,
      interval,
      mode: 'subscription',
      success_url: `${window.location.origin}/success`,
      cancel_url: `${window.location.origin}/dashboard?section=billing`,
    } satisfies CheckoutRequest,
  });

export const openPortal = () => api<RedirectResponse>('/api/billing/portal', { method: 'POST', json: {} });

/** What a plan change costs now and when it applies (the confirmation dialog). */
export const previewPlanChange = (body: PlanChangeRequest) =>
  api<PlanChangePreview>('/api/billing/change/preview', { method: 'POST', json: body });
export const changePlan = (body: PlanChangeRequest) =>
  api<PlanChangePreview>('/api/billing/change', { method: 'POST', json: body });
export const cancelScheduledChange = () =>
  api<{ ok: true }>('/api/billing/change/cancel', { method: 'POST', json: {} });
export const cancelSubscription = () => api<{ ok: true }>('/api/billing/cancel', { method: 'POST', json: {} });
export const resumeSubscription = () => api<{ ok: true }>('/api/billing/resume', { method: 'POST', json: {} });

export const getSubscription = () => api<SubscriptionResponse>('/api/billing/subscription');

export const getTestCheckout = (id: string) =>
  api<TestCheckoutSession>(`/api/billing/test-checkout/${encodeURIComponent(id)}`);

export const payTestCheckout = (id: string, body: TestPaymentRequest) =>
  api<RedirectResponse>(`/api/billing/test-checkout/${encodeURIComponent(id)}/pay`, { method: 'POST', json: body });

export const cancelTestSubscription = () =>
  api<{ ok: true }>('/api/billing/test-portal/cancel', { method: 'POST', json: {} });

export const payOpenTestInvoice = () => api<{ ok: true }>('/api/billing/test-portal/pay', { method: 'POST', json: {} });
