// Test double of the profile API: a stateful server for one customer, answering like the real one
// (envelopes, messages, 404 for ids it does not hold), and recording every request.
import { ERROR_CODE } from "@contract/errors";
import type { ProfileData, SavedAddress } from "@contract/profile";
import { sha256Hex } from "@/lib/password-hash";
import { STORAGE_KEYS } from "@/lib/storage";
import { failure, reply } from "@/testing/fake-api";
import { customerSession, mockFetch, type MockRequest } from "@/testing/mock-fetch";

export const OLD_PASSWORD = "Old#pass1";
export const EMAIL_CODE = "246810";

export const homeAddress: SavedAddress = {
  id: "addr-home",
  type: "Home",
  location: { type: "Point", coordinates: [77.5946, 12.9716] },
  address: { street: "12, 4th Cross", area: "Indiranagar, Bengaluru", zipcode: "560038", landmark: "Near the metro" },
  is_default: true,
};

/** A logged-in customer's session in local storage, as the session feature writes it. */
export function storeCustomerSession() {
  const s = customerSession;
  const entries: [string, string][] = [
    [STORAGE_KEYS.token, s.token],
    [STORAGE_KEYS.refreshToken, s.refresh_token ?? ""],
    [STORAGE_KEYS.guest, "false"],
    [STORAGE_KEYS.userName, s.user_name],
    [STORAGE_KEYS.newUser, String(s.new_user)],
    [STORAGE_KEYS.tokenExpiry, String(s.expiry)],
  ];
  for (const [key, value] of entries) window.localStorage.setItem(key, value);
}

export function fakeProfile(change: Partial<ProfileData> = {}): ProfileData {
  return {
    _id: "user-1",
    first_name: "Asha",
    last_name: "Verma",
    email: { id: "asha@example.in", is_verified: false },
    mobile: { dialing_code: "+91", number: "9876543210", is_verified: true },
    image: null,
    delivery_type: 1,
    address: [],
    ...change,
  };
}

export function fakeProfileServer(initial: ProfileData = fakeProfile()) {
  const profile: ProfileData = structuredClone(initial);
  let nextId = 1;
  const handler = ({ method, url, body }: MockRequest) => {
    const path = url.split("?")[0];
    const b = (body ?? {}) as Record<string, unknown>;
    if (method === "GET" && path === "/user/profile/view") return reply("GET /profile/view", profile);
    if (method === "POST" && path === "/user/profile/edit") {
      const e = b as { first_name?: string; last_name?: string; email?: { id: string }; mobile?: { number: string } };
      if (e.first_name !== undefined) profile.first_name = e.first_name;
      if (e.last_name !== undefined) profile.last_name = e.last_name;
      if (e.email) profile.email = { id: e.email.id.toLowerCase(), is_verified: false };
      if (e.mobile) profile.mobile = { ...profile.mobile, number: e.mobile.number, is_verified: false };
      return reply("POST /profile/edit", profile, "Profile updated successfully.");
    }
    if (method === "POST" && path === "/user/profile/email/otp")
      return reply("POST /profile/email/otp", undefined, `A verification code has been sent to ${profile.email.id}.`);
    if (method === "POST" && path === "/user/profile/email/verifyOTP") {
      if (b.otp !== EMAIL_CODE) return failure(ERROR_CODE.INVALID_CODE, "Invalid code.");
      profile.email.is_verified = true;
      return reply("POST /profile/email/verifyOTP", undefined, "Your email has been verified.");
    }
    if (method === "POST" && path === "/user/profile/image/change") {
      const file = body instanceof FormData ? body.get("image") : null;
      if (!(file instanceof File)) return failure(ERROR_CODE.IMAGE_REQUIRED, "Please choose an image file.");
      profile.image = "profile/abc123.webp";
      return reply("POST /profile/image/change", { image: profile.image }, "Profile photo updated.");
    }
    if (method === "POST" && path === "/user/profile/password/edit") {
      if (b.old_password !== sha256Hex(OLD_PASSWORD))
        return failure(ERROR_CODE.WRONG_OLD_PASSWORD, "Old password is incorrect.");
      return reply(
        "POST /profile/password/edit",
        { ...customerSession, token: "after-password-change", refresh_token: "new-family" },
        "Password changed successfully.",
      );
    }
    if (method === "POST" && (path === "/user/profile/address/add" || path === "/user/profile/address/edit")) {
      const d = b.deliveryAddress as {
        location: SavedAddress["location"];
        address: SavedAddress["address"];
        type: string;
        is_default: boolean;
      };
      const editing = path.endsWith("/edit") ? profile.address.find((x) => x.id === b.id) : null;
      if (path.endsWith("/edit") && !editing) return failure(ERROR_CODE.ADDRESS_NOT_FOUND, "Address not found.");
      const saved: SavedAddress = {
        id: editing?.id ?? `addr-${nextId++}`,
        type: d.type,
        location: d.location,
        address: d.address,
        is_default: d.is_default,
      };
      profile.address = editing
        ? profile.address.map((x) => (x.id === saved.id ? saved : x))
        : [...profile.address, saved];
      return editing
        ? reply("POST /profile/address/edit", saved, "Address updated successfully.")
        : reply("POST /profile/address/add", saved, "Address saved successfully.");
    }
    if (method === "DELETE" && path === "/user/profile/address/delete") {
      if (!profile.address.some((x) => x.id === b.id))
        return failure(ERROR_CODE.ADDRESS_NOT_FOUND, "Address not found.");
      profile.address = profile.address.filter((x) => x.id !== b.id);
      return reply("DELETE /profile/address/delete", undefined, "Address deleted successfully.");
    }
    if (method === "GET" && path === "/user/places/autocomplete") {
      return reply("GET /places/autocomplete", {
        suggestions: [
          {
            place_id: "in-560034",
            kind: "locality",
            main_text: "Koramangala",
            secondary_text: "Bengaluru, Karnataka",
            description: "Koramangala, Bengaluru, Karnataka",
            location: { type: "Point", coordinates: [77.6245, 12.9352] },
          },
        ],
      });
    }
    if (method === "GET" && path === "/user/places/geocode") {
      return reply("GET /places/geocode", {
        place_id: "in-560034",
        street: "",
        area: "Koramangala",
        city: "Bengaluru",
        state: "Karnataka",
        zipcode: "560034",
        description: "Koramangala, Bengaluru, Karnataka",
        location: { type: "Point", coordinates: [77.6245, 12.9352] },
      });
    }
    return failure(ERROR_CODE.NOT_FOUND, `No route for ${method} ${path}.`);
  };
  const { requests } = mockFetch(handler);
  return {
    profile,
    requests,
    of: (method: string, path: string) => requests.filter((r) => r.method === method && r.url.split("?")[0] === path),
  };
}
