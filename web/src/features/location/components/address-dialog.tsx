// The one saved-address form (spec part 1 sections 2, 4 and 5): 'New Location' and 'Edit Address'
// on the profile, 'Save Address' for the delivery location on the products page. A type already
// used asks before that address is overwritten.
import { useState, type FormEvent } from "react";
import type { SavedAddress } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/address";
import "@/lib/i18n/texts/profile";
import {
  offeredChoices,
  toggleChoice,
  typeOf,
  validateAddress,
  type AddressErrors,
  type TypeChoice,
} from "../address-form";
import { findAddressClash } from "../addresses";
import { selectAddressForm, selectSavedAddresses } from "../selectors";
import { locationActions as a, type AddressFormState } from "../slice";
import { LocationCombobox } from "./location-combobox";
import { OverwriteAddressDialog } from "./overwrite-address-dialog";
import styles from "./address-dialog.module.css";

export function AddressDialog() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const form = useAppSelector(selectAddressForm);
  const title =
    form?.purpose === "delivery"
      ? t("addressForm.title")
      : form?.editing
        ? t("profile.address.editTitle")
        : t("profile.address.newTitle");
  return (
    <Dialog
      open={form !== null}
      onOpenChange={(open) => !open && dispatch(a.addressFormClosed())}
      title={title}
      size="md"
    >
      {form && <AddressFormBody form={form} />}
    </Dialog>
  );
}

function AddressFormBody({ form }: { form: AddressFormState }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const saved = useAppSelector(selectSavedAddresses);
  const { draft, editing, suggestions, save, fixedPoint } = form;
  const [errors, setErrors] = useState<AddressErrors>({});
  const [checked, setChecked] = useState(false);
  const [clash, setClash] = useState<SavedAddress | null>(null);
  const error = (field: keyof AddressErrors) => (errors[field] ? localiseMessage(errors[field]) : undefined);
  const change = (field: "street" | "landmark" | "zipcode" | "customType") => (e: { target: { value: string } }) =>
    dispatch(a.addressDraftChanged({ [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    // A type already used asks whether to overwrite that address.
    const existing = findAddressClash(saved, typeOf(draft) ?? "", editing?.id ?? null);
    if (existing) setClash(existing);
    else dispatch(a.addressSaveRequested({ replaceId: null }));
  };

  // Once the form was checked, the type's message follows the choice: turning Other off (or the
  // chosen type) no longer says 'Type is required' but 'Please select a type', or nothing.
  const toggleType = (picked: TypeChoice) => {
    dispatch(a.addressTypeToggled(picked));
    if (checked) {
      const type = validateAddress({ ...draft, choice: toggleChoice(draft.choice, picked) }).type;
      setErrors((current) => ({ ...current, type }));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {save.status === "error" && <Alert tone="error">{localiseMessage(save.error ?? t("common.genericError"))}</Alert>}
      {fixedPoint ? (
        // Editing, or saving the delivery location, keeps the point: its place text can be corrected.
        <TextField
          label={t("addressForm.location")}
          value={draft.search}
          maxLength={200}
          onChange={(e) => dispatch(a.addressLocationTyped(e.target.value))}
          error={error("search")}
        />
      ) : (
        <LocationCombobox
          label={t("addressForm.location")}
          listLabel={t("profile.address.places")}
          hint={t("profile.address.searchHint")}
          value={draft.search}
          options={suggestions.map((s) => ({
            key: s.place_id,
            main: s.main_text,
            secondary: s.secondary_text,
            choose: () => dispatch(a.addressSuggestionPicked(s)),
          }))}
          error={error("search")}
          onType={(value) => dispatch(a.addressLocationTyped(value))}
          autoFocus
        />
      )}
      <TextField
        label={t("addressForm.street")}
        autoComplete="address-line1"
        maxLength={200}
        value={draft.street}
        onChange={change("street")}
        error={error("street")}
      />
      <div className={styles.row}>
        <TextField
          label={t("addressForm.landmark")}
          maxLength={200}
          value={draft.landmark}
          onChange={change("landmark")}
        />
        <TextField
          label={t("addressForm.zipcode")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={draft.zipcode}
          onChange={change("zipcode")}
          error={error("zipcode")}
        />
      </div>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t("addressForm.type")}</legend>
        <div className={styles.typeButtons}>
          {offeredChoices(editing).map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.typeButton}
              aria-pressed={draft.choice === choice}
              onClick={() => toggleType(choice)}
            >
              {t(`addressForm.types.${choice}`)}
            </button>
          ))}
        </div>
        {errors.type && draft.choice !== "Other" && (
          <p className={styles.error} role="alert">
            {localiseMessage(errors.type)}
          </p>
        )}
      </fieldset>
      {draft.choice === "Other" && (
        <TextField
          label={t("addressForm.customType")}
          hint={t("profile.address.typeHint")}
          maxLength={30}
          value={draft.customType}
          onChange={change("customType")}
          error={error("type")}
        />
      )}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(e) => dispatch(a.addressDraftChanged({ isDefault: e.target.checked }))}
        />
        {t("profile.address.makeDefault")}
      </label>
      <div className={styles.actions}>
        <DialogClose>
          <Button variant="secondary">{t("common.cancel")}</Button>
        </DialogClose>
        <Button type="submit" loading={save.status === "sending"}>
          {t("common.save")}
        </Button>
      </div>
      <OverwriteAddressDialog
        clash={clash}
        onOverwrite={(existing) => {
          setClash(null);
          dispatch(a.addressSaveRequested({ replaceId: existing.id }));
        }}
        onCancel={() => setClash(null)}
      />
    </form>
  );
}
