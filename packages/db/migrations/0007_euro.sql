ALTER TABLE "orders" ALTER COLUMN "currency" SET DEFAULT 'eur';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Bulgaria pays in euro: a live subscription billed in лева (every order of its user in BGN) renews in
-- euro at the fixed rate 1 € = 1,95583 лв, rounded to the cent and never above the new list price, and
-- its owner is e-mailed before that first euro charge. Orders, фактури and credit notes stay as issued.
UPDATE "subscriptions" AS s SET
  "price_amount" = LEAST(
    round((CASE s."plan_id" || ':' || s."interval"
      WHEN 'starter:month' THEN 19900 WHEN 'starter:year' THEN 190800
      WHEN 'pro:month' THEN 39900 ELSE 382800 END) / 1.95583)::integer,
    CASE s."plan_id" || ':' || s."interval"
      WHEN 'starter:month' THEN 9900 WHEN 'starter:year' THEN 94800
      WHEN 'pro:month' THEN 19900 ELSE 190800 END),
  "price_notice_pending" = true
WHERE s."plan_id" IN ('starter', 'pro')
  AND s."status" IN ('active', 'trialing', 'past_due', 'unpaid')
  AND NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."user_id" = s."user_id" AND o."currency" <> 'bgn');
