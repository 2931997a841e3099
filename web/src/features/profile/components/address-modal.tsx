import { useState, type FormEvent } from "react";
import type { SavedAddress } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { LocationCombobox, OverwriteAddressDialog } from "@/features/location";
import { TextField } from "@/components/ui/text-field";
import { findClash, offeredChoices, typeOf, validateAddress, type AddressErrors } from "../address-rules";
import { profileActions as a, selectAddressForm, selectProfile, type AddressForm } from "../slice";
import styles from "./address-modal.module.css";

/** 'New Location' or 'Edit Address' (spec part 1 sections 2, 4 and 5). */
export function AddressModal() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectAddressForm);
  return (
    <Dialog
      open={form !== null}
      onOpenChange={(open) => !open && dispatch(a.addressModalClosed())}
      title={form?.editing ? "Edit Address" : "New Location"}
      size="md"
    >
      {form && <AddressFormBody form={form} />}
    </Dialog>
  );
}

function AddressFormBody({ form }: { form: AddressForm }) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const { draft, editing, suggestions, save } = form;
  const [errors, setErrors] = useState<AddressErrors>({});
  const [clash, setClash] = useState<SavedAddress | null>(null);
  const change = (field: "street" | "landmark" | "zipcode" | "customType") => (e: { target: { value: string } }) =>
    dispatch(a.addressDraftChanged({ [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // A type already used asks whether to overwrite that address.
    const existing = findClash(profile?.address ?? [], typeOf(draft) ?? "", editing?.id ?? null);
    if (existing) setClash(existing);
    else dispatch(a.addressSaveRequested({ replaceId: null }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {save.status === "error" && save.error && <Alert tone="error">{save.error}</Alert>}
      {editing ? (
        // Editing keeps the original coordinates: the place text can be corrected, not moved.
        <TextField
          label="Location"
          value={draft.search}
          onChange={(e) => dispatch(a.locationTyped(e.target.value))}
          error={errors.search}
        />
      ) : (
        <LocationCombobox
          label="Location"
          listLabel="Places"
          hint="Search a locality, city or pincode and choose it from the list."
          value={draft.search}
          options={suggestions.map((s) => ({
            key: s.place_id,
            main: s.main_text,
            secondary: s.secondary_text,
            choose: () => dispatch(a.suggestionPicked(s)),
          }))}
          error={errors.search}
          onType={(value) => dispatch(a.locationTyped(value))}
          autoFocus
        />
      )}
      <TextField
        label="House no, Flat, Street"
        autoComplete="address-line1"
        value={draft.street}
        onChange={change("street")}
        error={errors.street}
      />
      <div className={styles.row}>
        <TextField label="Landmark (optional)" value={draft.landmark} onChange={change("landmark")} />
        <TextField
          label="Zipcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={draft.zipcode}
          onChange={change("zipcode")}
          error={errors.zipcode}
        />
      </div>
      <fieldset className={styles.types}>
        <legend className={styles.legend}>Type</legend>
        <div className={styles.typeButtons}>
          {offeredChoices(editing).map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.typeButton}
              aria-pressed={draft.choice === choice}
              onClick={() => dispatch(a.typeToggled(choice))}
            >
              {choice}
            </button>
          ))}
        </div>
        {errors.type && draft.choice !== "Other" && (
          <p className={styles.error} role="alert">
            {errors.type}
          </p>
        )}
      </fieldset>
      {draft.choice === "Other" && (
        <TextField
          label="Type name"
          hint="For example Gym or Parents' home."
          maxLength={30}
          value={draft.customType}
          onChange={change("customType")}
          error={errors.type}
        />
      )}
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(e) => dispatch(a.addressDraftChanged({ isDefault: e.target.checked }))}
        />
        Make this my default address
      </label>
      <div className={styles.actions}>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={save.status === "sending"}>
          Save
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
