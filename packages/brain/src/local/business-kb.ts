/**
 * What the local copywriter knows about common Bulgarian small businesses: how to name the
 * business, what it offers, typical offers, who buys, and how to call them to act. Matched against
 * the user's business type by word stems, so "пицария", "пици" and "пицарията" all land on pizza.
 * The rows themselves live in packages/trades, shared with the pictures.
 */
import {
  BUSINESS_NOUNS,
  findTrade,
  isWorkshopNoun,
  namesTradeStrongly,
  TRADES,
  tradeById,
  type Trade,
} from '@reklamo/trades';

/**
 * A trade of the shared table (packages/trades): its stems, copy and picture words. The writer's
 * own stand-ins (a generic business) have no illustrations of their own.
 */
export type BusinessCategory = Omit<Trade, 'icons'> & { icons?: string[] };

export const BUSINESS_KB: readonly BusinessCategory[] = TRADES;

export { BUSINESS_NOUNS, isWorkshopNoun };

/**
 * The trade a text is about, or null when nothing fits. The longest stem wins ("детска градина"
 * beats the gardening stem "градин", "фитнес зала" a bare "зала"); among equals the one named first.
 */
export function findCategory(businessType: string): BusinessCategory | null {
  return findTrade(businessType);
}

/** Whether the text names the trade by one of its own stems, not only by a stem many trades share. */
export function namesStrongly(cat: BusinessCategory, text: string): boolean {
  return namesTradeStrongly(cat, text);
}

/** The category with this id (the knowledge base's ids are unique). */
export function categoryById(id: string): BusinessCategory | undefined {
  return tradeById(id);
}
