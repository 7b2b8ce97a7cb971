// `npm run build:wasm`: compiles the renderer's WebAssembly text (packages/renderer/src/node/yuv/*.wat)
// into the .wasm files committed beside it. The render loads the .wasm; a test checks that it is
// what this script makes from the .wat, so the two never drift apart.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import wabt from 'wabt';

const DIR = fileURLToPath(new URL('../packages/renderer/src/node/yuv/', import.meta.url));

/** The binary wabt makes from one .wat file. */
export async function compileWat(path) {
  const w = await wabt();
  const mod = w.parseWat(path, readFileSync(path, 'utf8'), { simd: true });
  try {
    mod.validate();
    return Buffer.from(mod.toBinary({ write_debug_names: false }).buffer);
  } finally {
    mod.destroy();
  }
}

const WAT_FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.wat'))
  .map((f) => join(DIR, f));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const wat of WAT_FILES) {
    const out = wat.replace(/\.wat$/, '.wasm');
    writeFileSync(out, await compileWat(wat));
    console.log(`wrote ${out}`);
  }
}
