// What a returning phone has kept on the device: it chose 'Continue in browser' and both
// locations (the demo point, 5 km). The web benches set it on the page's origin before measuring.
import type { Page } from "playwright-core";
import { DEMO_POINT } from "../seed/demo-credentials";

export async function keepReturningPhone(page: Page): Promise<void> {
  const point = JSON.stringify({ lat: DEMO_POINT.lat, lng: DEMO_POINT.lng });
  await page.evaluate(
    (items) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      for (const [k, v] of Object.entries(items)) storage.setItem(k, v);
    },
    {
      "galli:browser_on_phone": "1",
      "galli:delivery_coordinates": point,
      "galli:search_coordinates": point,
      "galli:distance": "5",
    },
  );
}
