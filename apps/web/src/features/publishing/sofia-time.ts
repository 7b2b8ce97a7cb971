import { PUBLISH_TIME_ZONE } from '@reklamo/contract/publishing';

const parts = (ms: number) => {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: PUBLISH_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { y: +p.year!, mo: +p.month!, d: +p.day!, h: +p.hour!, mi: +p.minute! };
};

/** How far Sofia's wall clock is ahead of UTC at that instant, in ms (2 or 3 hours). */
const offsetAt = (ms: number) => {
  const p = parts(ms);
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi) - Math.floor(ms / 60_000) * 60_000;
};

/** A date ("2026-12-01") and time ("10:30") on Sofia's clock as an ISO instant; null when not a real moment. */
export function sofiaToIso(date: string, time: string): string | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return null;
  const wall = Date.UTC(+dm[1]!, +dm[2]! - 1, +dm[3]!, +tm[1]!, +tm[2]!);
  if (Number.isNaN(wall)) return null;
  // The offset at the guess can differ from the offset at the answer around the clock change; ask twice.
  let utc = wall - offsetAt(wall);
  utc = wall - offsetAt(utc);
  return new Date(utc).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Sofia's date and time of an instant, as the date and time inputs take them. */
export function sofiaParts(ms: number): { date: string; time: string } {
  const p = parts(ms);
  return { date: `${p.y}-${pad(p.mo)}-${pad(p.d)}`, time: `${pad(p.h)}:${pad(p.mi)}` };
}

/** An instant as a Bulgarian reads it on Sofia's clock: "1 декември 2026 г., 10:30". */
export const formatSofia = (iso: string) =>
  new Date(iso).toLocaleString('bg-BG', {
    timeZone: PUBLISH_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
