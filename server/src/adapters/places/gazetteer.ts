// The offline PlacesProvider: ranked prefix search over localities, cities and pincodes, and the
// nearest locality to a point. The index is built once per process, on first use or warmUp().
import { buildGazetteer, type Entry, type Gazetteer, type Postings } from "./gazetteer-build";
import { normalize } from "./text";
import { MAX_SUGGESTIONS, type Place, type PlacesProvider, type Suggestion } from "./types";

/** Beyond this distance from every known locality a point is not named. */
export const REVERSE_MAX_METERS = 50_000;
const MAX_TOKENS = 8;

let index: Gazetteer | null = null;
/** Answers to the shortest queries (1-2 characters), which match the most entries and repeat most. */
const shortAnswers = new WeakMap<Gazetteer, Map<string, Suggestion[]>>();
const SHORT_QUERY = 2;

export function gazetteer(): Gazetteer {
  if (!index) {
    const built = buildGazetteer();
    // The 36 single characters are the slowest queries (thousands of candidates): answer them now.
    for (const ch of "abcdefghijklmnopqrstuvwxyz0123456789") searchGazetteer(built, ch);
    index = built;
  }
  return index;
}

/** Entries having a word that starts with `prefix`: one contiguous run of the sorted words. */
function withPrefix(p: Postings, prefix: string, out: Candidates) {
  let lo = 0;
  let hi = p.words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (p.words[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < p.words.length && p.words[i].startsWith(prefix); i++) for (const e of p.entries[i]) out.add(e);
}

/** A set of entry indexes without allocation per query: a stamp per entry marks membership. */
class Candidates {
  private static stamps = new Uint32Array(0);
  private static stamp = 0;
  readonly list: number[] = [];
  constructor(size: number) {
    if (Candidates.stamps.length < size) Candidates.stamps = new Uint32Array(size);
    if (++Candidates.stamp === 0xffffffff) {
      Candidates.stamps.fill(0);
      Candidates.stamp = 1;
    }
  }
  add(i: number) {
    if (Candidates.stamps[i] === Candidates.stamp) return;
    Candidates.stamps[i] = Candidates.stamp;
    this.list.push(i);
  }
  get size() {
    return this.list.length;
  }
}

const hasPrefix = (list: string[], token: string) => list.some((w) => w.startsWith(token));

/** How well an entry answers the query; 0 when some token matches nothing of it. */
function score(e: Entry, query: string, tokens: string[]): number {
  let base: number;
  if (e.nameNorm === query) base = 1000;
  else if (e.nameNorm.startsWith(query)) base = 800;
  else {
    let inName = 0;
    for (const t of tokens) {
      if (hasPrefix(e.nameWords, t)) inName++;
      else if (!hasPrefix(e.contextWords, t)) return 0;
    }
    if (inName === tokens.length) base = e.nameWords[0].startsWith(tokens[0]) ? 600 : 500;
    else if (inName > 0) base = e.nameWords[0].startsWith(tokens[0]) ? 450 : 350;
    else base = 100; // matched only by city, state or pincode
  }
  return base + e.weight;
}

const pincodeQuery = (tokens: string[]) => tokens.length === 1 && /^\d+$/.test(tokens[0]);

function toSuggestion(e: Entry): Suggestion {
  const where = e.kind === "city" ? e.state : `${e.city}, ${e.state} ${e.pincode}`;
  return {
    placeId: e.placeId,
    kind: e.kind,
    mainText: e.name,
    secondaryText: where,
    description: `${e.name}, ${where}`,
    location: { lat: e.lat, lng: e.lng },
  };
}

function toPlace(e: Entry): Place {
  const isCity = e.kind === "city";
  return {
    placeId: e.placeId,
    street: isCity ? "" : e.name,
    area: isCity ? e.name : e.area || e.city,
    city: e.city,
    state: e.state,
    zipcode: e.pincode,
    description: isCity ? `${e.name}, ${e.state}` : `${e.name}, ${e.city}, ${e.state} ${e.pincode}`,
    location: { lat: e.lat, lng: e.lng },
  };
}

export function searchGazetteer(g: Gazetteer, q: string): Suggestion[] {
  const query = normalize(q);
  if (!query) return [];
  if (query.length <= SHORT_QUERY) {
    let answers = shortAnswers.get(g);
    if (!answers) shortAnswers.set(g, (answers = new Map()));
    const known = answers.get(query);
    if (known) return known;
    const answer = rank(g, query);
    answers.set(query, answer);
    return answer;
  }
  return rank(g, query);
}

function rank(g: Gazetteer, query: string): Suggestion[] {
  const tokens = query.split(" ").slice(0, MAX_TOKENS);
  const pinOnly = pincodeQuery(tokens);
  if (pinOnly && tokens[0].length > 6) return [];
  // Candidates come from the longest (most selective) token's matches among names, or, for a
  // pincode or a query naming only a city or state, among the context words.
  const key = tokens.reduce((a, b) => (b.length > a.length ? b : a));
  const candidates = new Candidates(g.entries.length);
  if (!pinOnly) withPrefix(g.names, key, candidates);
  if (candidates.size < MAX_SUGGESTIONS) withPrefix(g.context, key, candidates);

  const best: { e: Entry; s: number }[] = [];
  const better = (a: { e: Entry; s: number }, b: { e: Entry; s: number }) =>
    a.s !== b.s ? a.s > b.s : pinOnly ? a.e.pincode < b.e.pincode : a.e.name < b.e.name;
  for (const i of candidates.list) {
    const e = g.entries[i];
    let s: number;
    if (pinOnly)
      s = e.kind === "locality" && e.pincode.startsWith(tokens[0]) ? (e.pincode === tokens[0] ? 700 : 400) : 0;
    else s = score(e, query, tokens);
    if (s <= 0) continue;
    const item = { e, s };
    if (best.length === MAX_SUGGESTIONS && !better(item, best[best.length - 1])) continue;
    let at = best.length;
    while (at > 0 && better(item, best[at - 1])) at--;
    best.splice(at, 0, item);
    if (best.length > MAX_SUGGESTIONS) best.pop();
  }
  return best.map((b) => toSuggestion(b.e));
}

const toRad = (d: number) => (d * Math.PI) / 180;

/** The nearest locality within REVERSE_MAX_METERS (a linear scan of ~19k points: well under 1 ms). */
export function nearestLocality(g: Gazetteer, lat: number, lng: number): { entry: Entry; meters: number } | null {
  const cosLat = Math.cos(toRad(lat));
  let best: Entry | null = null;
  let bestD = Infinity;
  for (const e of g.localities) {
    const dy = e.lat - lat;
    const dx = (e.lng - lng) * cosLat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = e;
    }
  }
  if (!best) return null;
  const meters = Math.sqrt(bestD) * 111_195;
  return meters <= REVERSE_MAX_METERS ? { entry: best, meters } : null;
}

export function gazetteerPlaces(): PlacesProvider {
  return {
    name: "gazetteer",
    async autocomplete(q) {
      return searchGazetteer(gazetteer(), q);
    },
    async reverse(lat, lng) {
      const hit = nearestLocality(gazetteer(), lat, lng);
      return hit ? toPlace(hit.entry) : null;
    },
    async geocode(placeId) {
      const e = gazetteer().byId.get(placeId);
      return e ? toPlace(e) : null;
    },
    async warmUp() {
      gazetteer();
    },
  };
}
