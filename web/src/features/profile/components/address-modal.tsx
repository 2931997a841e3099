import { useState, type FormEvent } from "react";
import type { SavedAddress } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { LocationCombobox, OverwriteAddressDialog } from "@/features/location";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import {
  findClash,
  offeredChoices,
  toggleChoice,
  typeOf,
  validateAddress,
  type AddressErrors,
  type TypeChoice,
} from "../address-rules";
import { profileActions as a, selectAddressForm, selectProfile, type AddressForm } from "../slice";
import styles from "./address-modal.module.css";

/** 'New Location' or 'Edit Address' (spec part 1 sections 2, 4 and 5). */
export function AddressModal() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const form = useAppSelector(selectAddressForm);
  return (
    <Dialog
      open={form !== null}
      onOpenChange={(open) => !open && dispatch(a.addressModalClosed())}
      title={form?.editing ? t("profile.address.editTitle") : t("profile.address.newTitle")}
      size="md"
    >
      {form && <AddressFormBody form={form} />}
    </Dialog>
  );
}

function AddressFormBody({ form }: { form: AddressForm }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const profile = useAppSelector(selectProfile);
  const error = (field: keyof AddressErrors) => (errors[field] ? localiseMessage(errors[field]) : undefined);
  const { draft, editing, suggestions, save } = form;
  const [errors, setErrors] = useState<AddressErrors>({});
  const [checked, setChecked] = useState(false);
  const [clash, setClash] = useState<SavedAddress | null>(null);
  const change = (field: "street" | "landmark" | "zipcode" | "customType") => (e: { target: { value: string } }) =>
    dispatch(a.addressDraftChanged({ [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(draft);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    // A type already used asks whether to overwrite that address.
    const existing = findClash(profile?.address ?? [], typeOf(draft) ?? "", editing?.id ?? null);
    if (existing) setClash(existing);
    else dispatch(a.addressSaveRequested({ replaceId: null }));
  };

  // Once the form was checked, the type's message follows the choice: turning Other off (or the
  // chosen type) no longer says 'Type is required' but 'Please select a type', or nothing.
  const toggleType = (picked: TypeChoice) => {
    dispatch(a.typeToggled(picked));
    if (checked) {
      const type = validateAddress({ ...draft, choice: toggleChoice(draft.choice, picked) }).type;
      setErrors((current) => ({ ...current, type }));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {save.status === "error" && save.error && <Alert tone="error">{localiseMessage(save.error)}</Alert>}
      {editing ? (
        // Editing keeps the original coordinates: the place text can be corrected, not moved.
        <TextField
          label={t("profile.address.location")}
          value={draft.search}
          onChange={(e) => dispatch(a.locationTyped(e.target.value))}
          error={error("search")}
        />
      ) : (
        <LocationCombobox
          label={t("profile.address.location")}
          listLabel={t("profile.address.places")}
          hint={t("profile.address.searchHint")}
          value={draft.search}
          options={suggestions.map((s) => ({
            key: s.place_id,
            main: s.main_text,
            secondary: s.secondary_text,
            choose: () => dispatch(a.suggestionPicked(s)),
          }))}
          error={error("search")}
          onType={(value) => dispatch(a.locationTyped(value))}
          autoFocus
        />
      )}
      <TextField
        label={t("checkout.street")}
        autoComplete="address-line1"
        value={draft.street}
        onChange={change("street")}
        error={error("street")}
      />
      <div className={styles.row}>
        <TextField label={t("checkout.landmark")} value={draft.landmark} onChange={change("landmark")} />
        <TextField
          label={t("checkout.zipcode")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={draft.zipcode}
          onChange={change("zipcode")}
          error={error("zipcode")}
        />
      </div>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t("profile.address.type")}</legend>
        <div className={styles.typeButtons}>
          {offeredChoices(editing).map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.typeButton}
              aria-pressed={draft.choice === choice}
              onClick={() => toggleType(choice)}
            >
              {t(`profile.address.types.${choice}`)}
            </button>
          ))}
        </div>
        {errors.type && draft.choice !== "Other" && (
          <p className={styles.error} role="alert">
            {errors.type && localiseMessage(errors.type)}
          </p>
        )}
      </fieldset>
      {draft.choice === "Other" && (
        <TextField
          label={t("profile.address.typeName")}
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
