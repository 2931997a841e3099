import { useEffect } from "react";
import { BRAND } from "./contact";

/** Sets the tab title to "<title> | Galli" while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
