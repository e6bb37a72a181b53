/**
 * The API's clock (ms since epoch). Routes read time through it so that tests can move time
 * (code expiry, rate-limit windows, share-link lifetime) without waiting.
 */
export const clock = {
  now: (): number => Date.now(),
};
