import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { AppRoutes } from "@/app/router";
import { guestServer, mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import {
  EXAMPLE_AUTHKEY,
  callErrorExamples,
  dryRunExample,
  itemErrorExamples,
  readExample,
  updateExample,
} from "@contract/inventory-examples";
import { ApiDocsPage } from "./api-docs-page";
import { preloadLazyPages } from "@/app/lazy-pages";
import { setLanguage } from "@/lib/i18n";

// Routes load their pages on demand; have every chunk ready so tests wait on the app, not the loader.
beforeAll(() => preloadLazyPages(), 60_000);

/** The JSON body of a curl sample, or the sample itself when it is plain JSON. */
const bodyOf = (label: string) => {
  const text = screen.getByLabelText(label, { selector: "pre" }).textContent ?? "";
  const start = text.indexOf("-d '");
  return JSON.parse(start >= 0 ? text.slice(start + 4, text.lastIndexOf("'")) : text);
};

describe("/api: ERP / POS API DOCUMENT", () => {
  it("is served at /api as a static page without the main header", async () => {
    mockFetch(guestServer);
    renderWithApp(<AppRoutes />, { path: "/api" });
    expect(await screen.findByRole("heading", { level: 1, name: "ERP / POS API DOCUMENT" })).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByText("© 2020 Galli. All rights reserved.")).toBeVisible();
    // The title is set by an effect after the page is drawn.
    await waitFor(() => expect(document.title).toBe("ERP / POS API DOCUMENT | Galli"));
  });

  it("links the three anchors to their sections", () => {
    renderWithApp(<ApiDocsPage />, { path: "/api" });
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Configuration", "#configuration"],
      ["Read live inventory", "#read-live-inventory"],
      ["Update live inventory", "#update-live-inventory"],
    ]);
    for (const link of links) {
      const section = document.getElementById(link.getAttribute("href")!.slice(1))!;
      expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent(link.textContent!);
    }
  });

  it("tells where the store key and token come from", () => {
    renderWithApp(<ApiDocsPage />, { path: "/api" });
    const config = document.getElementById("configuration")!;
    expect(config).toHaveTextContent("Store settings › Inventory Update API › API Keys");
    expect(within(config).getByRole("link", { name: "Store settings" })).toHaveAttribute("href", "/merchant/settings");
    expect(within(config).getByRole("link", { name: "API Keys" })).toHaveAttribute("href", "/merchant/api-keys");
    expect(within(config).getByRole("link", { name: "/api/docs" })).toHaveAttribute("href", "/api/docs");
    expect(config).toHaveTextContent("Authkey: <your token>");
    expect(within(config).getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute(
      "href",
      "/api/openapi.json",
    );
  });

  it("shows the tested examples exactly, as ready-to-run curl commands", () => {
    renderWithApp(<ApiDocsPage />, { path: "/api" });
    expect(bodyOf("Read request")).toEqual(readExample.request);
    expect(bodyOf("Read response")).toEqual(readExample.response);
    expect(bodyOf("Update request")).toEqual(updateExample.request);
    expect(bodyOf("Update response")).toEqual(updateExample.response);
    expect(bodyOf("Dry run request")).toEqual(dryRunExample.request);
    expect(bodyOf("Dry run response")).toEqual(dryRunExample.response);
    const read = screen.getByLabelText("Read request", { selector: "pre" }).textContent!;
    expect(read).toContain(`curl -X POST '${window.location.origin}/api/read'`);
    expect(read).toContain(`-H 'Authkey: ${EXAMPLE_AUTHKEY}'`);
    expect(screen.getByLabelText("Dry run request", { selector: "pre" })).toHaveTextContent("/api/update?dryRun=1");
    expect(screen.getByLabelText("Retry request", { selector: "pre" })).toHaveTextContent("-H 'Idempotency-Key: ");
  });

  it("lists every error of the whole call and of single items", () => {
    renderWithApp(<ApiDocsPage />, { path: "/api" });
    const calls = screen.getByRole("table", { name: "Errors of the whole call" });
    const rows = within(calls).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(
      callErrorExamples.map((e) => String(e.status)),
    );
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual(callErrorExamples.map((e) => e.code));
    const items = screen.getByRole("table", { name: "Refused items of an update" });
    expect(
      within(items)
        .getAllByRole("rowheader")
        .map((c) => c.textContent),
    ).toEqual(itemErrorExamples.map((e) => e.code));
  });

  it("states the limits the server enforces", () => {
    renderWithApp(<ApiDocsPage />, { path: "/api" });
    const config = document.getElementById("configuration")!;
    expect(config).toHaveTextContent("Up to 1,000 codes per read and 1,000 items per update");
    expect(config).toHaveTextContent("at most 2 MiB");
    expect(config).toHaveTextContent("120 calls per minute per token");
    expect(config).toHaveTextContent("remembered for 24 hours");
  });
});

describe("field tables", () => {
  it("mark required request fields and leave the column out of responses", () => {
    renderWithApp(<ApiDocsPage />, { path: "/api" });
    const request = screen.getByRole("table", { name: "Update request body" });
    const row = within(request).getByRole("rowheader", { name: "product_info[].stock" }).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent)[1],
    ).toBe("Yes");
    const optional = within(request).getByRole("rowheader", { name: "product_info[].offer" }).closest("tr")!;
    expect(within(optional).getAllByRole("cell")[1]).toHaveTextContent("No");
    const response = screen.getByRole("table", { name: "Update response" });
    expect(
      within(response)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Field", "Type", "Meaning"]);
  });
});

describe("in Hindi", () => {
  it("explains the API in Hindi and keeps the code, field names and the API's messages as they are", async () => {
    await setLanguage("hi");
    try {
      renderWithApp(<ApiDocsPage />, { path: "/api" });
      expect(screen.getByRole("heading", { level: 1, name: "ERP / POS API डॉक्यूमेंट" })).toBeVisible();
      const toc = screen.getByRole("navigation", { name: "इस पेज पर" });
      expect(
        within(toc)
          .getAllByRole("link")
          .map((l) => l.textContent),
      ).toEqual(["कॉन्फ़िगरेशन", "लाइव इन्वेंटरी पढ़ें", "लाइव इन्वेंटरी अपडेट करें"]);
      const config = document.getElementById("configuration")!;
      expect(config).toHaveTextContent("Store settings › Inventory Update API › API Keys");
      expect(config).toHaveTextContent("Authkey: <आपका token>");
      expect(config).toHaveTextContent("हर read में 1,000 तक codes");
      const calls = screen.getByRole("table", { name: "पूरी कॉल की गड़बड़ियाँ" });
      const first = within(calls).getAllByRole("row")[1];
      expect(within(first).getByRole("rowheader")).toHaveTextContent(callErrorExamples[0].code);
      expect(first).toHaveTextContent("body सही JSON नहीं है।");
      expect(first).toHaveTextContent(callErrorExamples[0].message);
      expect(bodyOf("Read का request")).toEqual(readExample.request);
      const request = screen.getByRole("table", { name: "Update request की body" });
      const stock = within(request).getByRole("rowheader", { name: "product_info[].stock" }).closest("tr")!;
      expect(stock).toHaveTextContent("हाँ");
      expect(stock).toHaveTextContent("0 से 1,00,00,000।");
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
  });
});
