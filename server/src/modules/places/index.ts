// /user/places: autocomplete, reverse geocoding and geocoding through the places adapter.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract/common";
import {
  autocompleteData,
  autocompleteQuery,
  geocodeQuery,
  mapTilesData,
  place,
  reverseData,
  reverseQuery,
} from "../../contract/places";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { Place, Suggestion } from "../../adapters/places";

const toPoint = (l: { lat: number; lng: number }) => ({
  type: "Point" as const,
  coordinates: [l.lng, l.lat] as [number, number],
});

const suggestionWire = (s: Suggestion) => ({
  place_id: s.placeId,
  kind: s.kind,
  main_text: s.mainText,
  secondary_text: s.secondaryText,
  description: s.description,
  location: toPoint(s.location),
});

const placeWire = (p: Place) => ({
  place_id: p.placeId,
  street: p.street,
  area: p.area,
  city: p.city,
  state: p.state,
  zipcode: p.zipcode,
  description: p.description,
  location: toPoint(p.location),
});

const places: FastifyPluginAsyncZod = async (app) => {
  const provider = () => app.ctx.adapters.places;

  // Outside tests the index is built in the background once the app is ready, so the first
  // user's query does not pay for it (tests build it on first use, once per process).
  app.addHook("onReady", async () => {
    if (app.ctx.config.env !== "test") setImmediate(() => void provider().warmUp?.());
  });

  app.get(
    "/tiles",
    {
      schema: {
        tags: ["Places"],
        summary: "The map tiles under the delivery map",
        description: "tiles_url is null when this server names no tile server (MAP_TILES_URL): the map draws without tiles.",
        response: { 200: envelope(mapTilesData) },
      },
    },
    async () => {
      const tiles = app.ctx.config.mapTiles;
      return {
        success: true as const,
        data: { tiles_url: tiles?.url ?? null, attribution: tiles?.attribution ?? "" },
      };
    },
  );

  app.get(
    "/autocomplete",
    {
      preHandler: app.requireToken,
      schema: { querystring: autocompleteQuery, response: { 200: envelope(autocompleteData) } },
    },
    async (req) => {
      const suggestions = await provider().autocomplete(req.query.q);
      return { success: true as const, data: { suggestions: suggestions.map(suggestionWire) } };
    },
  );

  app.get(
    "/reverse",
    { preHandler: app.requireToken, schema: { querystring: reverseQuery, response: { 200: envelope(reverseData) } } },
    async (req) => {
      const found = await provider().reverse(req.query.lat, req.query.lng);
      return { success: true as const, data: found ? placeWire(found) : null };
    },
  );

  app.get(
    "/geocode",
    { preHandler: app.requireToken, schema: { querystring: geocodeQuery, response: { 200: envelope(place) } } },
    async (req) => {
      const p = provider();
      const found = p.geocode ? await p.geocode(req.query.place_id) : null;
      if (!found) throw new AppError(ERROR_CODE.PLACE_NOT_FOUND);
      return { success: true as const, data: placeWire(found) };
    },
  );
};

export default places;
