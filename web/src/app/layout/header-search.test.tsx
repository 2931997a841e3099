import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router-dom";
import type { Suggestion } from "@contract/finder";
import { reply } from "@/testing/fake-api";
import { mockFetch } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { setLanguage } from "@/lib/i18n";
import { HeaderSearch } from "./header-search";
import { forgetSuggestions } from "./header-suggestions";

const SUGGESTIONS: Suggestion[] = [
  { kind: "category", text: "Atta", path: "Staples > Atta, Flours & Sooji > Atta" },
  { kind: "brand", text: "Aashirvaad" },
  { kind: "product", text: "Aashirvaad Whole Wheat Atta" },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const renderBox = () =>
  renderWithApp(
    <>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );

afterEach(async () => {
  forgetSuggestions();
  await setLanguage("en", { remember: false });
});

describe("the header's search box", () => {
  it("suggests as the customer types, asks once per settled text, and searches the one chosen by keyboard", async () => {
    const { requests } = mockFetch(() => reply("GET /find/suggest", SUGGESTIONS));
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole("combobox", { name: "Find in nearby shops" });
    await user.type(box, "aata");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "AttaCategory",
      "AashirvaadBrand",
      "Aashirvaad Whole Wheat Atta",
    ]);
    expect(box).toHaveAttribute("aria-expanded", "true");
    const asked = requests.filter((r) => r.url.startsWith("/user/find/suggest"));
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toContain("q=aata");

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[2].id);
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/find?q=Aashirvaad%20Whole%20Wheat%20Atta");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape, keeps answers it has, and shows category names in Hindi", async () => {
    const { requests } = mockFetch(() => reply("GET /find/suggest", SUGGESTIONS));
    await setLanguage("hi", { remember: false });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole("combobox");
    await user.type(box, "आटा");
    expect(await screen.findByRole("option", { name: /आटा/ })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.clear(box);
    await user.type(box, "आटा");
    expect(await screen.findByRole("option", { name: /आटा/ })).toBeVisible();
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith("/user/find/suggest"))).toHaveLength(1));
  });

  it("names a product by its Hindi name in Hindi, and searches its name as written", async () => {
    mockFetch(() =>
      reply("GET /find/suggest", [
        { kind: "brand", text: "Amul" },
        { kind: "product", text: "Amul Toned Milk", text_hi: "अमूल टोंड दूध" },
        { kind: "product", text: "Amul Gold Milk" },
      ]),
    );
    await setLanguage("hi", { remember: false });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole("combobox");
    await user.type(box, "दूध");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.firstChild?.textContent)).toEqual(["Amul", "अमूल टोंड दूध", "Amul Gold Milk"]);
    await user.click(options[1]);
    expect(screen.getByTestId("where")).toHaveTextContent("/find?q=Amul%20Toned%20Milk");
  });

  it("suggests for a two-letter Hindi word whose vowel is a sign on its letter (घी)", async () => {
    const ghee: Suggestion[] = [{ kind: "product", text: "Amul Pure Cow Ghee" }];
    const { requests } = mockFetch(() => reply("GET /find/suggest", ghee));
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole("combobox"), "घी");
    expect(await screen.findByRole("option", { name: "Amul Pure Cow Ghee" })).toBeVisible();
    const asked = requests.filter((r) => r.url.startsWith("/user/find/suggest"));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0].url, "http://t").searchParams.get("q")).toBe("घी");
  });

  it("asks nothing for one letter, and still searches on Enter when suggestions fail", async () => {
    const { requests } = mockFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole("combobox");
    await user.type(box, "a");
    await new Promise((r) => setTimeout(r, 300));
    // No suggestion asked (another test's late calls, e.g. a catalogue load, may still land here).
    expect(requests.filter((r) => r.url.startsWith("/user/find/suggest"))).toHaveLength(0);
    await user.type(box, "tta{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/find?q=atta");
    expect(screen.queryByRole("option")).toBeNull();
  });
});
