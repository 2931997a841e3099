// A private shop's delivery-location input: place suggestions as you type, the device's location,
// saved addresses (choose or delete), and "Save address" for the chosen place.
import { useState } from "react";
import type { Suggestion } from "@contract/places";
import type { SavedAddress } from "@contract/profile";
import { Button } from "@/components/ui/button";
import type { LatLng } from "@/lib/storage";
import styles from "./delivery-location.module.css";

type Props = {
  query: string;
  coords: LatLng | null;
  suggestions: Suggestion[];
  saved: SavedAddress[];
  locating: boolean;
  onQuery: (text: string) => void;
  onChoose: (choice: { coords: LatLng; label: string }) => void;
  onLocate: () => void;
  onSave: () => void;
  onDelete: (address: SavedAddress) => void;
};

export const addressLabel = (a: SavedAddress) =>
  [a.address.street, a.address.area, a.address.zipcode].filter(Boolean).join(", ");

const fromPoint = (p: { coordinates: [number, number] }): LatLng => ({ lng: p.coordinates[0], lat: p.coordinates[1] });

export function DeliveryLocation({
  query,
  coords,
  suggestions,
  saved,
  locating,
  onQuery,
  onChoose,
  onLocate,
  onSave,
  onDelete,
}: Props) {
  const [open, setOpen] = useState(false);
  const choose = (choice: { coords: LatLng; label: string }) => {
    onChoose(choice);
    setOpen(false);
  };
  return (
    <section
      className={styles.box}
      aria-label="Delivery location"
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
    >
      <label htmlFor="delivery-location" className={styles.label}>
        Delivery location
      </label>
      <div className={styles.row}>
        <input
          id="delivery-location"
          className={styles.input}
          value={query}
          placeholder="Enter your delivery location"
          autoComplete="off"
          maxLength={500}
          onChange={(e) => onQuery(e.target.value)}
        />
        {coords && (
          <Button variant="secondary" size="sm" onClick={onSave}>
            Save address
          </Button>
        )}
      </div>
      {open && (
        <div className={styles.panel}>
          <button type="button" className={styles.option} onClick={onLocate} disabled={locating}>
            {locating ? "Finding your location…" : "Use my current location"}
          </button>
          {suggestions.length > 0 && (
            <ul className={styles.options} aria-label="Suggestions">
              {suggestions.map((s) => (
                <li key={s.place_id}>
                  <button
                    type="button"
                    className={styles.option}
                    onClick={() => choose({ coords: fromPoint(s.location), label: s.description })}
                  >
                    <strong>{s.main_text}</strong> <span className={styles.secondary}>{s.secondary_text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {saved.length > 0 && (
            <>
              <p className={styles.groupTitle}>Saved addresses</p>
              <ul className={styles.options} aria-label="Saved addresses">
                {saved.map((a) => (
                  <li key={a.id} className={styles.savedRow}>
                    <button
                      type="button"
                      className={styles.option}
                      onClick={() => choose({ coords: fromPoint(a.location), label: addressLabel(a) })}
                    >
                      <strong>{a.type}</strong> <span className={styles.secondary}>{addressLabel(a)}</span>
                    </button>
                    <button
                      type="button"
                      className={styles.delete}
                      onClick={() => onDelete(a)}
                      aria-label={`Delete ${a.type} address`}
                    >
                      Delete
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
