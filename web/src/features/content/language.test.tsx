import { afterEach, describe, expect, it } from "vitest";
import { act, screen } from "@testing-library/react";
import { reply } from "@/testing/fake-api";
import { mockFetch, type MockRequest } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { StaticPage } from "./pages/static-page";

afterEach(async () => {
  await act(() => setLanguage("en", { remember: false }));
});

describe("content in the language shown", () => {
  it("asks the server again when the language changes and shows what it sends", async () => {
    const { requests } = mockFetch((r: MockRequest) =>
      reply("GET /content/page/:slug", {
        slug: "terms",
        title: "",
        body:
          r.headers["Accept-Language"] === "hi"
            ? "<p>आपकी उम्र कम से कम 18 साल होनी चाहिए।</p>"
            : "<p>You must be 18 or older.</p>",
      }),
    );
    renderWithApp(<StaticPage page="terms" />, { path: "/terms" });
    expect(await screen.findByText("You must be 18 or older.")).toBeVisible();
    await act(() => setLanguage("hi", { remember: false }));
    expect(await screen.findByText("आपकी उम्र कम से कम 18 साल होनी चाहिए।")).toBeVisible();
    expect(requests.map((r) => r.headers["Accept-Language"])).toEqual(["en", "hi"]);
    // Back in English, the English body comes from the server again (each answer is one language's).
    await act(() => setLanguage("en", { remember: false }));
    expect(await screen.findByText("You must be 18 or older.")).toBeVisible();
  });
});
