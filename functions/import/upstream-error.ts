/** A source that is not of the shape its kind needs: the message names the file and the first bad field. */
export class UpstreamFormatError extends Error {
  override name = "UpstreamFormatError";
}
