// A location input bound to the store: GPS auto-select first, then the account's saved addresses
// (home, work or other icons), recent addresses while nothing new is typed, then place suggestions.
import { useTranslation } from "@/lib/i18n";
import { useEffect, useMemo } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { AddressTypeIcon, ClockIcon, GpsIcon, PinIcon } from "@/components/icons";
import { addressLabel, savedAddressLocation } from "../addresses";
import { selectGps, selectLocationField, selectRecentAddresses, selectSavedAddresses } from "../selectors";
import { locationActions as a } from "../slice";
import type { LocationField as Field } from "../types";
import { LocationCombobox, type ComboOption } from "./location-combobox";
import styles from "./location-combobox.module.css";

type Props = {
  field: Field;
  label: string;
  placeholder: string;
  /** Saved addresses can be deleted from the list (the products page's delete-location dialog). */
  canDelete?: boolean;
};

export function LocationField({ field, label, placeholder, canDelete = false }: Props) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectLocationField(field));
  const saved = useAppSelector(selectSavedAddresses);
  const recent = useAppSelector(selectRecentAddresses);
  const gps = useAppSelector(selectGps);
  const locating = gps.request.status === "sending" && gps.field === field;
  const { t } = useTranslation();

  useEffect(() => {
    dispatch(a.fieldShown(field));
  }, [dispatch, field]);

  const options = useMemo(() => {
    const list: ComboOption[] = [
      {
        key: "gps",
        icon: <GpsIcon />,
        main: t("location.gps"),
        secondary: t("location.gpsHint"),
        choose: () => dispatch(a.gpsRequested(field)),
      },
    ];
    for (const address of saved) {
      list.push({
        key: `saved-${address.id}`,
        icon: <AddressTypeIcon type={address.type} />,
        main: address.type,
        secondary: addressLabel(address),
        choose: () => dispatch(a.placeChosen({ field, location: savedAddressLocation(address), source: "saved" })),
        remove: canDelete
          ? {
              label: t("location.deleteAddress", { type: address.type }),
              run: () => dispatch(a.deleteAddressAsked({ address, purpose: "delivery" })),
            }
          : undefined,
      });
    }
    if (!state.query.trim() || state.query === state.location?.label) {
      for (const r of recent)
        list.push({
          key: `recent-${r.label}`,
          icon: <ClockIcon />,
          main: r.label,
          choose: () => dispatch(a.placeChosen({ field, location: r, source: "suggestion" })),
        });
    }
    for (const s of state.suggestions) {
      const [lng, lat] = s.location.coordinates;
      list.push({
        key: `place-${s.place_id}`,
        icon: <PinIcon />,
        main: s.main_text,
        secondary: s.secondary_text,
        choose: () =>
          dispatch(a.placeChosen({ field, location: { lat, lng, label: s.description }, source: "suggestion" })),
      });
    }
    return list;
  }, [saved, recent, state.suggestions, state.query, state.location, field, canDelete, dispatch, t]);

  const isSet = state.location !== null && state.query === state.location.label;
  return (
    <LocationCombobox
      label={label}
      listLabel={t("location.suggestions", { label })}
      value={state.query}
      placeholder={placeholder}
      options={options}
      onType={(query) => dispatch(a.queryChanged({ field, query }))}
      onDismiss={() => dispatch(a.suggestionsClosed(field))}
      adornment={
        locating ? (
          <span className={styles.status} role="status">
            {t("location.finding")}
          </span>
        ) : isSet ? (
          <span className={styles.set} aria-label={t("location.isSet", { label })}>
            ✓
          </span>
        ) : null
      }
    />
  );
}
