// The stores of the member's shops (for the store pickers), loaded once per page.
import { useState } from "react";
import type { ConsoleStore } from "@contract/console-stock";
import { storeApi } from "./store-api";
import { useConsoleLoad } from "@/components/console/use-console-load";

export function useStores() {
  const [stores, setStores] = useState<ConsoleStore[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useConsoleLoad((live) => {
    setFailed(false);
    storeApi.stores().then(
      (list) => live() && setStores(list),
      () => live() && setFailed(true),
    );
  }, [attempt]);
  return { stores, failed, retry: () => setAttempt((n) => n + 1) };
}
