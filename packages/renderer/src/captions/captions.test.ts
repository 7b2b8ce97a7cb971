import { writeStoryboards } from '@reklamo/brain';
import type { SceneKind } from '@reklamo/contract';
import { createCanvas } from '@napi-rs/canvas';
import { ASPECT_RATIOS, STYLE_IDS } from '@reklamo/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { mixVoiceOverMusic } from '../audio/mix.ts';
import { contrastRatio, WCAG_AA } from '@reklamo/scene/color/contrast.ts';
import { frameSize } from '../node/render-video.ts';
import { registerDefaultFonts } from '../node/fonts.ts';
import { SAMPLE_DETAILS } from '../sample-details.ts';
import { composeScenes, fontRoles, safeArea } from '@reklamo/scene/scenes/compose.ts';
import { planTimeline, type TimelineLine } from '@reklamo/scene/scenes/timeline.ts';
import { resolveTheme } from '@reklamo/scene/styles/theme.ts';
import { createEspeakEngine } from '../voice/espeak-engine.ts';
import { espeakVoice } from '../voice/espeak-provider.ts';
import type { VoiceClip } from '@reklamo/scene/voice/provider.ts';
import { speechTokens } from '@reklamo/scene/voice/speech-text.ts';
import { captionBand, captionColors } from '@reklamo/scene/captions/draw.ts';
import { buildCaptionPages, MAX_PAGE_WORDS, pageText } from '@reklamo/scene/captions/pages.ts';
import { captionLayerFor } from './render.ts';
import { parseWebVTT, srtFromWebVTT, toSRT, toWebVTT } from '@reklamo/scene/captions/subtitles.ts';

/** A timeline line whose target and voice are both `sec` long. */
const line = (kind: SceneKind, sec: number, i: number): TimelineLine => ({
  id: `s${i}`,
  kind,
  headline: '',
  targetSec: sec,
  voiceSec: sec,
});

const engine = createEspeakEngine();
afterAll(() => engine.close());

/** A 30 s ad's voice on espeak, placed on the timeline exactly as the renderer places it. */
async function voicedAd() {
  const voice = espeakVoice({ engine });
  const script = writeStoryboards(SAMPLE_DETAILS, {
    durationSec: 30,
    aspectRatio: '16:9',
    style: 'bold',
    variants: 1,
    seed: 1,
  })[0]!.scenes;
  const clips: VoiceClip[] = [];
  for (const l of script) clips.push(await voice.synthesize(l.voice, { rate: 175 }));
  const timeline = planTimeline(
    script.map((l, i) => line(l.kind, clips[i]!.durationSec, i)),
    30,
  );
  const scenes = timeline.map((s, i) => ({
    start: s.start,
    end: s.end,
    words: clips[i]!.words!.map((w) => ({ ...w, start: s.voiceStart + w.start, end: s.voiceStart + w.end })),
  }));
  const sr = 44100;
  // The mixed track with the music silent: what is heard of the voice is all there is.
  const mixed = mixVoiceOverMusic(
    new Float32Array(30 * sr * 2),
    timeline.map((s, i) => ({ clip: clips[i]!, startSec: s.voiceStart })),
    sr,
  );
  return { script, clips, timeline, scenes, mixed, sr };
}

/** 10 ms energy frames of the left channel; speech onsets are where it rises after ≥ 80 ms of quiet. */
function onsets(
  mixed: Float32Array,
  sr: number,
  minQuiet = 8,
): { frames: Float32Array; onsets: number[]; hop: number } {
  const hop = sr / 100;
  const n = Math.floor(mixed.length / 2 / hop);
  const frames = new Float32Array(n);
  for (let f = 0; f < n; f++) {
    let e = 0;
    for (let i = 0; i < hop; i++) e += mixed[(f * hop + i) * 2]! ** 2;
    frames[f] = Math.sqrt(e / hop);
  }
  const th = 0.02;
  const out: number[] = [];
  let quiet = 0;
  for (let f = 0; f < n; f++) {
    if (frames[f]! < th) quiet++;
    else {
      if (quiet >= minQuiet) out.push(f / 100);
      quiet = 0;
    }
  }
  return { frames, onsets: out, hop };
}

describe('captions on espeak', { timeout: 120_000 }, () => {
  it('every page starts within 150 ms of its first word sounding and none runs past its scene', async () => {
    const ad = await voicedAd();
    const pages = buildCaptionPages(ad.scenes);
    const { frames, onsets: ons } = onsets(ad.mixed, ad.sr);
    expect(pages.length).toBeGreaterThan(15);
    const errors: number[] = [];
    for (const p of pages) {
      const sc = ad.timeline[p.scene]!;
      expect(p.start).toBeGreaterThanOrEqual(sc.start);
      expect(p.end).toBeLessThanOrEqual(sc.end);
      expect(p.words.length).toBeGreaterThanOrEqual(1);
      expect(p.words.length).toBeLessThanOrEqual(MAX_PAGE_WORDS);
      // The word is sounding: energy within the 150 ms after the page appears.
      const f0 = Math.floor(p.start * 100);
      expect(Math.max(...frames.subarray(f0, f0 + 15))).toBeGreaterThan(0.02);
      // A page that starts after a pause starts with the sound itself.
      const near = ons.filter((o) => Math.abs(o - p.start) < 0.4);
      const prevEnd = pages[pages.indexOf(p) - 1]?.words.at(-1)?.end ?? -1;
      if (p.start - prevEnd > 0.1 && near.length) {
        const err = Math.min(...near.map((o) => Math.abs(o - p.start)));
        errors.push(err);
        expect(err).toBeLessThanOrEqual(0.15);
      }
    }
    // Every sentence start (sound after 200 ms of silence) has a page starting with it.
    for (const o of onsets(ad.mixed, ad.sr, 20).onsets)
      expect(Math.min(...pages.map((p) => Math.abs(p.start - o)))).toBeLessThanOrEqual(0.15);
    expect(errors.length).toBeGreaterThan(5);
    console.log(
      `caption onset error after pauses: n=${errors.length} mean=${Math.round((errors.reduce((a, b) => a + b, 0) / errors.length) * 1000)} ms max=${Math.round(Math.max(...errors) * 1000)} ms`,
    );
  });

  it('WebVTT parses back; its words in order are the spoken words; SRT has the same cues', async () => {
    const ad = await voicedAd();
    const pages = buildCaptionPages(ad.scenes);
    const vtt = toWebVTT(pages);
    const cues = parseWebVTT(vtt);
    expect(cues).toHaveLength(pages.length);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThanOrEqual(cues[i - 1]!.end - 1e-3);
    // A dash is shown with the word before it ("Слънце –"): one token, two words of a cue.
    const spoken = ad.script.flatMap((l) => speechTokens(l.voice).flatMap((t) => t.show.split(' ')));
    expect(cues.flatMap((c) => c.text.split(' '))).toEqual(spoken);
    expect(pages.map(pageText).join(' ')).toBe(spoken.join(' '));
    const srt = toSRT(pages);
    expect(srt.split('\n\n').filter(Boolean)).toHaveLength(pages.length);
    expect(srt).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\n/);
    // A video's .srt download is made from its stored .vtt: the same file as written at render.
    expect(srtFromWebVTT(toWebVTT(pages))).toBe(srt);
  });
});

describe('caption layout', () => {
  registerDefaultFonts();
  it.each(ASPECT_RATIOS)('%s: the band is in the safe area and no scene text reaches into it', (aspect) => {
    const { width, height } = frameSize(aspect, 540);
    const safe = safeArea(width, height, aspect);
    const { band, content } = captionBand(safe, width, height, aspect);
    expect(band.y).toBeGreaterThanOrEqual(safe.y);
    expect(band.y + band.h).toBeLessThanOrEqual(safe.y + safe.h + 0.5);
    const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
    const theme = resolveTheme('bold');
    const script = writeStoryboards(SAMPLE_DETAILS, {
      durationSec: 30,
      aspectRatio: aspect,
      style: 'bold',
      variants: 1,
      seed: 1,
    })[0]!.scenes;
    const timeline = planTimeline(
      script.map((l, i) => line(l.kind, 3, i)),
      30,
    );
    const composed = composeScenes({
      ctx,
      frame: { width, height, safe: content, aspect },
      theme,
      fonts: fontRoles(theme),
      details: SAMPLE_DETAILS,
      scenes: timeline,
      hasLogo: false,
    });
    for (const sc of composed.scenes) {
      for (const b of sc.blocks) {
        const bottom =
          b.type === 'text' ? b.y + b.layout.height : b.type === 'pin' ? b.y + b.size / 2 : b.rect.y + b.rect.h;
        expect(bottom).toBeLessThanOrEqual(band.y);
      }
    }
  });

  it('captions read at 4.5:1 in every style, with and without a brand colour, and light up the brand colour', () => {
    for (const style of STYLE_IDS) {
      for (const primaryColor of [undefined, '#E63946', '#FFD500', '#777777', '#0A2463']) {
        const theme = resolveTheme(style, { primaryColor });
        const c = captionColors(theme);
        expect(contrastRatio(c.text, c.pill)).toBeGreaterThanOrEqual(WCAG_AA);
        const under = c.highlightMode === 'box' ? c.highlight : c.pill;
        expect(contrastRatio(c.highlightText, under)).toBeGreaterThanOrEqual(WCAG_AA);
        if (c.highlightMode === 'text') expect(c.highlight).toBe(theme.accent);
      }
    }
  });

  it('lays pages out inside the band, shrinking a long word instead of wrapping', () => {
    const { width, height } = frameSize('9:16', 540);
    const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
    const theme = resolveTheme('warm');
    const timeline = planTimeline([line('hook', 3, 0)], 15);
    const r = captionLayerFor({
      ctx,
      width,
      height,
      aspect: '9:16',
      theme,
      fonts: fontRoles(theme),
      timeline,
      clips: [
        {
          durationSec: 3,
          words: [
            { text: 'Свръхдълговечнопредставителен', start: 0, end: 1 },
            { text: 'хляб.', start: 1, end: 2 },
          ],
        },
      ],
      lines: [{ voice: '' }],
    });
    const band = captionBand(safeArea(width, height, '9:16'), width, height, '9:16').band;
    for (const p of r.layer.pages) {
      expect(p.x).toBeGreaterThanOrEqual(band.x - 0.5);
      expect(p.x + p.w).toBeLessThanOrEqual(band.x + band.w + 0.5);
    }
  });

  it('shows no comma or full stop at the end of a caption, keeps the dot of an abbreviation and "?", and the subtitles keep everything', () => {
    const { width, height } = frameSize('16:9', 640);
    const ctx = createCanvas(width, height).getContext('2d') as unknown as CanvasRenderingContext2D;
    const theme = resolveTheme('bold');
    const timeline = planTimeline([line('hook', 4, 0)], 15);
    const texts = ['Прясно', 'изпечен', 'хляб,', 'само', '2', 'лв.', 'Гладни', 'ли', 'сте?', 'Заповядайте.'];
    const words = texts.map((text, i) => ({ text, start: i * 0.35, end: i * 0.35 + 0.3 }));
    const r = captionLayerFor({
      ctx,
      width,
      height,
      aspect: '16:9',
      theme,
      fonts: fontRoles(theme),
      timeline,
      clips: [{ durationSec: 4, words }],
      lines: [{ voice: '' }],
    });
    const shown = r.layer.pages.flatMap((p) => p.placed.map((w) => w.text));
    expect(shown).toEqual(['ПРЯСНО', 'ИЗПЕЧЕН', 'ХЛЯБ', 'САМО', '2', 'ЛВ.', 'ГЛАДНИ', 'ЛИ', 'СТЕ?', 'ЗАПОВЯДАЙТЕ']);
    expect(toSRT(r.layer.pages)).toContain('хляб,');
    expect(toSRT(r.layer.pages)).toContain('Заповядайте.');
  });
});
