import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { chunk, lazyNamed } from "./lazy-pages";

const page = () => ({ Page: ({ text }: { text: string }) => <p>{text}</p> });
const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading the page</p>}>{node}</Suspense>;

describe("pages that load on demand", () => {
  it("draw in the first render when their chunk is already in: no loader in between", async () => {
    const load = chunk(async () => page());
    const Page = lazyNamed<{ text: string }>(load, "Page");
    await load();
    render(inSuspense(<Page text="Sharma Kirana Store" />));
    // Synchronously: React keeps a fallback it has shown for 300 ms, so a loader here delays the page.
    expect(screen.getByText("Sharma Kirana Store")).toBeInTheDocument();
    expect(screen.queryByText("Loading the page")).not.toBeInTheDocument();
  });

  it("show the loader while their chunk is on its way, then the page", async () => {
    const Page = lazyNamed<{ text: string }>(
      chunk(async () => page()),
      "Page",
    );
    render(inSuspense(<Page text="Track Order" />));
    expect(screen.getByText("Loading the page")).toBeInTheDocument();
    expect(await screen.findByText("Track Order")).toBeInTheDocument();
  });

  it("ask again for a chunk that failed to load", async () => {
    let calls = 0;
    const load = chunk(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return page();
    });
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toHaveProperty("Page");
    expect(load.loaded()).toHaveProperty("Page");
    expect(calls).toBe(2);
  });
});
