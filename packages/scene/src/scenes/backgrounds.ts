import type { Theme } from '../styles/theme.ts';

/** Standard Canvas 2D only, so the browser preview draws the same background. */
export type Ctx = CanvasRenderingContext2D;

const TAU = Math.PI * 2;

function gradientFill(ctx: Ctx, th: Theme, w: number, h: number, t: number) {
  // The gradient axis turns slowly so even the flat part of the frame is never static.
  const a = t * 0.06 + 0.6;
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.hypot(w, h) / 2;
  const g = ctx.createLinearGradient(
    cx - Math.cos(a) * r,
    cy - Math.sin(a) * r,
    cx + Math.cos(a) * r,
    cy + Math.sin(a) * r,
  );
  g.addColorStop(0, th.bg[0]);
  g.addColorStop(1, th.bg[1]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function stripes(ctx: Ctx, th: Theme, w: number, h: number, t: number) {
  const u = Math.min(w, h);
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.rotate(-0.5);
  ctx.globalAlpha = th.shapeAlpha;
  ctx.fillStyle = th.shape;
  const span = Math.hypot(w, h);
  for (let i = 0; i < 4; i++) {
    const bw = u * (0.18 + 0.07 * i);
    const x = ((i * 0.31 + t * (0.018 + i * 0.006)) % 1.4) * span - span * 0.7;
    ctx.fillRect(x, -span, bw, span * 2);
  }
  ctx.restore();
  ctx.save();
  ctx.globalAlpha = th.shapeAlpha;
  ctx.strokeStyle = th.shape;
  ctx.lineWidth = u * 0.012;
  const s = u * 0.14;
  ctx.translate(w * 0.86 + Math.sin(t * 0.5) * u * 0.03, h * 0.18 + Math.cos(t * 0.4) * u * 0.03);
  ctx.rotate(t * 0.35);
  ctx.strokeRect(-s / 2, -s / 2, s, s);
  ctx.restore();
}

function orbs(ctx: Ctx, th: Theme, w: number, h: number, t: number) {
  const u = Math.min(w, h);
  ctx.save();
  ctx.fillStyle = th.shape;
  const specs = [
    [0.15, 0.2, 0.42, 0.11, 0.7],
    [0.85, 0.75, 0.55, 0.07, 1.9],
    [0.6, 0.1, 0.25, 0.13, 3.1],
  ] as const;
  for (const [x, y, r, sp, ph] of specs) {
    ctx.globalAlpha = th.shapeAlpha;
    ctx.beginPath();
    ctx.arc(
      w * x + Math.sin(t * sp * 2 + ph) * u * 0.08,
      h * y + Math.cos(t * sp * 1.6 + ph) * u * 0.06,
      u * r,
      0,
      TAU,
    );
    ctx.fill();
  }
  ctx.globalAlpha = th.shapeAlpha * 2;
  ctx.strokeStyle = th.accent2;
  ctx.lineWidth = u * 0.004;
  ctx.beginPath();
  ctx.arc(w * 0.82 + Math.sin(t * 0.3) * u * 0.04, h * 0.3, u * (0.16 + 0.01 * Math.sin(t)), 0, TAU);
  ctx.stroke();
  ctx.restore();
}

function blobs(ctx: Ctx, th: Theme, w: number, h: number, t: number) {
  const u = Math.min(w, h);
  const specs = [
    [0.1, 0.85, 0.38, th.shape, 0.4],
    [0.92, 0.12, 0.32, th.accent2, 2.2],
    [0.95, 0.9, 0.2, th.shape, 4.1],
  ] as const;
  ctx.save();
  for (const [cx, cy, r, color, ph] of specs) {
    ctx.globalAlpha = th.shapeAlpha;
    ctx.fillStyle = color;
    ctx.beginPath();
    const n = 8;
    const pts: [number, number][] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * TAU;
      const rr = u * r * (1 + 0.12 * Math.sin(t * 0.9 + ph + i * 1.7) + 0.06 * Math.sin(t * 1.7 + i * 2.3));
      pts.push([w * cx + Math.cos(a) * rr + Math.sin(t * 0.3 + ph) * u * 0.04, h * cy + Math.sin(a) * rr]);
    }
    // Quadratic curves through edge midpoints give a smooth closed blob.
    const mid = (a: [number, number], b: [number, number]): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const start = mid(pts[n - 1]!, pts[0]!);
    ctx.moveTo(start[0], start[1]);
    for (let i = 0; i < n; i++) {
      const p = pts[i]!;
      const m = mid(p, pts[(i + 1) % n]!);
      ctx.quadraticCurveTo(p[0], p[1], m[0], m[1]);
    }
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function grid(ctx: Ctx, th: Theme, w: number, h: number, t: number) {
  const u = Math.min(w, h);
  ctx.save();
  for (const [color, x, y, ph] of [
    [th.accent, 0.2, 0.3, 0],
    [th.accent2, 0.8, 0.65, 2],
  ] as const) {
    const cx = w * x + Math.sin(t * 0.35 + ph) * u * 0.12;
    const cy = h * y + Math.cos(t * 0.28 + ph) * u * 0.08;
    const r = u * 0.6;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    g.addColorStop(0, color);
    // Same hue at zero alpha, so the square the glow is filled into never shows an edge.
    g.addColorStop(1, `${color}00`);
    ctx.globalAlpha = 0.28;
    ctx.fillStyle = g;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
  }
  // Synthwave floor: horizontal lines rush towards the viewer, verticals converge at the horizon.
  const horizon = h * 0.62;
  ctx.globalAlpha = th.shapeAlpha * 1.4;
  ctx.strokeStyle = th.shape;
  ctx.lineWidth = Math.max(1, u * 0.002);
  ctx.beginPath();
  for (let i = 0; i < 12; i++) {
    const z = ((i + ((t * 0.8) % 1)) / 12) ** 2.2;
    const y = horizon + (h - horizon) * z;
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
  }
  for (let i = -10; i <= 10; i++) {
    ctx.moveTo(w / 2 + i * w * 0.02, horizon);
    ctx.lineTo(w / 2 + i * w * 0.16, h);
  }
  ctx.stroke();
  ctx.restore();
}

function paper(ctx: Ctx, th: Theme, w: number, h: number, t: number, letter: string) {
  const u = Math.min(w, h);
  ctx.save();
  ctx.globalAlpha = th.shapeAlpha;
  ctx.fillStyle = th.shape;
  ctx.font = `italic 700 ${Math.round(u * 1.1)}px "RK playfair-700-italic"`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  ctx.fillText(letter, w * 0.78 + Math.sin(t * 0.12) * u * 0.06, h * 0.55 + Math.cos(t * 0.1) * u * 0.04);
  ctx.globalAlpha = 0.5;
  ctx.fillStyle = th.accent;
  const barH = u * 0.012;
  ctx.fillRect(0, h - barH * 3, w * (0.2 + 0.8 * ((t * 0.033) % 1)), barH);
  ctx.globalAlpha = th.shapeAlpha * 2;
  ctx.fillStyle = th.shape;
  ctx.fillRect(w * 0.04, u * 0.05, w * 0.92, Math.max(1, u * 0.002));
  ctx.restore();
}

function silk(ctx: Ctx, th: Theme, w: number, h: number, t: number) {
  const u = Math.min(w, h);
  ctx.save();
  const pos = ((t * 0.06) % 1.6) - 0.3;
  const x = w * pos;
  const g = ctx.createLinearGradient(x - u * 0.5, 0, x + u * 0.5, h * 0.4);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(0.5, th.accent);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.globalAlpha = 0.12;
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.globalAlpha = 0.55;
  ctx.strokeStyle = th.accent;
  ctx.lineWidth = Math.max(1, u * 0.0025);
  const m = u * 0.035;
  ctx.strokeRect(m, m, w - 2 * m, h - 2 * m);
  ctx.globalAlpha = 0.3;
  ctx.beginPath();
  for (let i = 0; i < 3; i++) {
    const yy = h * (0.2 + i * 0.3) + Math.sin(t * 0.25 + i) * u * 0.03;
    ctx.moveTo(0, yy);
    ctx.bezierCurveTo(w * 0.3, yy - u * 0.08, w * 0.7, yy + u * 0.08, w, yy);
  }
  ctx.stroke();
  ctx.restore();
}

export function drawBackground(ctx: Ctx, th: Theme, w: number, h: number, t: number, letter: string) {
  gradientFill(ctx, th, w, h, t);
  switch (th.style.background) {
    case 'stripes':
      return stripes(ctx, th, w, h, t);
    case 'orbs':
      return orbs(ctx, th, w, h, t);
    case 'blobs':
      return blobs(ctx, th, w, h, t);
    case 'grid':
      return grid(ctx, th, w, h, t);
    case 'paper':
      return paper(ctx, th, w, h, t, letter);
    case 'silk':
      return silk(ctx, th, w, h, t);
  }
}
