import type { VoiceClip, VoiceProvider } from './provider.ts';

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Compiling the 18 MB module is most of espeak's cost in time and memory. A provider compiles it
 * once for all its lines and gives every run a fresh instance (the build only exposes main(), so
 * runs cannot share one). The module is not kept for the process: held across renders it would
 * add about 100 MB to every worker's resident memory while frames are drawn and encoded.
 */
async function compileModule(): Promise<WebAssembly.Module> {
  const require = createRequire(import.meta.url);
  const wasmPath = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
  return WebAssembly.compile(await readFile(wasmPath));
}

/** Parses the 16-bit PCM WAV espeak writes into floats. */
export function decodeWav16(bytes: Uint8Array): { pcm: Float32Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sampleRate = 22050;
  let channels = 1;
  let off = 12;
  while (off + 8 <= bytes.length) {
    const id = String.fromCharCode(bytes[off]!, bytes[off + 1]!, bytes[off + 2]!, bytes[off + 3]!);
    let size = view.getUint32(off + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(off + 10, true);
      sampleRate = view.getUint32(off + 12, true);
    } else if (id === 'data') {
      // espeak streams to the file, so a size of 0 or past the end means "to end of file".
      if (size === 0 || off + 8 + size > bytes.length) size = bytes.length - off - 8;
      const frames = Math.floor(size / 2 / channels);
      const pcm = new Float32Array(frames);
      for (let i = 0; i < frames; i++) pcm[i] = view.getInt16(off + 8 + i * 2 * channels, true) / 32768;
      return { pcm, sampleRate };
    }
    off += 8 + size + (size & 1);
  }
  return { pcm: new Float32Array(0), sampleRate };
}

/** Removes leading/trailing near-silence so scene timing follows the words, not espeak's padding. */
function trimSilence(pcm: Float32Array, sampleRate: number): Float32Array {
  const th = 0.01;
  let a = 0;
  let b = pcm.length - 1;
  while (a < pcm.length && Math.abs(pcm[a]!) < th) a++;
  while (b > a && Math.abs(pcm[b]!) < th) b--;
  const pad = Math.round(sampleRate * 0.03);
  return pcm.subarray(Math.max(0, a - pad), Math.min(pcm.length, b + pad));
}

/** Rewrites ad shorthand for reading aloud; a leading "-" would also be taken as a CLI option. */
export function speechText(text: string): string {
  return text
    .replace(/(^|[\s(])[-–−](\d+(?:[.,]\d+)?)\s*%(\s+отстъпка)?/gi, '$1$2% отстъпка')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^-+\s*/, '');
}

/**
 * The offline Bulgarian voice. Each call instantiates the WASM module (about 0.13 s) because the
 * build exposes only main(); lines are few, so this is cheaper than keeping a patched runtime.
 */
export function espeakVoice(opts: { voice?: string; pitch?: number } = {}): VoiceProvider {
  let compiled: Promise<WebAssembly.Module> | null = null;
  const compiledModule = () => (compiled ??= compileModule());
  return {
    name: 'espeak',
    async synthesize(text: string, o?: { rate?: number }): Promise<VoiceClip> {
      const clean = speechText(text);
      if (!clean) return { pcm: new Float32Array(0), sampleRate: 22050, durationSec: 0 };
      const mod = await import('espeak-ng');
      const wasm = await compiledModule();
      const es = await mod.default({
        instantiateWasm: (imports, done) => {
          void WebAssembly.instantiate(wasm, imports).then((inst) => done(inst, wasm));
          return {};
        },
        arguments: ['-v', opts.voice ?? 'bg', '-s', String(Math.round(o?.rate ?? 160)), '-p', String(opts.pitch ?? 45), '-w', 'out.wav', clean],
        print: () => {},
        printErr: () => {},
      });
      const { pcm, sampleRate } = decodeWav16(es.FS.readFile('out.wav'));
      const trimmed = trimSilence(pcm, sampleRate);
      return { pcm: trimmed, sampleRate, durationSec: trimmed.length / sampleRate };
    },
  };
}
