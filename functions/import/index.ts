/** Upstream importer: tarkov.dev feed and GraphQL shapes → our Dataset (Worker- and Node-safe). */
export { buildDataset, type ImportedDataset } from "./build";
export type { Mode, Upstream } from "./model";
export { type ImportOptions, type ImportResult, importSources } from "./run";
export { modeOfName, type RawSource, readSources, UpstreamFormatError } from "./sources";
