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
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'video';
  return `${base}.mp4`;
}
