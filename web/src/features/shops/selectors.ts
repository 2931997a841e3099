import type { ShopsState } from "./slice";
import type { GroupKey } from "./discovery-slice";

type WithShops = { shops: ShopsState };

export const selectDiscovery = (state: WithShops) => state.shops.discovery;
export const selectDistanceKm = (state: WithShops) => state.shops.discovery.distanceKm;
export const selectGroup = (key: GroupKey) => (state: WithShops) => state.shops.discovery.groups?.[key] ?? null;
/** Every store id of the shops shown (at most 1000, nearest groups first), for their offers. */
export const selectNearbyStoreIds = (state: WithShops) => {
  const g = state.shops.discovery.groups;
  return g
    ? [...g.public.storesIds, ...g.private.storesIds, ...g.branded.storesIds, ...g.global.storesIds].slice(0, 1000)
    : [];
};

export const selectOffers = (state: WithShops) => state.shops.offers.list;
export const selectOffersState = (state: WithShops) => state.shops.offers;
export const selectOffersRequest = (state: WithShops) => state.shops.offers.request;
export const selectOfferCount = (state: WithShops) => state.shops.offers.list.length;
export const selectFind = (state: WithShops) => state.shops.find;
export const selectFrequent = (state: WithShops) => state.shops.find.frequent;
