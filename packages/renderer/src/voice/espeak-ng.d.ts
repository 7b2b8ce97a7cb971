// The npm build ships no types; this is the part of the Emscripten module we use.
declare module 'espeak-ng' {
  const factory: (opts: {
    arguments: string[];
    print?: (s: string) => void;
    printErr?: (s: string) => void;
    instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
  }) => Promise<{
    FS: { readFile(path: string): Uint8Array };
  }>;
  export default factory;
}
