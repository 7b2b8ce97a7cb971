import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { registerDefaultFonts } from '../node/fonts.ts';
import { FONT_FILES } from '@reklamo/scene/styles/font-files.ts';
import { SERVER_MIDDLE } from '@reklamo/scene/styles/server-baseline.ts';
import { fontFamily, type FontKey } from '@reklamo/scene/styles/styles.ts';

/** The first row with ink of an "H" drawn at y = 300 on the given baseline. */
function inkTop(family: string, baseline: CanvasTextBaseline): number {
  const c = createCanvas(400, 600);
  const ctx = c.getContext('2d');
  ctx.font = `200px "${family}"`;
  ctx.textBaseline = baseline;
  ctx.fillText('H', 50, 300);
  const d = ctx.getImageData(0, 0, 400, 600).data;
  for (let y = 0; y < 600; y++) for (let x = 0; x < 400; x++) if (d[(y * 400 + x) * 4 + 3]! > 128) return y;
  return -1;
}

describe('the server middle baseline the preview copies', () => {
  it("matches where the server's canvas puts middle-baseline text, for every font", () => {
    registerDefaultFonts();
    for (const k of Object.keys(FONT_FILES) as FontKey[]) {
      const measured = (inkTop(fontFamily(k), 'middle') - inkTop(fontFamily(k), 'alphabetic')) / 200;
      expect({ font: k, ratio: SERVER_MIDDLE[k] }).toEqual({ font: k, ratio: expect.closeTo(measured, 2) });
    }
  });
});
