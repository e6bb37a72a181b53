/** Writes the reference helper, bundled into one file, to `outfile`. */
export function bundleHelper(outfile: string): Promise<void>;
