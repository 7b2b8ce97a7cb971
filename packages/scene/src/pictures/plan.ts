import type { SceneVisual } from '@reklamo/contract';
import type { TransitionKind } from '../styles/styles.ts';
import { scenePictures } from '@reklamo/trades';

/** How a picture replaces the one before it. */
export type PictureTransition = 'cut' | 'slide' | 'wipe' | 'zoom' | 'fade';

/** Slow Ken Burns move: zoom from z0 to z1 while the centre pans from (x0,y0) to (x1,y1), each in -1…1 of the free margin. */
export type Move = { z0: number; z1: number; x0: number; y0: number; x1: number; y1: number };

export type Shot = {
  scene: number;
  start: number;
  end: number;
  kind: 'photo' | 'clip' | 'illustration';
  /** Index into the ad's media list (photo or clip). */
  media?: number;
  /** Hero icon first, then its burst. */
  icons?: string[];
  move: Move;
  enter: PictureTransition;
  /** Offset into the clip, seconds, for clips cut across several shots. */
  clipOffset?: number;
};

/** `text`: what the scene shows (its headline and sub), which tells a deal from a plain price. */
export type PlanScene = { kind: string; start: number; end: number; visual?: SceneVisual; text?: string };
export type PlanMedia = { kind: 'photo' | 'clip'; id?: string; durationSec?: number };

/** Longest a single picture holds before the shot changes (AD-CRAFT: a visual change every 2-3 s). */
export const MAX_SHOT = 3.2;

const STYLE_TRANSITIONS: Record<TransitionKind, PictureTransition[]> = {
  wipe: ['wipe', 'cut', 'zoom'],
  slide: ['slide', 'cut', 'slide'],
  iris: ['zoom', 'fade', 'zoom'],
  flash: ['cut', 'zoom', 'cut'],
  fade: ['fade', 'zoom', 'fade'],
};

/**
 * What each scene shows when the storyboard does not say: the customer's media in order across
 * the scenes (the end card keeps the brand's own background), illustrations otherwise.
 */
export function deriveVisuals(scenes: { kind: string }[], media: PlanMedia[]): SceneVisual[] {
  return scenes.map((s) => {
    if (s.kind === 'end' || !media.length) return { kind: 'illustration', keywords: [] };
    return { kind: 'photo', keywords: [] };
  });
}

function moveFor(i: number): Move {
  // Alternate in/out and the pan direction so consecutive shots never drift the same way.
  const zin = i % 2 === 0;
  const dirs = [
    [-0.8, -0.3, 0.8, 0.3],
    [0.7, 0.6, -0.7, -0.4],
    [0.2, 0.9, -0.2, -0.8],
    [-0.9, 0.5, 0.6, -0.5],
  ] as const;
  const d = dirs[i % dirs.length]!;
  return { z0: zin ? 1.03 : 1.16, z1: zin ? 1.16 : 1.03, x0: d[0], y0: d[1], x1: d[2], y1: d[3] };
}

/**
 * Cuts the ad into shots: each scene's visual, split so no picture holds longer than MAX_SHOT,
 * the customer's media used in order (round robin), illustrations chosen from the Bulgarian
 * keyword index over the scene's cue first, then the brief.
 */
export function planShots(input: {
  scenes: PlanScene[];
  media: PlanMedia[];
  briefTexts: string[];
  transition: TransitionKind;
  /**
   * Pictures fetched for particular scenes (stock or generated, in script order): scene i's beats
   * show sceneMedia[i] in order and illustrations after them; scenes without an entry keep their
   * illustration. Given only when the media list holds no picture of the customer's own.
   */
  sceneMedia?: (number[] | undefined)[];
}): Shot[] {
  const { scenes, media } = input;
  const derived = deriveVisuals(scenes, media);
  // The customer's own pictures beat illustrations: a script written before they were chosen (or
  // without knowing of them) still shows them wherever it asked for an illustration.
  const visuals = scenes.map((s, i) => {
    const d = derived[i]!;
    if (!s.visual) return d;
    // A picture the user chose in the editor is shown as chosen.
    if (s.visual.pinned) return s.visual;
    return d.kind === 'photo' && s.visual.kind === 'illustration' ? { ...s.visual, kind: d.kind } : s.visual;
  });
  // The same choice the bench checks: a scene's own picture words, else the ad's trade or the
  // owner's nouns, else none (a typographic scene, never another trade's icon).
  const pictures = scenePictures({
    scenes: scenes.map((sc, i) => ({ kind: sc.kind, keywords: visuals[i]!.keywords, text: sc.text })),
    texts: input.briefTexts,
  });
  const mediaIdx = (id?: string) => (id ? media.findIndex((m) => m.id === id) : -1);
  let nextMedia = 0;
  let nextHero = 0;
  const shots: Shot[] = [];
  const cycle = STYLE_TRANSITIONS[input.transition];
  scenes.forEach((sc, si) => {
    const v = visuals[si]!;
    const len = sc.end - sc.start;
    const n = Math.max(1, Math.ceil(len / MAX_SHOT - 0.05));
    const pics = pictures[si]!;
    const ownCue = !!pics.own;
    for (let k = 0; k < n; k++) {
      const start = sc.start + (len * k) / n;
      const end = sc.start + (len * (k + 1)) / n;
      let kind: Shot['kind'] = v.kind === 'photo' || v.kind === 'clip' ? v.kind : 'illustration';
      // With only one or two pictures, a scene's second beat switches to an illustration rather than
      // showing the same photo again (unless the user chose that photo for the whole scene).
      if (k > 0 && kind !== 'illustration' && media.length < 3 && !ownCue && !v.pinned) kind = 'illustration';
      let m: number | undefined;
      if (input.sceneMedia) {
        m = input.sceneMedia[si]?.[k];
        kind = m === undefined ? 'illustration' : media[m]!.kind;
      } else if (kind !== 'illustration') {
        const chosen = k === 0 || v.pinned ? mediaIdx(v.mediaId) : -1;
        if (chosen >= 0) m = chosen;
        else if (media.length) m = nextMedia++ % media.length;
        if (m === undefined) kind = 'illustration';
        else kind = media[m]!.kind;
      }
      let icons: string[] | undefined;
      // "none": an illustration shot without icons draws nothing over the style's background.
      if (v.kind === 'none') icons = [];
      else if (kind === 'illustration') {
        // A long scene stays on its own pictures (a florist's intro shows flowers in every beat),
        // each beat opening on another of them; the ad's pictures open on another hero each shot.
        // The call's or the offer's own icons open the scene; its later beats go back to the trade's.
        const group = pics.beat && k > 0 && pics.adIcons ? pics.adIcons : pics.icons;
        const turn = (pics.beat && k === 0) || ownCue ? k : nextHero++;
        icons = v.icon ? [v.icon.replace(/^fluent-emoji:/, ''), ...group.slice(0, 3)] : rotate(group, turn);
      }
      const prev = shots.at(-1);
      const enter: PictureTransition = !prev ? 'cut' : cycle[shots.length % cycle.length]!;
      shots.push({ scene: si, start, end, kind, media: m, icons, move: moveFor(shots.length), enter });
    }
  });
  // A clip used by consecutive shots continues where the previous shot left it.
  const used = new Map<number, number>();
  for (const s of shots) {
    if (s.kind !== 'clip' || s.media === undefined) continue;
    const off = used.get(s.media) ?? 0;
    s.clipOffset = off;
    used.set(s.media, off + (s.end - s.start));
  }
  return shots;
}

const rotate = <T>(a: T[], k: number): T[] => (a.length ? [...a.slice(k % a.length), ...a.slice(0, k % a.length)] : a);

/** Every icon name the plan needs, for rasterising before the frame loop. */
export function shotIcons(shots: Shot[]): string[] {
  return [...new Set(shots.flatMap((s) => s.icons ?? []))];
}
