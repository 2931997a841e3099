// The browser's GPS as a promise, with the one set of messages every location input shows.
import type { LatLng } from "@/lib/storage";

export const GPS_MESSAGES = {
  unsupported: "Your browser cannot share your location. Please type your location instead.",
  denied: "Location access is blocked. Allow it in your browser, or type your location instead.",
  unavailable: "Your location could not be found. Please type your location instead.",
} as const;

export const GPS_TIMEOUT_MS = 10_000;

export class GeolocationFailure extends Error {}

export function currentPosition(timeoutMs = GPS_TIMEOUT_MS): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    const geo = typeof navigator !== "undefined" ? navigator.geolocation : undefined;
    if (!geo) {
      reject(new GeolocationFailure(GPS_MESSAGES.unsupported));
      return;
    }
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new GeolocationFailure(e.code === 1 ? GPS_MESSAGES.denied : GPS_MESSAGES.unavailable)),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
