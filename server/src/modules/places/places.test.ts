import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../../testing/app";

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  auth = guestAuth(t.app);
  await t.app.ctx.adapters.places.warmUp?.(); // the index is built once per process
});
afterAll(async () => t.close());

const get = (path: string) => request(t.app.server).get(`/user/places${path}`).set(auth);

describe("GET /user/places/autocomplete", () => {
  it("finds Koramangala by name, first, with its pincode and coordinates", async () => {
    const res = await get("/autocomplete?q=Koramangala");
    expect(res.status).toBe(200);
    const [first] = res.body.data.suggestions;
    expect(first).toMatchObject({
      kind: "locality",
      main_text: "Koramangala",
      secondary_text: "Bangalore, Karnataka 560034",
      description: "Koramangala, Bangalore, Karnataka 560034",
      location: { type: "Point" },
    });
    const [lng, lat] = first.location.coordinates;
    expect(lat).toBeCloseTo(12.93, 1);
    expect(lng).toBeCloseTo(77.62, 1);
  });

  it("finds a locality by its pincode, and pincodes by prefix in order", async () => {
    const exact = await get("/autocomplete?q=560034");
    expect(exact.body.data.suggestions.map((s: { main_text: string }) => s.main_text)).toEqual(["Koramangala"]);
    const prefix = await get("/autocomplete?q=5600");
    const pins = prefix.body.data.suggestions.map((s: { description: string }) => s.description.slice(-6));
    expect(pins.length).toBe(8);
    expect([...pins].sort()).toEqual(pins);
    expect(pins.every((p: string) => p.startsWith("5600"))).toBe(true);
  });

  it("matches word prefixes, city names (old and new) and a locality with its city", async () => {
    const part = await get("/autocomplete?q=korama");
    expect(part.body.data.suggestions[0].main_text).toBe("Koramangala");
    const city = await get("/autocomplete?q=bengaluru");
    expect(city.body.data.suggestions[0]).toMatchObject({ kind: "city", main_text: "Bangalore" });
    const both = await get("/autocomplete?q=indiranagar%20bangalore");
    expect(both.body.data.suggestions[0]).toMatchObject({
      main_text: "Indiranagar",
      secondary_text: "Bangalore, Karnataka 560038",
    });
  });

  it("answers a 1-character query with at most 8 suggestions and a 500-character one with none", async () => {
    const one = await get("/autocomplete?q=k");
    expect(one.status).toBe(200);
    expect(one.body.data.suggestions.length).toBe(8);
    const long = await get(`/autocomplete?q=${"a".repeat(500)}`);
    expect(long.status).toBe(200);
    expect(long.body.data.suggestions).toEqual([]);
  });

  it("answers each query in under 20 ms inside the provider", async () => {
    const places = t.app.ctx.adapters.places;
    for (const q of [
      "k",
      "ko",
      "a",
      "s",
      "1",
      "5",
      "560",
      "new delhi",
      "sector 62 noida",
      "x".repeat(500),
      "a b c d e f g h i",
    ]) {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await places.autocomplete(q);
        best = Math.min(best, performance.now() - started);
      }
      expect(best, q).toBeLessThan(20);
    }
  });

  it("refuses an empty or too long query and needs a token", async () => {
    const empty = await get("/autocomplete?q=%20");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Type a locality, city or pincode to search.");
    const missing = await get("/autocomplete");
    expect(missing.body.message).toBe("Type a locality, city or pincode to search.");
    const long = await get(`/autocomplete?q=${"a".repeat(501)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("The search text must be at most 500 characters.");
    const anonymous = await request(t.app.server).get("/user/places/autocomplete?q=kora");
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /user/places/reverse", () => {
  it("names the locality of a known point", async () => {
    const res = await get("/reverse?lat=12.9352&lng=77.6245");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      street: "Koramangala",
      area: "Bangalore South",
      city: "Bangalore",
      state: "Karnataka",
      zipcode: "560034",
      description: "Koramangala, Bangalore, Karnataka 560034",
    });
  });

  it("answers null far from any locality (the sea off West Africa)", async () => {
    const res = await get("/reverse?lat=0.0001&lng=0.0001");
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it("refuses missing, non-numeric and out-of-range coordinates", async () => {
    const cases: [string, string][] = [
      ["/reverse?lat=abc&lng=77.6", "Latitude must be a number."],
      ["/reverse?lat=12.9&lng=", "Longitude is required."],
      ["/reverse?lat=12.9", "Longitude is required."],
      ["/reverse?lat=91&lng=77.6", "Latitude must be between -90 and 90."],
      ["/reverse?lat=12.9&lng=-180.5", "Longitude must be between -180 and 180."],
    ];
    for (const [path, message] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
    }
  });
});

describe("GET /user/places/geocode", () => {
  it("resolves a suggestion's id and answers 404 for an unknown one", async () => {
    const s = (await get("/autocomplete?q=560034")).body.data.suggestions[0];
    const res = await get(`/geocode?place_id=${encodeURIComponent(s.place_id)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ place_id: s.place_id, zipcode: "560034", location: s.location });
    const unknown = await get("/geocode?place_id=loc:000000:nowhere");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("PLACE_NOT_FOUND");
  });
});

describe("GET /user/places/tiles", () => {
  it("names no tile server by default: the delivery map draws without tiles", async () => {
    const res = await request(t.app.server).get("/user/places/tiles");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ tiles_url: null, attribution: "" });
  });

  it("answers MAP_TILES_URL and its credit, and lets the page load those tiles (CSP)", async () => {
    const tiles = await testApp({
      env: {
        MAP_TILES_URL: "https://{s}.tiles.example.in/{z}/{x}/{y}.png",
        MAP_TILES_ATTRIBUTION: "© Example Maps",
      },
    });
    try {
      const res = await request(tiles.app.server).get("/user/places/tiles");
      expect(res.body.data).toEqual({
        tiles_url: "https://{s}.tiles.example.in/{z}/{x}/{y}.png",
        attribution: "© Example Maps",
      });
      expect(res.headers["content-security-policy"]).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.in/);
    } finally {
      await tiles.close();
    }
  });

  it("refuses a template without {z}, {x} and {y} at start", async () => {
    await expect(testApp({ env: { MAP_TILES_URL: "https://tiles.example.in/map.png" } })).rejects.toThrow(
      /MAP_TILES_URL/,
    );
  });
});
