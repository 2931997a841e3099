// Saves a PDF an API answers (it needs a bearer token, so no plain link) under the server's file
// name. A refusal throws PdfRefused with the server's message (already in the page's language).
import { currentLanguage } from "./i18n";

export class PdfRefused extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
  ) {
    super(message);
    this.name = "PdfRefused";
  }
}

const GENERIC = "Something went wrong. Please try again.";

export async function savePdf(url: string, headers: Record<string, string>, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { "Accept-Language": currentLanguage(), ...headers } });
  } catch {
    throw new PdfRefused("You seem to be offline. Please try again.", null, 0);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new PdfRefused(body.message || GENERIC, body.code ?? null, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
