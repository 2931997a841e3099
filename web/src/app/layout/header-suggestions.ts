// Suggestions for the header's search box as the customer types (GET /user/find/suggest):
// asked 200 ms after the last key, kept per text for the visit (the catalogue's names change
// rarely), an earlier question dropped when a newer one goes out. A failure shows no list: the
// box still searches on Enter.
import { useEffect, useState } from "react";
import type { Suggestion } from "@contract/finder";
import { FIND_MIN_CHARS, SUGGEST_LIMIT, searchChars } from "@contract/finder-constants";
import { apiRequest } from "@/app/api-client";

export const SUGGEST_DEBOUNCE_MS = 200;
const KEPT = 200;
const kept = new Map<string, Suggestion[]>();

/** Letters and digits counted as the search counts them ("घी" is 2): fewer than 2 ask for nothing. */
const worthAsking = (text: string) => searchChars(text) >= FIND_MIN_CHARS;

export function useSuggestions(text: string, enabled: boolean): Suggestion[] {
  const q = text.trim();
  const [answer, setAnswer] = useState<{ q: string; data: Suggestion[] }>({ q: "", data: [] });
  useEffect(() => {
    if (!enabled || !worthAsking(q) || kept.has(q)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<Suggestion[]>("GET", "/find/suggest", {
        query: { q, limit: SUGGEST_LIMIT },
        signal: controller.signal,
      })
        .then((res) => {
          if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
          kept.set(q, res.data);
          setAnswer({ q, data: res.data });
        })
        .catch(() => undefined);
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled]);
  if (!enabled || !worthAsking(q)) return [];
  return kept.get(q) ?? (answer.q === q ? answer.data : []);
}

/** Forgets the kept answers (tests). */
export const forgetSuggestions = () => kept.clear();
