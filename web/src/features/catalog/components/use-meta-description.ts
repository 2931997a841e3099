// Sets <meta name="description"> while the page is shown, and puts back what was there.
import { useEffect } from "react";

export function useMetaDescription(content: string | null) {
  useEffect(() => {
    if (content === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
