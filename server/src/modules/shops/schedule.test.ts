// The shop's own schedule (store settings: closure switch, weekly hours, holidays) closes its tile
// for customers, through the tile index and the answer cache, at the minute it should.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../../testing/app";
import { KORAMANGALA, destination, merchant, point, shopWithStores } from "./test-fixtures";

let t: TestApp;
let auth: Record<string, string>;
let shopId = "";
let privateId = "";
let now = new Date("2026-11-30T10:00:00+05:30"); // a Monday
const india = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const hours = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: day !== 0, from: 540, to: 1260 })));

const body = {
  searchLocation: point(KORAMANGALA),
  deliveryLocation: point(destination(KORAMANGALA, 0, 300)),
  maxDistance: 5000,
};
async function tile(id: string, group: "public" | "private" = "public") {
  const path = group === "public" ? "/user/category/view/location" : "/user/category/v2/view/location/private";
  const res = await request(t.app.server)
    .post(path)
    .set(auth)
    .send(group === "public" ? { ...body, type: 1 } : body);
  expect(res.status).toBe(200);
  return (res.body.data.shops as { _id: string; is_open: boolean; private_is_open: boolean }[]).find(
    (s) => s._id === id,
  )!;
}

beforeAll(async () => {
  t = await testApp({ now: () => now });
  auth = guestAuth(t.app);
  const m = await merchant(t.db);
  shopId = (await shopWithStores(t.db, m.id, { name: "Hours Kirana", group: "public", stores: [[0, 500]] })).shop.id;
  privateId = (
    await shopWithStores(t.db, m.id, {
      name: "Hours Private",
      group: "private",
      stores: [[10, 800]],
      uniqueId: "hours-private",
      privateIsOpen: true,
    })
  ).shop.id;
});
afterAll(async () => t.close());

describe("shop tiles and the shop's own schedule", () => {
  it("shows the shop closed at once when the closure switch is on, and open again when it is off", async () => {
    expect((await tile(shopId)).is_open).toBe(true);
    await t.db.shop.update({ where: { id: shopId }, data: { temporarilyClosed: true } });
    expect((await tile(shopId)).is_open).toBe(false);
    await t.db.shop.update({ where: { id: privateId }, data: { temporarilyClosed: true } });
    expect(await tile(privateId, "private")).toMatchObject({ is_open: false, private_is_open: false });
    await t.db.shop.updateMany({ where: { id: { in: [shopId, privateId] } }, data: { temporarilyClosed: false } });
    expect((await tile(shopId)).is_open).toBe(true);
    expect((await tile(privateId, "private")).private_is_open).toBe(true);
  });

  it("opens and closes with the weekly hours as the clock moves (cached answers included)", async () => {
    await t.db.shop.update({ where: { id: shopId }, data: { weeklyHours: hours } });
    now = india("2026-11-30", "10:00");
    expect((await tile(shopId)).is_open).toBe(true);
    now = india("2026-11-30", "21:00");
    expect((await tile(shopId)).is_open).toBe(false);
    now = india("2026-12-01", "09:00");
    expect((await tile(shopId)).is_open).toBe(true);
    now = india("2026-12-06", "12:00"); // Sunday: closed all day
    expect((await tile(shopId)).is_open).toBe(false);
  });

  it("is closed on a holiday and in the shop header too", async () => {
    await t.db.shop.update({ where: { id: shopId }, data: { holidays: JSON.stringify(["2026-12-25"]) } });
    now = india("2026-12-25", "12:00");
    expect((await tile(shopId)).is_open).toBe(false);
    const header = await request(t.app.server)
      .post("/user/product/view/public")
      .set(auth)
      .send({ category_id: shopId });
    expect(header.status).toBe(200);
    expect(header.body.data[0].is_open).toBe(false);
    now = india("2026-12-24", "12:00");
    expect((await tile(shopId)).is_open).toBe(true);
  });
});
