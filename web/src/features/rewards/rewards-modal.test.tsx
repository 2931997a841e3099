import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdInfo, ScratchCardInfo } from "@contract/ads";
import { CARD_CRYPTO } from "@contract/ads-constants";
import { sessionRestored } from "@/app/events";
import { rewardsOpened } from "@/app/ui-slice";
import { setLanguage } from "@/lib/i18n";
import { storedSearchCoordinates } from "@/lib/storage";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockRequest, type MockReply } from "@/testing/mock-fetch";
import { renderWithApp } from "@/testing/render";
import { RewardsModal } from "./components/rewards-modal";

const utf8 = new TextEncoder();

/** Seals like the server does (its own known-answer test proves the two agree). */
async function seal(cards: ScratchCardInfo[], token: string): Promise<string> {
  const material = await crypto.subtle.importKey("raw", utf8.encode(token), "HKDF", false, ["deriveKey"]);
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8.encode(CARD_CRYPTO.salt), info: utf8.encode(CARD_CRYPTO.info) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt"],
  );
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const body = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, utf8.encode(JSON.stringify(cards))),
  );
  const all = new Uint8Array([...iv, ...body]);
  return btoa(String.fromCharCode(...all));
}

const noPromo = { code_type: 0, code_value: 0, code_model: 0, promo_code: "", note: "" };
const cash = (id: string, rupees: number): ScratchCardInfo => ({
  _id: id,
  card_type: 1,
  reward_info: { random_cost: rupees },
  promo_info: noPromo,
  titlemsg: "",
});
const promo: ScratchCardInfo = {
  _id: "promo",
  card_type: 2,
  reward_info: { random_cost: 0 },
  promo_info: { code_type: 2, code_value: 50, code_model: 1, promo_code: "SCRATCH50", note: "On orders above ₹ 300" },
  titlemsg: "",
};
const textAd: AdInfo = {
  ad_type: 2,
  ad_id: "ad-text",
  unique_id: "koramangala-kitchen",
  shop_name: "Koramangala Kitchen",
  private_icon: "shops/kk.jpg",
  category_id: "shop-1",
  stores: ["store-1"],
  text_ad_info: { ad_content: "Fresh dosa batter every morning" },
  banner_ad_info: { image: "", height: 0, width: 0 },
};
const bannerAd: AdInfo = {
  ...textAd,
  ad_type: 1,
  ad_id: "ad-banner",
  unique_id: "",
  shop_name: "Indiranagar Bakes",
  banner_ad_info: { image: "ads/b.png", width: 600, height: 200 },
};

type Route = (r: MockRequest) => MockReply | Promise<MockReply> | undefined;

function server(cards: ScratchCardInfo[], extra: Route = () => undefined) {
  return mockFetch(async (r) => {
    const answer = await extra(r);
    if (answer) return answer;
    if (r.url === "/user/ads/count") return reply("POST /ads/count", { count: cards.length });
    if (r.url === "/user/ads/shopAds") {
      const token = r.headers.Authorization.replace("Bearer ", "");
      return reply("POST /ads/shopAds", {
        data: { cardInfo: await seal(cards, token), adInfo: [bannerAd, textAd] },
      });
    }
    if (r.url === "/user/ads/accept") {
      const card = cards.find((c) => c._id === (r.body as { _id: string })._id)!;
      return reply(
        "POST /ads/accept",
        { _id: card._id, card_type: card.card_type, credited: card.reward_info.random_cost, balance: 25 },
        "ok",
      );
    }
    if (r.url === "/user/ads/clickAd") return reply("POST /ads/clickAd", { counted: true });
    return failure(ERROR_CODE.NOT_FOUND, "No route.");
  });
}

function openModal() {
  const view = renderWithApp(<RewardsModal />, { path: "/home" });
  act(() => {
    view.store.dispatch(sessionRestored(customerSession));
    view.store.dispatch(rewardsOpened());
  });
  return view;
}

beforeEach(() => {
  // jsdom has no 2D canvas: the card then reveals on the first touch's release.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe("the rewards modal", () => {
  it("fetches the cards with the customer's token and the stored location, and opens them", async () => {
    storedSearchCoordinates.set({ lat: 12.9784, lng: 77.6408 });
    const { requests } = server([cash("win", 25)]);
    openModal();
    expect(await screen.findByText("Swipe the above card to see your reward")).toBeVisible();
    const ads = requests.find((r) => r.url === "/user/ads/shopAds")!;
    expect(ads.headers.Authorization).toBe("Bearer customer-token");
    expect(ads.body).toEqual({
      searchLocation: { type: "Point", coordinates: [77.6408, 12.9784] },
      deliveryLocation: { type: "Point", coordinates: [0, 0] },
      maxDistance: 5000,
    });
  });

  it("activates the card on the first touch and shows the cash won", async () => {
    const { requests } = server([cash("win", 25), cash("lose", 0)]);
    const { store } = openModal();
    const canvas = await screen.findByRole("img", { name: "Scratch card" });
    fireEvent.pointerDown(canvas, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 50, clientY: 50, pointerId: 1 });
    fireEvent.pointerDown(canvas, { clientX: 60, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(await screen.findByText("You've Won ₹ 25")).toBeVisible();
    expect(screen.getByText("Added to your Galli Cash")).toBeVisible();
    const accepts = requests.filter((r) => r.url === "/user/ads/accept");
    expect(accepts).toHaveLength(1);
    expect(accepts[0].body).toEqual({ _id: "win" });
    await waitFor(() => expect(store.getState().rewards.count).toBe(2));

    await userEvent.click(screen.getByRole("button", { name: "Next card" }));
    await userEvent.click(screen.getByRole("button", { name: "Reveal my reward" }));
    expect(await screen.findByText("Better Luck Next Time")).toBeVisible();
  });

  it("shows a promo card's offer", async () => {
    server([promo]);
    openModal();
    await userEvent.click(await screen.findByRole("button", { name: "Reveal my reward" }));
    expect(await screen.findByText("₹ 50 Cashback")).toBeVisible();
    expect(screen.getByText("SCRATCH50")).toBeVisible();
    expect(screen.getByText("On orders above ₹ 300")).toBeVisible();
  });

  it("speaks Hindi on the card and its result", async () => {
    await setLanguage("hi");
    try {
      server([cash("win", 25)]);
      openModal();
      expect(await screen.findByRole("img", { name: "स्क्रैच कार्ड" })).toBeVisible();
      await userEvent.click(screen.getByRole("button", { name: "मेरा रिवॉर्ड दिखाएँ" }));
      expect(await screen.findByText("आपने ₹ 25 जीते")).toBeVisible();
      expect(screen.getByText("आपके Galli Cash में जोड़ दिया गया")).toBeVisible();
    } finally {
      await setLanguage("en");
      window.localStorage.removeItem("galli:language");
    }
  });

  it("shows a card scratched before without an error", async () => {
    server([cash("win", 25)], (r) =>
      r.url === "/user/ads/accept"
        ? failure(ERROR_CODE.CARD_ALREADY_SCRATCHED, "This card has already been scratched.")
        : undefined,
    );
    const { store } = openModal();
    await userEvent.click(await screen.findByRole("button", { name: "Reveal my reward" }));
    expect(await screen.findByText("You've Won ₹ 25")).toBeVisible();
    expect(screen.queryByText("Added to your Galli Cash")).not.toBeInTheDocument();
    // (Other features answer the restored session too; only this call's failure would be ours.)
    expect(store.getState().ui.apiError.message).not.toBe("This card has already been scratched.");
  });

  it("says rewards are unavailable when there are no cards", async () => {
    server([]);
    openModal();
    expect(await screen.findByText("Currently Rewards Unavailable")).toBeVisible();
  });

  it("says 'No rewards found!' when the fetch fails", async () => {
    server([], (r) =>
      r.url === "/user/ads/shopAds"
        ? failure(ERROR_CODE.INTERNAL, "Something went wrong. Please try again.")
        : undefined,
    );
    openModal();
    expect(await screen.findByText("No rewards found!")).toBeVisible();
  });

  it("counts an ad click, closes and opens the shop", async () => {
    const { requests } = server([cash("win", 25)]);
    const { store, location } = openModal();
    const ad = await screen.findByRole("link", { name: "Koramangala Kitchen Fresh dosa batter every morning" });
    expect(screen.getByRole("img", { name: "Indiranagar Bakes banner" })).toHaveAttribute(
      "src",
      "/user/ads/view/img?img=ads%2Fb.png&format=jpeg&width=440&height=147",
    );
    await userEvent.click(ad);
    await waitFor(() => expect(requests.some((r) => r.url === "/user/ads/clickAd")).toBe(true));
    expect(requests.find((r) => r.url === "/user/ads/clickAd")!.body).toEqual({ ad_id: "ad-text" });
    expect(location()).toBe("/koramangala-kitchen");
    expect(store.getState().ui.modal).toBeNull();
  });
});
