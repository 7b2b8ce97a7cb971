/**
 * The plan catalogue as plain data, with no zod: the landing page imports it through
 * `@reklamo/contract/plans` and stays inside its JavaScript budget. Schemas are in plan-schemas.ts.
 */

/** SPEC.md section 3: the user's plan. */
export const PLAN_IDS = ['trial', 'starter', 'pro', 'agency'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** SPEC.md section 3: the subscription record's status. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** -1 means unlimited; null history means unlimited (SPEC.md section 3). */
export type PlanLimits = {
  videoGenerationsPerMonth: number;
  downloadsPerMonth: number;
  projectHistoryLimit: number | null;
  hasPrioritySupport: boolean;
  hasBrandKit: boolean;
  hasAllTemplates: boolean;
};

export type PlanAction = 'signup' | 'checkout' | 'contact';

export type Plan = {
  id: PlanId;
  /** Full Bulgarian name, e.g. "Про план"; the dashboard shows its first word. */
  name: string;
  /** Card title on the landing page and plan chooser. */
  cardName: string;
  description: string;
  /** Whole euro a month; null for a custom price. */
  price: number | null;
  /** Whole euro a month when billed yearly (monthly less 20%). */
  yearlyPrice: number | null;
  period: 'month';
  features: string[];
  limits: PlanLimits;
  isPopular: boolean;
  buttonText: string;
  action: PlanAction;
  mode: 'subscription';
  /**
   * The price per payments provider: the test provider's id, and the lookup key of Stripe's `eur`
   * price (found or created by it; STRIPE_PRICE_* may name a price id instead).
   */
  priceId: { test: string; stripe: string } | null;
  /** The yearly price's ids (billed once a year at 12 × yearlyPrice). */
  yearlyPriceId: { test: string; stripe: string } | null;
};

/** How often a plan is billed; usage counters reset monthly either way. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const YEARLY_DISCOUNT = 0.2;
export const yearlyFromMonthly = (monthly: number) => Math.round(monthly * (1 - YEARLY_DISCOUNT));

export const SALES_EMAIL = 'sales@reklamo.bg';
export const AGENCY_MAIL_SUBJECT = 'Запитване за Агенция план';

const trial: Plan = {
  id: 'trial',
  name: 'Пробен план',
  cardName: 'Пробен',
  description: 'Една безплатна генерация, за да видите какво може Reklamo.',
  price: 0,
  yearlyPrice: 0,
  period: 'month',
  features: ['1 безплатна генерация на видео', '1 изтегляне', 'Основни AI шаблони'],
  limits: {
    videoGenerationsPerMonth: 1,
    downloadsPerMonth: 1,
    projectHistoryLimit: 1,
    hasPrioritySupport: false,
    hasBrandKit: false,
    hasAllTemplates: false,
  },
  isPopular: false,
  buttonText: 'Започнете безплатно',
  action: 'signup',
  mode: 'subscription',
  priceId: null,
  yearlyPriceId: null,
};

const starter: Plan = {
  id: 'starter',
  name: 'Стартер план',
  cardName: 'Стартер',
  description: 'За малки бизнеси, които тепърва започват с видео реклами.',
  price: 99,
  yearlyPrice: yearlyFromMonthly(99),
  period: 'month',
  features: [
    '10 генерирани видеа на месец',
    '5 изтегляния на месец',
    'История на последните 5 проекта',
    'Основни AI шаблони',
    'Поддръжка до 48 часа',
    'Достъп до общността',
  ],
  limits: {
    videoGenerationsPerMonth: 10,
    downloadsPerMonth: 5,
    projectHistoryLimit: 5,
    hasPrioritySupport: false,
    hasBrandKit: false,
    hasAllTemplates: false,
  },
  isPopular: false,
  buttonText: 'Започнете безплатно',
  action: 'signup',
  mode: 'subscription',
  priceId: { test: 'price_test_starter_monthly', stripe: 'reklamo_starter_monthly_eur' },
  yearlyPriceId: { test: 'price_test_starter_yearly', stripe: 'reklamo_starter_yearly_eur' },
};

const pro: Plan = {
  id: 'pro',
  name: 'Про план',
  cardName: 'Про',
  description: 'За растящи екипи и маркетолози, които пускат кампании всяка седмица.',
  price: 199,
  yearlyPrice: yearlyFromMonthly(199),
  period: 'month',
  features: [
    '50 генерирани видеа на месец',
    '20 изтегляния на месец',
    'Всички AI шаблони и стилове',
    'Приоритетна поддръжка 24/7',
    'Brand Kit',
    'Неограничена история',
  ],
  limits: {
    videoGenerationsPerMonth: 50,
    downloadsPerMonth: 20,
    projectHistoryLimit: null,
    hasPrioritySupport: true,
    hasBrandKit: true,
    hasAllTemplates: true,
  },
  isPopular: true,
  buttonText: 'Започнете сега',
  action: 'checkout',
  mode: 'subscription',
  priceId: { test: 'price_test_pro_monthly', stripe: 'reklamo_pro_monthly_eur' },
  yearlyPriceId: { test: 'price_test_pro_yearly', stripe: 'reklamo_pro_yearly_eur' },
};

const agency: Plan = {
  id: 'agency',
  name: 'Агенция план',
  cardName: 'Агенция',
  description: 'За агенции с много клиенти и индивидуални нужди.',
  price: null,
  yearlyPrice: null,
  period: 'month',
  features: [
    'Всичко от Про',
    'Неограничени видеа и изтегляния',
    'Индивидуални решения',
    'Индивидуални договори',
    // SPEC's "SLA", said in Bulgarian with the acronym businesses know.
    'Гарантирано ниво на обслужване (SLA)',
  ],
  limits: {
    videoGenerationsPerMonth: -1,
    downloadsPerMonth: -1,
    projectHistoryLimit: null,
    hasPrioritySupport: true,
    hasBrandKit: true,
    hasAllTemplates: true,
  },
  isPopular: false,
  buttonText: 'Свържете се с нас',
  action: 'contact',
  mode: 'subscription',
  priceId: null,
  yearlyPriceId: null,
};

export const PLANS: Record<PlanId, Plan> = { trial, starter, pro, agency };
/** The three cards the landing page and plan chooser show, in order. */
export const SOLD_PLANS: Plan[] = [starter, pro, agency];

export const isUnlimited = (n: number) => n === -1;

/** Video styles; the first three are the "basic" ones every plan may use. */
export const STYLE_IDS = ['bold', 'clean', 'warm', 'neon', 'editorial', 'luxe'] as const;
export type StyleId = (typeof STYLE_IDS)[number];
export const BASIC_STYLES: readonly StyleId[] = ['bold', 'clean', 'warm'];
export const DEFAULT_STYLE: StyleId = 'bold';
export const stylesForPlan = (plan: PlanId): readonly StyleId[] =>
  PLANS[plan].limits.hasAllTemplates ? STYLE_IDS : BASIC_STYLES;

/** Bulgaria pays in euro since 1 January 2026: every price, charge and document is in euro. */
export const CURRENCY = 'eur';
/** The fixed conversion rate: 1 € = 1,95583 лв (only for what was once billed in лева). */
export const EUR_RATE = 1.95583;
/** A лв amount (stotinki) in euro cents at the fixed rate, rounded to the cent. */
export const bgnToEurMinor = (bgnMinor: number) => Math.round(bgnMinor / EUR_RATE);

const NBSP = '\u00a0';
/** "1908" -> "1 908" (a non-breaking space between thousands, as Bulgarian writes them). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/**
 * An amount the Bulgarian way: "199 €", "81,30 €", "1 908 €" (non-breaking spaces, so "€" never
 * wraps away from its number); `cents` always shows them ("199,00 €", for documents). An amount
 * once charged in лева keeps its currency: "399,00 лв.".
 */
export function formatPrice(minor: number, currency: string = CURRENCY, opts: { cents?: boolean } = {}): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const number = `${sign}${grouped(whole)}${cents || opts.cents ? `,${String(cents).padStart(2, '0')}` : ''}`;
  if (currency.toLowerCase() === 'eur') return `${number}${NBSP}€`;
  // As it was shown when it was charged: "399,00 лв.".
  if (currency.toLowerCase() === 'bgn')
    return new Intl.NumberFormat('bg-BG', { style: 'currency', currency: 'BGN' })
      .format(minor / 100)
      .replace(/\u00a0/g, ' ');
  return `${number}${NBSP}${currency.toUpperCase()}`;
}
/** A plan's monthly price in euro cents, e.g. Pro 19900; null for a custom price. */
export const planPriceMinor = (plan: Plan): number | null => (plan.price === null ? null : plan.price * 100);
/**
 * What one billing period of the plan costs in euro cents: a month at `price`, or a year at
 * 12 × `yearlyPrice` (Pro yearly 159 × 12 = 1 908 €). Null for a custom price.
 */
export function planPeriodPriceMinor(plan: Plan, interval: BillingInterval): number | null {
  return interval === 'month' ? planPriceMinor(plan) : plan.yearlyPrice === null ? null : plan.yearlyPrice * 12 * 100;
}

/**
 * SPEC.md section 3 "Product catalogue", in euro: the prices Stripe sells, each found (or created)
 * by its lookup key, so no Stripe price id is written into the code.
 */
export const PRODUCT_CATALOGUE = (['starter', 'pro'] as const).flatMap((id) =>
  (['month', 'year'] as const).map((interval) => {
    const plan = PLANS[id];
    return {
      productId: `prod_reklamo_${id}`,
      planId: id,
      lookupKey: (interval === 'month' ? plan.priceId : plan.yearlyPriceId)!.stripe,
      name: plan.name,
      description: plan.description,
      mode: 'subscription' as const,
      price: planPeriodPriceMinor(plan, interval)!,
      currency: CURRENCY,
      interval,
    };
  }),
);
