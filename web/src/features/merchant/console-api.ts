// Calls to the merchant console's API (/merchant/api/...) through the consoles' one API client
// (components/console/console-api.ts): the staff token on every call, the language of the page, the
// usual envelope. A refusal throws ConsoleError with the catalogue's code and message (already in
// the page's language); a 401 also ends the console session.
import { createConsoleApi } from "@/components/console/console-api";
import { ConsoleError, type ConsoleMethod } from "@/lib/bearer-api";

export { ConsoleError, type ConsoleMethod };

export const CONSOLE_API = "/merchant/api";

/** Where the console keeps its token between visits (apart from the customer's session). */
export const CONSOLE_TOKEN_KEY = "galli:console_token";

export const consoleApi = createConsoleApi(CONSOLE_API, CONSOLE_TOKEN_KEY);

export const consoleToken = (): string | null => consoleApi.token();

/** One console call; answers `data` (or the message of a message-only answer). */
export const consoleRequest = <T>(
  method: ConsoleMethod,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> => consoleApi.request<T>(method, path, body, headers);
