// docs/api-routes.md is generated from the app; this fails when a route changes and the file
// was not regenerated (`npm run docs:api`).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { API_ROUTES_FILE, renderApiRoutes } from "./api-doc";

describe("the generated API reference", () => {
  it("lists every route the app answers, as it is now", async () => {
    const current = await renderApiRoutes();
    expect(current).toContain("| POST | `/api/update` | merchant (Authkey) |");
    expect(current).toContain("| POST | `/user/cart/add` | customer |");
    expect(current).toContain("| GET | `/user/auth/guest` | anyone |");
    expect(fs.readFileSync(API_ROUTES_FILE, "utf8")).toBe(current);
  });
});
