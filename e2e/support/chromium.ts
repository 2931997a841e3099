// The Chromium the journeys and the web benchmark drive: CHROME_PATH when set (e.g. Debian's
// /usr/bin/chromium), else the binary the @sparticuz/chromium package ships, always with our own
// flags (never the package's defaults, which force one process and turn web security off).
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--no-zygote",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return sparticuz.executablePath();
}
