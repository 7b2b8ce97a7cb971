/**
 * The pictures' view of the shared trade table (packages/trades): a scene's picture words or the
 * owner's text point at groups of illustrations. A known trade's picture words name its row, and its
 * illustrations are the row's; any other word is looked up in the lexicon of the owner's nouns. The
 * first icon of a group is the hero of a scene; the rest are its burst.
 */
import { allTradeIcons, nounPicturesIn, tradeOfPictureWords, type Trade } from '@reklamo/trades';

export { BEAT_ICONS } from '@reklamo/trades';

export type TradeEntry = { stems: string[]; icons: string[] };

// One entry per row, so callers can compare groups by identity.
const rows = new Map<Trade, TradeEntry>();
const entryOf = (t: Trade): TradeEntry => {
  let e = rows.get(t);
  if (!e) rows.set(t, (e = { stems: t.visual, icons: t.icons }));
  return e;
};

/**
 * Picture groups `texts` point at, most telling first: the known trade whose picture words they
 * are (its row alone), else the owner's nouns (earlier texts weigh more, and within one text the
 * first mention wins).
 */
export function matchTrades(texts: string[]): TradeEntry[] {
  const trade = tradeOfPictureWords(texts);
  return trade ? [entryOf(trade)] : nounPicturesIn(texts);
}

/** Every icon name the pictures can ask for (tests check each exists in the set). */
export function allIndexedIcons(): string[] {
  return allTradeIcons();
}
