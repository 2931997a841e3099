// A copy-and-paste curl command for an example call, against the site the page is served from.

/** Quotes a value for a POSIX shell: single quotes, with embedded ones closed and escaped. */
const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function curlCommand(origin: string, path: string, body: unknown, headers: Record<string, string> = {}): string {
  const lines = [
    `curl -X POST ${shellQuote(`${origin}${path}`)}`,
    ...Object.entries({ "Content-Type": "application/json", ...headers }).map(
      ([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`,
    ),
    `-d ${shellQuote(JSON.stringify(body, null, 2))}`,
  ];
  return lines.join(" \\\n  ");
}
