import type { CaptionPage } from './pages.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function stamp(sec: number, sep: '.' | ','): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${sep}${pad(ms % 1000, 3)}`;
}

// Cue text may not contain "-->" or a bare "<" / "&" in WebVTT.
const escapeVtt = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT with one cue per page and a timestamp tag before every word after the first (karaoke timing). */
export function toWebVTT(pages: CaptionPage[]): string {
  const cues = pages.map((p, i) => {
    const text = p.words
      .map(
        (w, k) =>
          (k === 0 || w.start <= p.start || w.start >= p.end ? '' : `<${stamp(w.start, '.')}>`) + escapeVtt(w.text),
      )
      .join(' ');
    return `${i + 1}\n${stamp(p.start, '.')} --> ${stamp(p.end, '.')}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export function toSRT(pages: CaptionPage[]): string {
  return (
    pages
      .map(
        (p, i) => `${i + 1}\n${stamp(p.start, ',')} --> ${stamp(p.end, ',')}\n${p.words.map((w) => w.text).join(' ')}`,
      )
      .join('\n\n') + '\n'
  );
}

export type ParsedCue = { start: number; end: number; text: string };

const parseStamp = (s: string) => {
  const m = /^(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})$/.exec(s.trim());
  if (!m) throw new Error(`bad timestamp ${s}`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
};

/** A strict-enough WebVTT reader: header, cues with increasing times, tags stripped from the text. */
export function parseWebVTT(src: string): ParsedCue[] {
  const blocks = src.replace(/\r\n/g, '\n').split(/\n{2,}/);
  if (!/^WEBVTT( |\t|$)/.test(blocks[0] ?? '')) throw new Error('missing WEBVTT header');
  const cues: ParsedCue[] = [];
  for (const b of blocks.slice(1)) {
    if (!b.trim()) continue;
    const lines = b.split('\n');
    const ti = lines.findIndex((l) => l.includes('-->'));
    if (ti < 0) throw new Error(`cue without timing: ${b}`);
    const [a, z] = lines[ti]!.split('-->');
    const start = parseStamp(a!);
    const end = parseStamp(z!.trim().split(/\s+/)[0]!);
    if (end <= start) throw new Error(`cue ends before it starts: ${lines[ti]}`);
    const text = lines
      .slice(ti + 1)
      .join('\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .trim();
    cues.push({ start, end, text });
  }
  return cues;
}

/** SubRip made from our WebVTT (the stored captions of a video): the same cues, words without their timing tags. */
export function srtFromWebVTT(vtt: string): string {
  return (
    parseWebVTT(vtt)
      .map((cue, i) => `${i + 1}\n${stamp(cue.start, ',')} --> ${stamp(cue.end, ',')}\n${cue.text}`)
      .join('\n\n') + '\n'
  );
}
