import { spokenSeconds, type AspectRatio, type Storyboard, type StyleId } from '@reklamo/contract';
import { captionLayerFor } from '../captions/layer.ts';
import { drawCaptions, type CaptionLayer } from '../captions/draw.ts';
import type { CaptionPage } from '../captions/pages.ts';
import { composeScenes, fontRoles, safeArea, type LayoutIssue, type Rect } from '../scenes/compose.ts';
import { drawFrame, type SceneModel } from '../scenes/draw-frame.ts';
import { planTimeline, type TimedScene } from '../scenes/timeline.ts';
import { planShots } from '../pictures/plan.ts';
import type { FontKey } from '../styles/styles.ts';
import { STYLES } from '../styles/styles.ts';
import { resolveTheme } from '../styles/theme.ts';
import type { WordTiming } from '../voice/provider.ts';

/**
 * Everything between a storyboard and a frame that does not depend on where it runs: theme, scene
 * timing, caption pages and the laid-out scenes. The server render and the browser preview both
 * call this, so what the preview shows is what the MP4 gets.
 */

export const NATIVE_SIZE: Record<AspectRatio, { width: number; height: number }> = {
  '16:9': { width: 1920, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

export function frameSize(aspect: AspectRatio, width?: number): { width: number; height: number } {
  const native = NATIVE_SIZE[aspect];
  if (!width) return native;
  return { width: even(width), height: even((width * native.height) / native.width) };
}

/** The font cuts a style draws with (the preview loads only these). */
export function fontKeysOf(style: StyleId): FontKey[] {
  const s = STYLES[style];
  return [...new Set([s.heading.font, s.body.font, s.hero.font])];
}

/** What was heard for one scene: its length and, when the voice reported them, its word timings. */
export type SceneVoice = { durationSec: number; words?: WordTiming[] };

export type PrepareAdInput = {
  /** Any 2D context of the target canvas: used to measure text (fonts must be loaded). */
  ctx: CanvasRenderingContext2D;
  storyboard: Storyboard;
  /** The ad's length when it is not the storyboard's (scenes recorded by the customer set it). */
  durationSec?: number;
  aspect: AspectRatio;
  style: StyleId;
  width: number;
  height: number;
  brand?: { primaryColor?: string; secondaryColor?: string };
  /** Family names of Brand Kit fonts already registered with the canvas (Node) or the document (browser). */
  brandFonts?: { heading?: string; body?: string };
  /** One per scene; null when the ad is silent (scenes are then paced as the line would be read). */
  voices: SceneVoice[] | null;
  captions: boolean;
  logo?: { image: CanvasImageSource; width: number; height: number };
  /**
   * The customer's media and the owner's details, as the pictures are planned from them: a scene
   * whose picture is an illustration lays its text out to leave it room. Without it every scene is
   * laid out for a full-frame picture or none.
   */
  pictures?: { media: { kind: 'photo' | 'clip'; id?: string }[]; briefTexts: string[] };
};

export type PreparedAd = {
  model: SceneModel;
  timeline: TimedScene[];
  captions: { layer: CaptionLayer; pages: CaptionPage[]; contentSafe: Rect } | null;
  issues: LayoutIssue[];
};

export function prepareAd(input: PrepareAdInput): PreparedAd {
  const { ctx, storyboard, aspect, width, height } = input;
  const theme = resolveTheme(input.style, input.brand ?? {});
  const fonts = fontRoles(theme, input.brandFonts);
  const scenes = storyboard.scenes;
  const timeline = planTimeline(
    scenes.map((s, i) => ({
      id: s.id,
      kind: s.kind,
      headline: s.onScreen.headline,
      sub: s.onScreen.sub,
      targetSec: s.durationSec,
      // Without a voice the pacing still follows how long the line would take to read.
      voiceSec: input.voices ? input.voices[i]!.durationSec : spokenSeconds(s.voice),
    })),
    input.durationSec ?? storyboard.durationSec,
  );
  const safe = safeArea(width, height, aspect);
  // Captions take a band at the bottom of the safe area; scenes are composed above it.
  const captions =
    input.captions && input.voices
      ? captionLayerFor({ ctx, width, height, aspect, theme, fonts, timeline, clips: input.voices, lines: scenes })
      : null;
  const logo = input.logo;
  const pictureRoom = input.pictures
    ? illustratedScenes(storyboard, timeline, input.pictures, STYLES[input.style].transition)
    : undefined;
  const composed = composeScenes({
    ctx,
    frame: { width, height, safe: captions?.contentSafe ?? safe, aspect },
    theme,
    fonts,
    details: storyboard.facts,
    scenes: timeline,
    hasLogo: Boolean(logo),
    logoAspect: logo ? logo.width / Math.max(1, logo.height) : undefined,
    pictureRoom,
  });
  const model: SceneModel = {
    frame: { width, height, safe, aspect },
    theme,
    scenes: composed.scenes,
    durationSec: input.durationSec ?? storyboard.durationSec,
    logo: logo?.image,
    watermark: (/[\p{L}\p{N}]/u.exec(storyboard.facts.BusinessName)?.[0] ?? 'R').toLocaleUpperCase('bg-BG'),
  };
  return { model, timeline, captions, issues: composed.issues };
}

/** One frame of the ad at `t` seconds: the scene, then the caption over it. */
export function drawAdFrame(ctx: CanvasRenderingContext2D, ad: PreparedAd, t: number, pictureUnder = false): void {
  drawFrame(ctx, ad.model, t, pictureUnder);
  if (ad.captions) drawCaptions(ctx, ad.captions.layer, t);
}

/** The moment the poster is taken from: well into the offer scene, when its text has settled. */
export function posterTime(ad: PreparedAd): number {
  const offer = ad.model.scenes.find((s) => s.kind === 'offer') ?? ad.model.scenes[0]!;
  return offer.start + (offer.end - offer.start) * 0.62;
}

/** Which scenes show an illustration at some point: the same shot plan the pictures are drawn from. */
function illustratedScenes(
  storyboard: Storyboard,
  timeline: TimedScene[],
  pictures: NonNullable<PrepareAdInput['pictures']>,
  transition: (typeof STYLES)[StyleId]['transition'],
): boolean[] {
  const shots = planShots({
    scenes: timeline.map((t, i) => ({
      kind: t.kind,
      start: t.start,
      end: t.end,
      visual: storyboard.scenes[i]?.visual,
      text: [t.headline, t.sub ?? ''].join(' '),
    })),
    media: pictures.media,
    briefTexts: pictures.briefTexts,
    transition,
  });
  return timeline.map((_, i) =>
    shots.some((s) => s.scene === i && s.kind === 'illustration' && (s.icons?.length ?? 0) > 0),
  );
}
