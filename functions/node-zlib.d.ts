/**
 * The part of node:zlib the Worker uses (workerd provides it under nodejs_compat): brotli, which
 * CompressionStream does not offer. Node's own types cover the tools and tests.
 */
declare module "node:zlib" {
  export const constants: {
    BROTLI_PARAM_QUALITY: number;
    BROTLI_PARAM_SIZE_HINT: number;
    BROTLI_PARAM_MODE: number;
    BROTLI_MODE_TEXT: number;
  };
  type BrotliOptions = { params?: Record<number, number> };
  export function brotliCompress(
    input: Uint8Array,
    options: BrotliOptions,
    callback: (error: Error | null, result: Uint8Array) => void,
  ): void;
  export function brotliDecompressSync(input: Uint8Array): Uint8Array;
}
