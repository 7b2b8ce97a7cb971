import type { WordTiming } from '../voice/provider.ts';

/** One caption on screen: 1-3 words shown together, each highlighted while it is spoken. */
export type CaptionPage = { start: number; end: number; scene: number; words: WordTiming[] };

/** A scene's spoken words, already placed on the ad's time axis. */
export type SceneWords = { start: number; end: number; words: WordTiming[] };

export const MAX_PAGE_WORDS = 3;
/** Longest page text; long words get a page of their own. */
export const MAX_PAGE_CHARS = 18;
/** A page stays up a little after its last word, unless the next page or the scene end comes first. */
const HOLD_SEC = 0.35;
const SCENE_MARGIN_SEC = 0.04;

const isClitic = (w: string) => /^[а-я]{1,2}$/i.test(w);
const breaksAfter = (w: string) => /[.!?…,;:–—]["»”)]*$/.test(w);

/**
 * Groups each scene's words into caption pages: at most three words and MAX_PAGE_CHARS, a new page
 * after punctuation and before a pause. A page starts with its first word and never runs past its
 * scene, so a caption never sits over the next scene's picture.
 */
export function buildCaptionPages(scenes: SceneWords[], o: { maxChars?: number } = {}): CaptionPage[] {
  const maxChars = o.maxChars ?? MAX_PAGE_CHARS;
  const pages: CaptionPage[] = [];
  scenes.forEach((sc, si) => {
    const ws = sc.words.filter((w) => w.text.trim());
    let cur: WordTiming[] = [];
    const flush = () => {
      if (cur.length) pages.push({ start: cur[0]!.start, end: cur[cur.length - 1]!.end, scene: si, words: cur });
      cur = [];
    };
    for (let i = 0; i < ws.length; i++) {
      const w = ws[i]!;
      const chars = cur.reduce((a, x) => a + x.text.length + 1, 0) + w.text.length;
      const prev = cur[cur.length - 1];
      const pause = prev ? w.start - prev.end > 0.25 : false;
      if (cur.length && (cur.length >= MAX_PAGE_WORDS || chars > maxChars || pause)) {
        // A short unstressed word ("по", "на", "и") goes with the word it leans on, not left hanging.
        const last = cur[cur.length - 1]!;
        if (!pause && cur.length > 1 && isClitic(last.text)) {
          cur.pop();
          flush();
          cur.push(last);
        } else flush();
      }
      cur.push(w);
      if (breaksAfter(w.text)) flush();
    }
    flush();
    // Ends: held briefly, cut by the next page in the scene and by the scene's end.
    const sceneEnd = sc.end - SCENE_MARGIN_SEC;
    for (let i = pages.length - 1; i >= 0 && pages[i]!.scene === si; i--) {
      const p = pages[i]!;
      const next = pages[i + 1];
      const limit = next && next.scene === si ? next.start : sceneEnd;
      p.start = Math.max(sc.start, Math.min(p.start, sceneEnd - 0.1));
      p.end = Math.max(p.start + 0.1, Math.min(p.end + HOLD_SEC, limit, sceneEnd));
    }
  });
  return pages;
}

/** Words in order as the captions show them (tests compare these with the spoken line). */
export const pageText = (p: CaptionPage) => p.words.map((w) => w.text).join(' ');
