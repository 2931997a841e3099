import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const home = (overrides: Record<string, unknown> = {}) => ({
  location: { type: "Point", coordinates: [77.5946, 12.9716] },
  address: {
    street: "12, 4th Cross, Indiranagar",
    area: "Indiranagar, Bengaluru",
    zipcode: "560038",
    landmark: "Near the metro",
  },
  is_default: false,
  type: "Home",
  ...overrides,
});
const add = (userId: string, deliveryAddress: unknown) =>
  api().post("/user/profile/address/add").set(customerAuth(t.app, userId)).send({ deliveryAddress });
const editAddr = (userId: string, id: string, deliveryAddress: unknown) =>
  api().post("/user/profile/address/edit").set(customerAuth(t.app, userId)).send({ id, deliveryAddress });
const remove = (userId: string, id: string) =>
  api().delete("/user/profile/address/delete").set(customerAuth(t.app, userId)).send({ id });
const addresses = async (userId: string) =>
  (await api().get("/user/profile/view").set(customerAuth(t.app, userId))).body.data.address as {
    id: string;
    type: string;
    is_default: boolean;
  }[];

describe("POST /user/profile/address/add", () => {
  it("saves an address in the spec's shape; the first one is the default", async () => {
    const c = await createCustomer(t.db);
    const res = await add(c.id, home());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Address saved successfully.");
    expect(res.body.data).toEqual({
      id: expect.any(String),
      type: "Home",
      location: { type: "Point", coordinates: [77.5946, 12.9716] },
      address: {
        street: "12, 4th Cross, Indiranagar",
        area: "Indiranagar, Bengaluru",
        zipcode: "560038",
        landmark: "Near the metro",
      },
      is_default: true,
    });
    expect(await addresses(c.id)).toHaveLength(1);
  });

  it("keeps one default at a time", async () => {
    const c = await createCustomer(t.db);
    const first = (await add(c.id, home())).body.data;
    const second = (await add(c.id, home({ type: "Work", is_default: true }))).body.data;
    const third = (await add(c.id, home({ type: "Gym" }))).body.data;
    expect(third.is_default).toBe(false);
    const list = await addresses(c.id);
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
    expect(list.find((a) => a.id === first.id)?.is_default).toBe(false);
  });

  it("takes a landmark as optional", async () => {
    const c = await createCustomer(t.db);
    const res = await add(c.id, home({ address: { street: "1 MG Road", area: "Kochi", zipcode: "682001" } }));
    expect(res.status).toBe(200);
    expect(res.body.data.address).toEqual({ street: "1 MG Road", area: "Kochi", zipcode: "682001" });
  });

  it("refuses a type already used (case-insensitive) so the client can offer to overwrite", async () => {
    const c = await createCustomer(t.db);
    await add(c.id, home());
    const res = await add(c.id, home({ type: "home" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "ADDRESS_TYPE_EXISTS",
      message: "You already have an address saved as Home.",
    });
  });

  it.each([
    [
      "a blank street",
      { address: { street: " ", area: "Pune", zipcode: "411001" } },
      "House no, Flat, Street is required",
    ],
    ["a blank area", { address: { street: "5 FC Road", area: "", zipcode: "411001" } }, "Location is required"],
    ["unset coordinates", { location: { type: "Point", coordinates: [0, 0] } }, "Location is required"],
    ["a blank zipcode", { address: { street: "5 FC Road", area: "Pune", zipcode: "" } }, "Zipcode is required"],
    ["a malformed zipcode", { address: { street: "5 FC Road", area: "Pune", zipcode: "41100" } }, "Invalid zipcode."],
    ["no type", { type: "" }, "Please select a type"],
    ["a missing type", { type: undefined }, "Please select a type"],
  ])("refuses %s with the spec's message", async (_what, overrides, message) => {
    const c = await createCustomer(t.db);
    const res = await add(c.id, home(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses a missing deliveryAddress and coordinates out of range", async () => {
    const c = await createCustomer(t.db);
    expect((await api().post("/user/profile/address/add").set(customerAuth(t.app, c.id)).send({})).status).toBe(400);
    const bad = await add(c.id, home({ location: { type: "Point", coordinates: [200, 12] } }));
    expect(bad.status).toBe(400);
  });

  it("caps the number of saved addresses", async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 20; i += 1) expect((await add(c.id, home({ type: `Place ${i}` }))).status).toBe(200);
    const res = await add(c.id, home({ type: "One too many" }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ADDRESS_LIMIT");
  });

  it("is closed to guests", async () => {
    const res = await api().post("/user/profile/address/add").set(guestAuth(t.app)).send({ deliveryAddress: home() });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("LOGIN_REQUIRED");
  });
});

describe("POST /user/profile/address/edit", () => {
  it("updates the caller's address", async () => {
    const c = await createCustomer(t.db);
    const saved = (await add(c.id, home())).body.data;
    const res = await editAddr(
      c.id,
      saved.id,
      home({ address: { street: "Flat 9, Lake View", area: "Indiranagar, Bengaluru", zipcode: "560038" } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: saved.id,
      type: "Home",
      address: { street: "Flat 9, Lake View" },
      is_default: true,
    });
    expect(res.body.data.address.landmark).toBeUndefined();
  });

  it("moves the default when another address is made default", async () => {
    const c = await createCustomer(t.db);
    const a = (await add(c.id, home())).body.data;
    const b = (await add(c.id, home({ type: "Work" }))).body.data;
    await editAddr(c.id, b.id, home({ type: "Work", is_default: true }));
    const list = await addresses(c.id);
    expect(list.find((x) => x.id === a.id)?.is_default).toBe(false);
    expect(list.find((x) => x.id === b.id)?.is_default).toBe(true);
  });

  it("refuses a type another of the caller's addresses uses", async () => {
    const c = await createCustomer(t.db);
    await add(c.id, home());
    const work = (await add(c.id, home({ type: "Work" }))).body.data;
    const res = await editAddr(c.id, work.id, home({ type: "HOME" }));
    expect(res.status).toBe(409);
  });

  it("validates like add", async () => {
    const c = await createCustomer(t.db);
    const saved = (await add(c.id, home())).body.data;
    const res = await editAddr(c.id, saved.id, home({ address: { street: "", area: "x", zipcode: "560038" } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("House no, Flat, Street is required");
  });
});

describe("DELETE /user/profile/address/delete", () => {
  it("deletes the caller's address and promotes another to default", async () => {
    const c = await createCustomer(t.db);
    const a = (await add(c.id, home())).body.data;
    const b = (await add(c.id, home({ type: "Work" }))).body.data;
    const res = await remove(c.id, a.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Address deleted successfully." });
    expect(await addresses(c.id)).toEqual([expect.objectContaining({ id: b.id, is_default: true })]);
    expect((await remove(c.id, a.id)).status).toBe(404);
  });

  it("requires an id", async () => {
    const c = await createCustomer(t.db);
    const res = await api().delete("/user/profile/address/delete").set(customerAuth(t.app, c.id)).send({});
    expect(res.status).toBe(400);
  });
});

describe("one customer's addresses are theirs alone", () => {
  it("another customer cannot read, edit or delete them (404, nothing changes)", async () => {
    const owner = await createCustomer(t.db);
    const intruder = await createCustomer(t.db);
    const saved = (await add(owner.id, home())).body.data;

    expect(await addresses(intruder.id)).toEqual([]);

    const edited = await editAddr(intruder.id, saved.id, home({ type: "Stolen" }));
    expect(edited.status).toBe(404);
    expect(edited.body.code).toBe("ADDRESS_NOT_FOUND");

    const deleted = await remove(intruder.id, saved.id);
    expect(deleted.status).toBe(404);
    expect(deleted.body.code).toBe("ADDRESS_NOT_FOUND");

    const ownerList = await addresses(owner.id);
    expect(ownerList).toEqual([expect.objectContaining({ id: saved.id, type: "Home" })]);
  });

  it("guests cannot edit or delete", async () => {
    const owner = await createCustomer(t.db);
    const saved = (await add(owner.id, home())).body.data;
    expect(
      (
        await api()
          .post("/user/profile/address/edit")
          .set(guestAuth(t.app))
          .send({ id: saved.id, deliveryAddress: home() })
      ).status,
    ).toBe(401);
    expect(
      (await api().delete("/user/profile/address/delete").set(guestAuth(t.app)).send({ id: saved.id })).status,
    ).toBe(401);
  });
});
