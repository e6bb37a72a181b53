/** Upstream importer: tarkov.dev feed and GraphQL shapes → our Dataset (Worker- and Node-safe). */
export { buildDataset, buildImport, type ImportedDataset } from "./build";
export type { Mode, Upstream } from "./model";
export { hasGaps, type ImportReport } from "./report";
export { type ImportOptions, type ImportResult, importSources } from "./run";
export { type IgnoredField, modeOfName, type RawSource, readSources, UpstreamFormatError } from "./sources";
