import { contrastRatio, toHex } from '@reklamo/scene/color/contrast.ts';
import type { SceneModel } from '@reklamo/scene/scenes/draw-frame.ts';
import { sceneAt } from '@reklamo/scene/scenes/draw-frame.ts';
import { drawVisualLayer } from '@reklamo/scene/pictures/draw.ts';
import { findEmoji, type EmojiImages } from '@reklamo/scene/pictures/emoji-text.ts';
import { textRects } from '@reklamo/scene/pictures/layout.ts';
import { iconBitmap } from './emoji-library.ts';
import { emojiIconName } from './emoji-names.ts';

/** Colour pictures for every emoji in the given texts, rasterised once at a size that stays sharp for headlines. */
export async function emojiImagesFor(texts: string[]): Promise<EmojiImages> {
  const out: EmojiImages = new Map();
  for (const e of new Set(texts.flatMap((t) => findEmoji(t ?? '')))) {
    const name = emojiIconName(e);
    out.set(e, name ? ((await iconBitmap(name, 192)) as unknown as CanvasImageSource | null) : null);
  }
  return out;
}

export type PictureContrast = {
  min: number;
  samples: number;
  worst?: { t: number; scene: string; text: string; under: string };
};

/**
 * Draws only the picture layer and scrim of the frame at `t` and measures each text colour against
 * every pixel under its text box: the legibility check over pictures, on the real pixels.
 */
export function measureUnderText(ctx: CanvasRenderingContext2D, m: SceneModel, t: number, acc: PictureContrast) {
  if (!m.pictures) return;
  const idx = sceneAt(m, t);
  const sc = m.scenes[idx]!;
  if (!m.pictures.scrims[idx]) return;
  drawVisualLayer(ctx, m.pictures, t, idx, () => {
    ctx.fillStyle = m.theme.bg[0];
    ctx.fillRect(0, 0, m.frame.width, m.frame.height);
  });
  for (const tr of textRects(sc.blocks)) {
    if (tr.onPanel) continue;
    const x = Math.max(0, Math.floor(tr.rect.x));
    const y = Math.max(0, Math.floor(tr.rect.y));
    const w = Math.min(m.frame.width - x, Math.ceil(tr.rect.w));
    const h = Math.min(m.frame.height - y, Math.ceil(tr.rect.h));
    if (w <= 0 || h <= 0) continue;
    const d = ctx.getImageData(x, y, w, h).data;
    // The worst pixel for this text colour: only distinct colours are compared (cheap on flat areas).
    const seen = new Set<number>();
    for (let i = 0; i < d.length; i += 4) {
      const key = (d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!;
      if (seen.has(key)) continue;
      seen.add(key);
      const under = toHex({ r: d[i]!, g: d[i + 1]!, b: d[i + 2]! });
      const r = contrastRatio(tr.color, under);
      if (r < acc.min) {
        acc.min = r;
        acc.worst = { t, scene: sc.kind, text: tr.color, under };
      }
    }
    acc.samples++;
  }
}
