import type { BusinessDetails } from '@reklamo/contract';

const MAX_TITLE = 90;

/** A video's title: business name and advertised service, e.g. "Пицария Наполи — Пица с доставка". */
export function makeVideoTitle(d: Pick<BusinessDetails, 'BusinessName' | 'AdvertizedService'>): string {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const parts = [clean(d.BusinessName), clean(d.AdvertizedService)].filter(Boolean);
  const title = parts.join(' — ') || 'Видео реклама';
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1).trimEnd()}…` : title;
}

/** A file name safe on every OS, keeping Cyrillic: "<title>.mp4". */
export function downloadFileName(title: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'video';
  return `${base}.mp4`;
}

// Bulgaria's official streamlined transliteration (Transliteration Act, 2009).
const BG_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

/** An ASCII version of a name, for clients that ignore RFC 6266's UTF-8 file name. */
export function toAscii(name: string): string {
  const latin = [...name.normalize('NFC')]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const t = BG_LATIN[lower];
      if (t === undefined) return ch;
      return ch === lower ? t : t.charAt(0).toUpperCase() + t.slice(1);
    })
    .join('')
    .replace(/[—–]/g, '-');
  return latin.replace(/[^\x20-\x7e]/g, '_');
}
