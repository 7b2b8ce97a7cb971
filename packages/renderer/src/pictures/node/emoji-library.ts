import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const SET_JSON = require.resolve('@iconify-json/fluent-emoji/icons.json');
const SET_VERSION = (require('@iconify-json/fluent-emoji/package.json') as { version: string }).version;

/**
 * The Fluent Emoji set is one 100 MB JSON file. Parsing it costs ~0.8 s and ~300 MB, so we never
 * parse it: the bytes are read once per process only when an icon is missing from the on-disk
 * cache, each wanted icon's body is cut out by searching for its key, and the SVGs land in a cache
 * directory so later renders (and other worker processes) read a few KB instead.
 */
let cacheDir = join(tmpdir(), `reklamo-fluent-emoji-${SET_VERSION}`);
let setBytes: Buffer | null = null;
let setWidth = 32;
const svgs = new Map<string, string | null>();
const rasters = new Map<string, Canvas>();
export const libraryStats = { setLoads: 0, setLoadMs: 0, rasterised: 0 };

/** Points the SVG cache at the data directory (the worker calls this with DATA_DIR/cache). */
export function setIllustrationCacheDir(dir: string) {
  cacheDir = dir;
}

function loadSet(): Buffer {
  if (!setBytes) {
    const t = performance.now();
    setBytes = readFileSync(SET_JSON);
    const m = /"width":\s*(\d+)/.exec(setBytes.subarray(setBytes.length - 200).toString('utf8'));
    if (m) setWidth = Number(m[1]);
    libraryStats.setLoads++;
    libraryStats.setLoadMs += performance.now() - t;
    // Let the 100 MB go once this tick's extraction is done.
    setImmediate(() => {
      setBytes = null;
    });
  }
  return setBytes;
}

/** Cuts `"name": { "body": "…" }` out of the raw JSON without parsing the rest. */
function extractBody(bytes: Buffer, name: string): string | null {
  for (const key of [`"${name}": {`, `"${name}":{`]) {
    const at = bytes.indexOf(key);
    if (at < 0) continue;
    const bodyKey = bytes.indexOf('"body":', at);
    const open = bytes.indexOf('"', bodyKey + 7);
    // The body is a JSON string: scan to the first unescaped quote.
    let i = open + 1;
    while (i < bytes.length) {
      const c = bytes[i]!;
      if (c === 0x5c) i += 2;
      else if (c === 0x22) break;
      else i++;
    }
    return JSON.parse(bytes.subarray(open, i + 1).toString('utf8')) as string;
  }
  // Aliases point at a parent icon ("aliases": { "x": { "parent": "y" } }).
  const alias = bytes.indexOf(`"${name}": {\n\t\t\t"parent": "`);
  if (alias >= 0) {
    const m = /"parent":\s*"([^"]+)"/.exec(bytes.subarray(alias, alias + 200).toString('utf8'));
    if (m) return extractBody(bytes, m[1]!);
  }
  return null;
}

/** The SVG document of one icon, or null when the set has no such name. */
export function iconSvg(name: string): string | null {
  if (svgs.has(name)) return svgs.get(name)!;
  const file = join(cacheDir, `${name}.svg`);
  if (existsSync(file)) {
    const svg = readFileSync(file, 'utf8');
    svgs.set(name, svg);
    return svg;
  }
  return remember(name, extractBody(loadSet(), name));
}

/** Keeps an icon's SVG for the process and in the disk cache (other processes read a few KB). */
function remember(name: string, body: string | null): string | null {
  const file = join(cacheDir, `${name}.svg`);
  const svg =
    body === null
      ? null
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${setWidth}" height="${setWidth}" viewBox="0 0 ${setWidth} ${setWidth}">${body}</svg>`;
  svgs.set(name, svg);
  if (svg) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, svg);
      renameSync(tmp, file);
    } catch {
      // A read-only cache only costs the next process the extraction again.
    }
  }
  return svg;
}

/**
 * warmIcons for a process that answers requests (the API): the 100 MB set is read without blocking
 * and one icon is cut out per turn of the event loop, so no request waits seconds behind it.
 */
export async function warmIconsInTurns(names: string[]): Promise<void> {
  const missing = names.filter((n) => !svgs.has(n) && !existsSync(join(cacheDir, `${n}.svg`)));
  if (!missing.length) return;
  const bytes = await readFile(SET_JSON);
  const m = /"width":\s*(\d+)/.exec(bytes.subarray(bytes.length - 200).toString('utf8'));
  if (m) setWidth = Number(m[1]);
  for (const n of missing) {
    await new Promise((r) => setImmediate(r));
    if (!svgs.has(n)) remember(n, extractBody(bytes, n));
  }
}

/** Icons rasterised once per pixel size and kept for the process; the scene code draws these bitmaps. */
export async function iconBitmap(name: string, size: number): Promise<Canvas | null> {
  const px = Math.max(8, Math.round(size));
  const key = `${name}@${px}`;
  const hit = rasters.get(key);
  if (hit) return hit;
  const svg = iconSvg(name);
  if (!svg) return null;
  // (The rasteriser reads a `<use>` only by its xlink:href: "potable-water", "coat" and six more drew their
  // shape without the symbol on it, a blank blue tile.)
  const sized = svg
    .replace(/width="\d+" height="\d+"/, `width="${px}" height="${px}"`)
    .replace('<svg ', '<svg xmlns:xlink="http://www.w3.org/1999/xlink" ')
    .replace(/<use href=/g, '<use xlink:href=');
  // The canvas is loaded by the first render that rasterises an icon: the API serves the SVGs alone.
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const img = await loadImage(Buffer.from(sized));
  const c = createCanvas(px, px);
  c.getContext('2d').drawImage(img, 0, 0, px, px);
  rasters.set(key, c);
  libraryStats.rasterised++;
  return c;
}

/** Pre-extracts many names with a single read of the set (cheaper than one read per miss). */
export function warmIcons(names: string[]) {
  for (const n of names) iconSvg(n);
}
