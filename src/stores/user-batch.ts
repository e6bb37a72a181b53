/**
 * Batching of optimistic changes (docs/product.md §4): patches are merged and sent after `quietMs` without a
 * new one; `replaceMs` after the reply, `onSettled` gets the reply and the changes made meanwhile
 * (still to be sent), so the caller can lay them over the server copy.
 */
export type BatcherOptions<P extends object, R> = {
  send: (patch: P) => Promise<R>;
  onSettled: (reply: R, pending: P | null) => void;
  onError: (err: unknown) => void;
  onBusy: (busy: boolean) => void;
  /** How a new patch joins the pending one; by default its keys replace the pending ones. */
  merge?: (pending: P, next: P) => P;
  quietMs?: number;
  replaceMs?: number;
};

export function createBatcher<P extends object, R>(opts: BatcherOptions<P, R>) {
  const { quietMs = 500, replaceMs = 300, merge = (a: P, b: P) => ({ ...a, ...b }) } = opts;
  let pending: P | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = 0;
  const sent = new Set<Promise<void>>();
  const busy = () => opts.onBusy(pending !== null || inFlight > 0);

  async function flush() {
    timer = undefined;
    if (!pending) return;
    const patch = pending;
    pending = null;
    inFlight++;
    try {
      const reply = await opts.send(patch);
      await new Promise((r) => setTimeout(r, replaceMs));
      opts.onSettled(reply, pending);
    } catch (err) {
      opts.onError(err);
    } finally {
      inFlight--;
      busy();
    }
  }

  /** Sends the pending patch; flush never rejects (errors go to onError). */
  function start(): void {
    const run = flush();
    sent.add(run);
    void run.finally(() => sent.delete(run));
  }

  return {
    push(patch: P) {
      pending = pending ? merge(pending, patch) : patch;
      if (timer) clearTimeout(timer);
      timer = setTimeout(start, quietMs);
      busy();
    },
    /** Sends what is pending at once and resolves when every sent patch has settled (before a reset). */
    async settle(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (pending) start();
      await Promise.all([...sent]);
    },
    /** Drops what was not sent yet (after a sign-out or a character switch). */
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = null;
      busy();
    },
  };
}
