// A location input with suggestions (an ARIA combobox): GPS auto-select first, then saved
// addresses (home, work, other icons), recent addresses while the box is empty, then places.
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from "react";
import type { SavedAddress } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import {
  gpsRequested,
  placeChosen,
  queryChanged,
  suggestionsClosed,
  type ChosenLocation,
  type LocationField,
  type LocationSource,
} from "../locations-slice";
import { selectGps, selectLocationField, selectRecentAddresses, selectSavedAddresses } from "../selectors";
import { AddressTypeIcon, ClockIcon, GpsIcon, PinIcon } from "@/components/icons";
import styles from "./location-input.module.css";

type Option = { key: string; icon: ReactNode; main: string; secondary?: string; choose: () => void };

const savedText = (a: SavedAddress) => [a.address.street, a.address.area, a.address.zipcode].filter(Boolean).join(", ");

export function LocationInput({
  field,
  label,
  placeholder,
}: {
  field: LocationField;
  label: string;
  placeholder: string;
}) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLocationField(field));
  const saved = useAppSelector(selectSavedAddresses);
  const recent = useAppSelector(selectRecentAddresses);
  const gps = useAppSelector(selectGps);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const locating = gps.request.status === "sending" && gps.field === field;

  const choose = (location: ChosenLocation, source: LocationSource) => {
    dispatch(placeChosen({ field, location, source }));
    setOpen(false);
    setActive(-1);
  };

  const options: Option[] = useMemo(() => {
    const list: Option[] = [
      {
        key: "gps",
        icon: <GpsIcon />,
        main: "Auto-select my location",
        secondary: "Uses your device's GPS",
        choose: () => {
          dispatch(gpsRequested(field));
          setOpen(false);
        },
      },
    ];
    for (const a of saved) {
      const [lng, lat] = a.location.coordinates;
      list.push({
        key: `saved-${a.id}`,
        icon: <AddressTypeIcon type={a.type} />,
        main: a.type,
        secondary: savedText(a),
        choose: () => choose({ lat, lng, text: savedText(a) }, "saved"),
      });
    }
    if (!state.query.trim() || state.query === state.location?.text) {
      for (const r of recent)
        list.push({ key: `recent-${r.text}`, icon: <ClockIcon />, main: r.text, choose: () => choose(r, "search") });
    }
    for (const s of state.suggestions) {
      const [lng, lat] = s.location.coordinates;
      list.push({
        key: `place-${s.place_id}`,
        icon: <PinIcon />,
        main: s.main_text,
        secondary: s.secondary_text,
        choose: () => choose({ lat, lng, text: s.description }, "search"),
      });
    }
    return list;
    // choose only closes over dispatch, field and the setters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, recent, state.suggestions, state.query, state.location, field, dispatch]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === "Enter" && open && active >= 0 && options[active]) {
      e.preventDefault();
      options[active].choose();
    } else if (e.key === "Escape") {
      setOpen(false);
      setActive(-1);
      dispatch(suggestionsClosed(field));
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          className={styles.input}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={state.query}
          onChange={(e) => {
            dispatch(queryChanged({ field, query: e.target.value }));
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {locating && (
          <span className={styles.status} role="status">
            Finding your location…
          </span>
        )}
        {state.location && state.query === state.location.text && !locating && (
          <span className={styles.set} aria-label={`${label} is set`}>
            ✓
          </span>
        )}
      </div>
      {expanded && (
        <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className={styles.list}>
          {options.map((o, i) => (
            <li
              key={o.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-label={o.secondary ? `${o.main}, ${o.secondary}` : o.main}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              // mousedown keeps focus in the input, so the blur does not close the list first
              onMouseDown={(e) => e.preventDefault()}
              onClick={o.choose}
            >
              <span className={styles.icon}>{o.icon}</span>
              <span className={styles.text}>
                <span className={styles.main}>{o.main}</span>
                {o.secondary && <span className={styles.secondary}>{o.secondary}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
