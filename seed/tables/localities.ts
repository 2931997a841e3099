// Real localities with their pincodes and (approximate) centre coordinates.
export type Locality = {
  key: string;
  name: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  lng: number;
};

const rows: [string, string, string, string, number, number][] = [
  ["Koramangala", "Bengaluru", "Karnataka", "560034", 12.9352, 77.6245],
  ["Indiranagar", "Bengaluru", "Karnataka", "560038", 12.9784, 77.6408],
  ["HSR Layout", "Bengaluru", "Karnataka", "560102", 12.9116, 77.6474],
  ["Jayanagar", "Bengaluru", "Karnataka", "560041", 12.925, 77.5938],
  ["BTM Layout", "Bengaluru", "Karnataka", "560076", 12.9166, 77.6101],
  ["Whitefield", "Bengaluru", "Karnataka", "560066", 12.9698, 77.75],
  ["Andheri West", "Mumbai", "Maharashtra", "400053", 19.1364, 72.8296],
  ["Bandra West", "Mumbai", "Maharashtra", "400050", 19.0596, 72.8295],
  ["Powai", "Mumbai", "Maharashtra", "400076", 19.1176, 72.906],
  ["Connaught Place", "New Delhi", "Delhi", "110001", 28.6315, 77.2167],
  ["Lajpat Nagar", "New Delhi", "Delhi", "110024", 28.5677, 77.2433],
  ["Karol Bagh", "New Delhi", "Delhi", "110005", 28.6519, 77.1909],
  ["T. Nagar", "Chennai", "Tamil Nadu", "600017", 13.0418, 80.2341],
  ["Adyar", "Chennai", "Tamil Nadu", "600020", 13.0012, 80.2565],
  ["Banjara Hills", "Hyderabad", "Telangana", "500034", 17.4156, 78.4347],
  ["Madhapur", "Hyderabad", "Telangana", "500081", 17.4483, 78.3915],
  ["Kothrud", "Pune", "Maharashtra", "411038", 18.5074, 73.8077],
  ["Viman Nagar", "Pune", "Maharashtra", "411014", 18.5679, 73.9143],
];

const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const LOCALITIES: Locality[] = rows.map(([name, city, state, zipcode, lat, lng]) => ({
  key: keyOf(name),
  name,
  city,
  state,
  zipcode,
  lat,
  lng,
}));

export function locality(key: string): Locality {
  const l = LOCALITIES.find((x) => x.key === key);
  if (!l) throw new Error(`Unknown locality ${key}`);
  return l;
}

/** Street names to make addresses look local, per city. */
export const STREETS: Record<string, string[]> = {
  Bengaluru: [
    "80 Feet Road",
    "100 Feet Road",
    "5th Main Road",
    "17th Cross",
    "27th Main",
    "Sarjapur Road",
    "CMH Road",
    "9th Block Main Road",
  ],
  Mumbai: ["S.V. Road", "Linking Road", "Hill Road", "Hiranandani Gardens", "Lokhandwala Road", "Turner Road"],
  "New Delhi": ["Janpath", "Ring Road", "Arya Samaj Road", "Defence Colony Road", "Ajmal Khan Road", "Barakhamba Road"],
  Chennai: ["Usman Road", "Pondy Bazaar", "LB Road", "Gandhi Nagar 1st Main", "Ranganathan Street"],
  Hyderabad: ["Road No. 12", "Road No. 1", "Hitech City Road", "Ayyappa Society Road", "Kavuri Hills"],
  Pune: ["Paud Road", "Karve Road", "Viman Nagar Road", "Nagar Road", "DP Road"],
};
