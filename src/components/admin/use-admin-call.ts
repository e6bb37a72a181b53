import { useCallback, useEffect, useState } from "react";
import { failureText } from "../../stores/errors";

/**
 * Loads something for a view: its value (null while loading), the failure's message, and a
 * reload. A newer load wins over an older one that answers late.
 */
export function useAdminLoad<T>(load: () => Promise<T>, failed: string, lang?: string) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a reload
  useEffect(() => {
    let current = true;
    setError(null);
    load().then(
      (v) => {
        if (current) setValue(v);
      },
      (err: unknown) => {
        if (current) setError(failureText(err, failed, lang));
      },
    );
    return () => {
      current = false;
    };
  }, [load, failed, lang, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { value, setValue, error, reload };
}
