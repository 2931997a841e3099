// The store settings' delivery area editor against a stand-in of its calls: the points list edits
// the outline from the keyboard, GeoJSON pasted in is imported, a refused outline shows the
// server's message at the list, and the area is sent as a GeoJSON Feature.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConsoleAreaAnswer } from "@contract/delivery-area";
import { renderWithApp } from "@/testing/render";
import { storeApi } from "./store-api";
import { AreaPanel } from "./area-panel";
import { readGeoJson } from "./area-geo";

vi.mock("./store-api", async (original) => {
  const real = await original<typeof import("./store-api")>();
  const fns = Object.fromEntries(Object.keys(real.storeApi).map((k) => [k, vi.fn()]));
  return { ...real, storeApi: fns };
});
const api = storeApi as unknown as Record<keyof typeof storeApi, ReturnType<typeof vi.fn>>;

const STORE = [77.6245, 12.9352] as [number, number];
const answer = (ring: [number, number][] | null): ConsoleAreaAnswer => ({
  area: {
    type: "Feature",
    geometry: ring ? { type: "Polygon", coordinates: [[...ring, ring[0]]] } : null,
    properties: {
      pincodes_in: [],
      pincodes_out: [],
      store_id: "st1",
      store_name: "Store 1",
      store: STORE,
      radius_km: 5,
    },
  },
  recent_points: [[77.63, 12.94]],
});

beforeEach(() => {
  vi.resetAllMocks();
  api.stores.mockResolvedValue([
    { store_id: "st1", store_key: "GALLI-STORE-0001", name: "Store 1", area: "Koramangala", shop_id: "sh1", shop_name: "Mart" },
  ]);
  api.area.mockResolvedValue(answer(null));
});

async function panel() {
  renderWithApp(<AreaPanel shopId="sh1" />);
  return (await screen.findByRole("heading", { name: "Delivery area" }, { timeout: 5000 })).closest("section")!;
}

describe("delivery area editor", () => {
  it("draws from the keyboard: adds points, edits one, removes one, saves a GeoJSON Feature", async () => {
    const section = await panel();
    expect(await within(section).findByText("Delivers within 5 km of the store (no area drawn).")).toBeTruthy();
    expect(within(section).getByRole("img", { name: /5 km delivery radius.*1 recent deliveries.*0 points/ })).toBeTruthy();
    for (let i = 0; i < 4; i++) await userEvent.click(within(section).getByRole("button", { name: "Add a point" }));
    const lat1 = within(section).getByLabelText("Point 1 latitude");
    await userEvent.clear(lat1);
    await userEvent.type(lat1, "12.94");
    await userEvent.tab();
    await userEvent.click(within(section).getByRole("button", { name: "Remove point 4" }));
    await userEvent.type(within(section).getByLabelText(/never delivered to/), "560001, 560002");
    api.saveArea.mockImplementation(async (_s: string, _st: string, body: ConsoleAreaAnswer["area"]) => ({
      ...answer(null).area,
      geometry: body.geometry,
    }));
    await userEvent.click(within(section).getByRole("button", { name: "Save delivery area" }));
    await waitFor(() => expect(api.saveArea).toHaveBeenCalled());
    const [, , body] = api.saveArea.mock.calls[0];
    expect(body.type).toBe("Feature");
    const ring = body.geometry.coordinates[0];
    expect(ring).toHaveLength(4); // three points, closed
    expect(ring[0][1]).toBe(12.94);
    expect(ring[3]).toEqual(ring[0]);
    expect(body.properties).toEqual({ pincodes_in: [], pincodes_out: ["560001", "560002"] });
    expect(await within(section).findByRole("status")).toHaveTextContent("Delivery area saved.");
  });

  it("shows a refused outline's message at the list of points", async () => {
    api.area.mockResolvedValue(answer([[77.62, 12.93], [77.63, 12.94], [77.63, 12.93], [77.62, 12.94]]));
    api.saveArea.mockRejectedValue({
      message: "The delivery area's outline crosses itself. Move or remove a point so its edges do not cross.",
      errors: [{ path: "geometry.coordinates", message: "The delivery area's outline crosses itself. Move or remove a point so its edges do not cross." }],
    });
    const section = await panel();
    await userEvent.click(await within(section).findByRole("button", { name: "Save delivery area" }));
    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("crosses itself");
    expect(within(section).getByRole("group", { name: "Points of the area" })).toHaveAttribute("aria-invalid", "true");
  });

  it("imports pasted GeoJSON and clears the area", async () => {
    const section = await panel();
    await userEvent.click(await within(section).findByText("Import GeoJSON"));
    const text = JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Polygon", coordinates: [[[77.62, 12.93], [77.63, 12.93], [77.63, 12.94], [77.62, 12.93]]] },
          properties: { pincodes_in: ["560095"] },
        },
      ],
    });
    await userEvent.click(within(section).getByLabelText("Paste GeoJSON"));
    await userEvent.paste(text);
    await userEvent.click(within(section).getByRole("button", { name: "Import pasted GeoJSON" }));
    expect(within(section).getByRole("status")).toHaveTextContent("Imported 3 points.");
    expect(within(section).getByLabelText(/always delivered to/)).toHaveValue("560095");
    expect(within(section).getByLabelText("Point 3 latitude")).toHaveValue(12.94);
    await userEvent.click(within(section).getByRole("button", { name: "Clear the area" }));
    expect(within(section).queryByLabelText("Point 1 latitude")).toBeNull();
  });
});

describe("readGeoJson", () => {
  it("reads a Polygon, a Feature or a FeatureCollection, and nothing else", () => {
    const poly = { type: "Polygon", coordinates: [[[1, 2], [3, 4], [5, 6], [1, 2]]] };
    expect(readGeoJson(JSON.stringify(poly))?.ring).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(readGeoJson(JSON.stringify({ type: "Feature", geometry: poly, properties: null }))?.ring).toHaveLength(3);
    expect(readGeoJson("not json")).toBeNull();
    expect(readGeoJson(JSON.stringify({ type: "Point", coordinates: [1, 2] }))).toBeNull();
  });
});
