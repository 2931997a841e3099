// Save the delivery location as an address (Home, Work or Other with a name of its own). A type
// already used asks before that address is overwritten, as the profile's address modal does.
import { useState } from "react";
import type { Place } from "@contract/places";
import type { DeliveryAddressInput, SavedAddress } from "@contract/profile";
import { PROFILE_MESSAGES } from "@contract/profile-constants";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { GENERIC_ERROR_MESSAGE } from "@/app/api-client";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/address";
import type { RequestState } from "@/lib/request-status";
import type { LatLng } from "@/lib/storage";
import { findAddressClash } from "../addresses";
import { OverwriteAddressDialog } from "./overwrite-address-dialog";
import styles from "./save-address-dialog.module.css";

const TYPES = ["Home", "Work", "Other"] as const;

type Props = {
  open: boolean;
  coords: LatLng | null;
  place: Place | null;
  locationText: string;
  request: RequestState;
  /** The account's saved addresses, to find a type already used. */
  saved: SavedAddress[];
  /** replaceId: the address whose type this one takes (after the customer agreed to overwrite it). */
  onSubmit: (address: DeliveryAddressInput, replaceId: string | null) => void;
  onClose: () => void;
};

type Errors = Partial<Record<"street" | "area" | "zipcode" | "type", string>>;

/** Field rules of spec part 1 section 5 (add address), with the spec's messages. */
export function validateAddress(v: {
  street: string;
  area: string;
  zipcode: string;
  type: string;
  custom: string;
}): Errors {
  const errors: Errors = {};
  if (!v.street.trim()) errors.street = PROFILE_MESSAGES.streetRequired;
  if (!v.area.trim()) errors.area = PROFILE_MESSAGES.locationRequired;
  if (!v.zipcode.trim()) errors.zipcode = PROFILE_MESSAGES.zipcodeRequired;
  else if (!/^[1-9][0-9]{5}$/.test(v.zipcode.trim())) errors.zipcode = PROFILE_MESSAGES.invalidZipcode;
  if (!v.type) errors.type = PROFILE_MESSAGES.selectType;
  else if (v.type === "Other" && !v.custom.trim()) errors.type = PROFILE_MESSAGES.customTypeRequired;
  return errors;
}

function Form({ coords, place, locationText, request, saved, onSubmit }: Omit<Props, "open" | "onClose">) {
  const { t } = useTranslation();
  const [street, setStreet] = useState(place?.street ?? "");
  const [area, setArea] = useState(place ? [place.area, place.city].filter(Boolean).join(", ") : locationText);
  const [zipcode, setZipcode] = useState(place?.zipcode ?? "");
  const [landmark, setLandmark] = useState("");
  const [type, setType] = useState("");
  const [custom, setCustom] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [clash, setClash] = useState<SavedAddress | null>(null);
  const chosenType = type === "Other" ? custom.trim() : type;
  const send = (replaceId: string | null) => {
    if (!coords) return;
    onSubmit(
      {
        location: { type: "Point", coordinates: [coords.lng, coords.lat] },
        address: {
          street: street.trim(),
          area: area.trim(),
          zipcode: zipcode.trim(),
          ...(landmark.trim() ? { landmark: landmark.trim() } : {}),
        },
        type: chosenType,
        is_default: false,
      },
      replaceId,
    );
  };
  const submit = () => {
    const found = validateAddress({ street, area, zipcode, type, custom });
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0 || !coords) return;
    const existing = findAddressClash(saved, chosenType, null);
    if (existing) setClash(existing);
    else send(null);
  };
  return (
    <form
      id="save-address-form"
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t("addressForm.street")}
        value={street}
        onChange={(e) => setStreet(e.target.value)}
        error={errors.street}
        maxLength={200}
      />
      <TextField
        label={t("addressForm.location")}
        value={area}
        onChange={(e) => setArea(e.target.value)}
        error={errors.area}
        maxLength={200}
      />
      <TextField
        label={t("addressForm.zipcode")}
        inputMode="numeric"
        value={zipcode}
        onChange={(e) => setZipcode(e.target.value)}
        error={errors.zipcode}
        maxLength={6}
      />
      <TextField
        label={t("addressForm.landmark")}
        value={landmark}
        onChange={(e) => setLandmark(e.target.value)}
        maxLength={200}
      />
      <fieldset className={styles.types}>
        <legend>{t("addressForm.type")}</legend>
        <div className={styles.typeRow}>
          {TYPES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={type === name}
              className={type === name ? `${styles.type} ${styles.typeOn}` : styles.type}
              // Choosing the selected type again deselects it (spec part 1 section 4).
              onClick={() => {
                const next = type === name ? "" : name;
                setType(next);
                // Once checked, the type's message follows the choice ('Please select a type' when none).
                if (checked) {
                  const typeError = validateAddress({ street, area, zipcode, type: next, custom }).type;
                  setErrors((current) => ({ ...current, type: typeError }));
                }
              }}
            >
              {t(`addressForm.types.${name}`)}
            </button>
          ))}
        </div>
        {type === "Other" && (
          <TextField
            label={t("addressForm.customType")}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            maxLength={30}
          />
        )}
        {errors.type && (
          <p className={styles.error} role="alert">
            {localiseMessage(errors.type)}
          </p>
        )}
      </fieldset>
      {request.status === "error" && <Alert tone="error">{request.error ?? GENERIC_ERROR_MESSAGE}</Alert>}
      <OverwriteAddressDialog
        clash={clash}
        onOverwrite={(existing) => {
          setClash(null);
          send(existing.id);
        }}
        onCancel={() => setClash(null)}
      />
    </form>
  );
}

export function SaveAddressDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t("addressForm.title")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="save-address-form" loading={rest.request.status === "sending"}>
            {t("common.save")}
          </Button>
        </>
      }
    >
      {open && <Form {...rest} />}
    </Dialog>
  );
}
