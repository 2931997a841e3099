// The statements calls of the merchant console, typed by the contract; the CSV and PDF downloads
// fetch the file with the staff token (the PDF in the page's language) and hand the browser a named file.
import type { DailyStatement, PayoutStatement, TcsSummary } from "@contract/merchant-statements";
import { currentLanguage } from "@/lib/i18n";
import { CONSOLE_API, ConsoleError, consoleRequest, consoleToken } from "../console-api";

export type StatementRange = { shop_id?: string; from?: string; to?: string };
export type StatementFile = "csv" | "pdf";

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return q ? `?${q}` : "";
};

/** Where a statement file is served: the range's, or a payout's. */
export function statementFilePath(kind: StatementFile, range: StatementRange, payoutId?: string): string {
  if (payoutId)
    return `/statements/payouts/${encodeURIComponent(payoutId)}/statement.${kind}${query({ shop_id: range.shop_id })}`;
  return `/statements.${kind}${query(range)}`;
}

const fileName = (header: string | null, fallback: string) => /filename="([^"]+)"/.exec(header ?? "")?.[1] ?? fallback;

/** Fetches a statement file and saves it under the name the server gives. */
async function download(path: string, fallback: string): Promise<void> {
  const token = consoleToken();
  const res = await fetch(`${CONSOLE_API}${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "accept-language": currentLanguage() },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ConsoleError(
      body?.code ?? "DOWNLOAD_FAILED",
      body?.message ?? "Something went wrong. Please try again.",
      res.status,
    );
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName(res.headers.get("content-disposition"), fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const statementsApi = {
  daily: (range: StatementRange) => consoleRequest<DailyStatement>("GET", `/statements${query(range)}`),
  payout: (payoutId: string, shopId?: string) =>
    consoleRequest<PayoutStatement>(
      "GET",
      `/statements/payouts/${encodeURIComponent(payoutId)}${query({ shop_id: shopId })}`,
    ),
  tcs: (shopId?: string) => consoleRequest<TcsSummary>("GET", `/statements/tcs${query({ shop_id: shopId })}`),
  download: (kind: StatementFile, range: StatementRange, payoutId?: string) =>
    download(statementFilePath(kind, range, payoutId), `galli-statement.${kind}`),
};
