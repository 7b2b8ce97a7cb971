import { AUTO_TRADES } from './auto.ts';
import { CARE_TRADES } from './care.ts';
import { FOOD_TRADES } from './food.ts';
import { HOME_TRADES } from './home.ts';
import { LEARNING_TRADES } from './learning.ts';
import { RETAIL_TRADES } from './retail.ts';
import { SERVICES_TRADES } from './services.ts';
import type { Trade } from './trade.ts';

export { AUTO_TRADES, CARE_TRADES, FOOD_TRADES, HOME_TRADES, LEARNING_TRADES, RETAIL_TRADES, SERVICES_TRADES };

/** Every row, in the order a tie between two trades is settled (the one listed first wins). */
export const TRADES: readonly Trade[] = [
  ...FOOD_TRADES,
  ...AUTO_TRADES,
  ...HOME_TRADES,
  ...CARE_TRADES,
  ...LEARNING_TRADES,
  ...SERVICES_TRADES,
  ...RETAIL_TRADES,
];
