import { readFileSync } from 'node:fs';

let compiled: WebAssembly.Module | undefined;

type Exports = { memory: WebAssembly.Memory; rgba_to_i420(src: number, w: number, h: number, dst: number): void };

/** Bytes of one I420 (yuv420p) frame. */
export const i420Size = (width: number, height: number) => width * height + 2 * (width / 2) * (height / 2);

/** Whether frames of this size can go through the converter (even sides, at least 8 pixels wide). */
export const i420Fits = (width: number, height: number) => width % 2 === 0 && height % 2 === 0 && width >= 8;

/**
 * Converts the canvas's RGBA frames to I420 for the encoder (rgba-to-i420.wat): one instance per
 * render, its memory sized for one frame in and one frame out.
 */
export function createI420Converter(width: number, height: number) {
  if (!i420Fits(width, height)) throw new Error(`I420 needs even sides and a width of at least 8, not ${width}×${height}`);
  compiled ??= new WebAssembly.Module(readFileSync(new URL('./rgba-to-i420.wasm', import.meta.url)));
  const wasm = new WebAssembly.Instance(compiled).exports as unknown as Exports;
  const inBytes = width * height * 4;
  const outBytes = i420Size(width, height);
  const pages = Math.ceil((inBytes + outBytes) / 65536);
  wasm.memory.grow(Math.max(0, pages - wasm.memory.buffer.byteLength / 65536));
  // Views of the instance's memory: it never grows after this, so they stay valid.
  const input = new Uint8Array(wasm.memory.buffer, 0, inBytes);
  const output = Buffer.from(wasm.memory.buffer, inBytes, outBytes);
  return {
    /**
     * The frame as I420, in the converter's own memory: the next call overwrites it, so the caller
     * writes it out (and waits for the write) before converting the next frame.
     */
    convert(rgba: Uint8Array): Buffer {
      if (rgba.byteLength !== inBytes) throw new Error(`expected ${inBytes} bytes of RGBA, got ${rgba.byteLength}`);
      input.set(rgba);
      wasm.rgba_to_i420(0, width, height, inBytes);
      return output;
    },
  };
}
