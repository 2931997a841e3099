import { describe, expect, it } from "vitest";
import { runSaga, type SagaIterator } from "redux-saga";
import type { UnknownAction } from "@reduxjs/toolkit";
import { loggedOut, savedAddressChoiceCleared, sessionExpired } from "@/app/events";
import { ERROR_CODE } from "@contract/errors";
import { failure, reply } from "@/testing/fake-api";
import { mockFetch } from "@/testing/mock-fetch";
import { adsWorker, countWorker } from "./sagas";
import type { AdInfo } from "@contract/ads";
import { adsFailed, adsLoaded, adsRequested, countLoaded } from "./slice";

const customer = { session: { guest: false, token: "customer-token" } };
const guest = { session: { guest: true, token: "guest-token" } };

async function run(saga: () => SagaIterator, state: object) {
  const dispatched: UnknownAction[] = [];
  const io = { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => state };
  await runSaga(io, saga).toPromise();
  return dispatched.map((a) => a.type);
}

describe("rewards sagas", () => {
  it("clears the saved address choice on an expired token, without logging out", async () => {
    mockFetch(() => failure(ERROR_CODE.TOKEN_EXPIRED, "Your session has expired.", { token: "expired" }));
    const types = await run(adsWorker, customer);
    expect(types).toEqual([adsRequested.type, savedAddressChoiceCleared.type, adsFailed.type]);
    expect(types).not.toContain(sessionExpired.type);
    expect(types).not.toContain(loggedOut.type);
  });

  it("neither fetches ads nor counts cards for a guest", async () => {
    const { requests } = mockFetch(() => ({ status: 500 }));
    expect(await run(adsWorker, guest)).toEqual([]);
    expect(await run(countWorker, guest)).toEqual([countLoaded.type]);
    expect(requests).toEqual([]);
  });

  it("still shows the ads when the cardInfo does not open (no cards)", async () => {
    const ad: AdInfo = {
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
    mockFetch(() =>
      reply("POST /ads/shopAds", { data: { cardInfo: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", adInfo: [ad] } }),
    );
    const dispatched: UnknownAction[] = [];
    await runSaga(
      { dispatch: (a: UnknownAction) => dispatched.push(a), getState: () => customer },
      adsWorker,
    ).toPromise();
    expect(dispatched).toEqual([adsRequested(), adsLoaded({ cards: [], ads: [ad] })]);
  });
});
