import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@/testing/render";
import { mockFetch } from "@/testing/mock-fetch";
import { initialSessionState } from "../slice";
import { SessionGate } from "./session-gate";

const starting = { session: { ...initialSessionState, status: "sending" as const } };

describe("the session gate", () => {
  it("shows a loader until the token comes", () => {
    mockFetch(() => new Promise(() => {}));
    renderWithApp(<SessionGate>page</SessionGate>, { preloadedState: starting });
    expect(screen.queryByText("page")).toBeNull();
  });

  it("draws a page that has what it first draws while the token is on its way", async () => {
    mockFetch(() => new Promise(() => {}));
    renderWithApp(<SessionGate drawBeforeToken>page</SessionGate>, { preloadedState: starting });
    expect(await screen.findByText("page")).toBeTruthy();
  });

  it("still shows the session's failure rather than a page that cannot call", () => {
    mockFetch(() => new Promise(() => {}));
    renderWithApp(<SessionGate drawBeforeToken>page</SessionGate>, {
      preloadedState: { session: { ...initialSessionState, status: "error" as const } },
    });
    expect(screen.queryByText("page")).toBeNull();
  });
});
