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
  /** Whole leva a month; null for a custom price. */
  price: number | null;
  /** Whole leva a month when billed yearly (monthly less 20%). */
  yearlyPrice: number | null;
  period: 'month';
  features: string[];
  limits: PlanLimits;
  isPopular: boolean;
  buttonText: string;
  action: PlanAction;
  mode: 'subscription';
  /** Price ids per payments provider; the Stripe ones come from config when set. */
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
  price: 199,
  yearlyPrice: yearlyFromMonthly(199),
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
  priceId: { test: 'price_test_starter_monthly', stripe: 'price_starter_monthly' },
  yearlyPriceId: { test: 'price_test_starter_yearly', stripe: 'price_starter_yearly' },
};

const pro: Plan = {
  id: 'pro',
  name: 'Про план',
  cardName: 'Про',
  description: 'За растящи екипи и маркетолози, които пускат кампании всяка седмица.',
  price: 399,
  yearlyPrice: yearlyFromMonthly(399),
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
  priceId: { test: 'price_test_pro_monthly', stripe: 'price_pro_monthly' },
  yearlyPriceId: { test: 'price_test_pro_yearly', stripe: 'price_pro_yearly' },
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
    'SLA',
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

/** SPEC.md section 3 "Product catalogue": the one product Stripe sells by default. */
export const PRODUCT_CATALOGUE = [
  {
    productId: 'prod_reklamo_pro',
    priceId: pro.priceId!.stripe,
    name: pro.name,
    description: pro.description,
    mode: 'subscription' as const,
    price: 39900,
    currency: 'bgn' as const,
    interval: 'month' as const,
  },
];

export const isUnlimited = (n: number) => n === -1;

/** Video styles; the first three are the "basic" ones every plan may use. */
export const STYLE_IDS = ['bold', 'clean', 'warm', 'neon', 'editorial', 'luxe'] as const;
export type StyleId = (typeof STYLE_IDS)[number];
export const BASIC_STYLES: readonly StyleId[] = ['bold', 'clean', 'warm'];
export const DEFAULT_STYLE: StyleId = 'bold';
export const stylesForPlan = (plan: PlanId): readonly StyleId[] =>
  PLANS[plan].limits.hasAllTemplates ? STYLE_IDS : BASIC_STYLES;

/** Currency of the catalogue's prices (SPEC's лв). CURRENCY=EUR converts them at the fixed rate. */
export const PLAN_CURRENCY = 'bgn';
export type Currency = 'bgn' | 'eur';
/** The fixed conversion rate since Bulgaria joined the euro: 1 € = 1.95583 лв. */
export const EUR_RATE = 1.95583;
/** A лв amount (stotinki) in the given currency, rounded to the cent. */
export const toCurrencyMinor = (bgnMinor: number, currency: Currency) => (currency === 'eur' ? Math.round(bgnMinor / EUR_RATE) : bgnMinor);
/** The лв equivalent of a euro amount (shown beside every euro price), rounded to the stotinka. */
export const bgnEquivalentMinor = (eurMinor: number) => Math.round(eurMinor * EUR_RATE);

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('bg-BG', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100).replace(/\u00a0/g, ' ');

/** "399,00 лв." or, in euro, "204,01 € (399,00 лв.)": the лв equivalent beside every euro price. */
export function formatPrice(minor: number, currency: string = PLAN_CURRENCY): string {
  if (currency.toLowerCase() !== 'eur') return money(minor, currency);
  return `${money(minor, 'eur')} (${money(bgnEquivalentMinor(minor), 'bgn')})`;
}
/** A plan's monthly price in minor units (stotinki), e.g. Pro 39900; null for a custom price. */
export const planPriceMinor = (plan: Plan): number | null => (plan.price === null ? null : plan.price * 100);
/**
 * What one billing period of the plan costs in stotinki: a month at `price`, or a year at
 * 12 × `yearlyPrice` (Pro yearly 319 × 12 = 3 828 лв). Null for a custom price.
 */
export function planPeriodPriceMinor(plan: Plan, interval: BillingInterval, currency: Currency = 'bgn'): number | null {
  const bgn = interval === 'month' ? planPriceMinor(plan) : plan.yearlyPrice === null ? null : plan.yearlyPrice * 12 * 100;
  return bgn === null ? null : toCurrencyMinor(bgn, currency);
}
