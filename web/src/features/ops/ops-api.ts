// Calls to the operations console's API (/ops/api/...) through the consoles' one API client
// (components/console/console-api.ts): the ops token on every call, the page's language, the usual
// envelope. A refusal throws ConsoleError (OpsError) with the catalogue's code and message (already
// in the page's language); a 401 also ends the ops session.
import { createConsoleApi } from "@/components/console/console-api";
import { ConsoleError, type ConsoleMethod } from "@/lib/bearer-api";

export { ConsoleError as OpsError, type ConsoleMethod as OpsMethod };

export const OPS_API = "/ops/api";

/** Where the ops console keeps its token between visits (apart from the customer's and the shop's). */
export const OPS_TOKEN_KEY = "galli:ops_token";

export const opsApi = createConsoleApi(OPS_API, OPS_TOKEN_KEY);

export const opsToken = (): string | null => opsApi.token();

/** One ops call, `path` under /ops/api; answers `data` (or the message of a message-only answer). */
export const opsRequest = <T>(method: ConsoleMethod, path: string, body?: unknown): Promise<T> =>
  opsApi.request<T>(method, path, body);
