// The stores of the member's shops (for the store pickers), loaded once per page.
import { useEffect, useState } from "react";
import type { ConsoleStore } from "@contract/console-stock";
import { storeApi } from "./store-api";

export function useStores() {
  const [stores, setStores] = useState<ConsoleStore[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    storeApi.stores().then(
      (list) => live && setStores(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { stores, failed, retry: () => setAttempt((n) => n + 1) };
}
