// ORDER_CONFIRMATION: delivery method with durations, the address (with Edit), an optional
// preferred date and slot, notes, an image, and 'Confirm Address'.
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import { localiseDuration } from "@/lib/dates";
import { DELIVERY_TYPE } from "@contract/cart-constants";
import {
  addressConfirmed,
  addressEdited,
  addressEditToggled,
  deliveryTypeChosen,
  imageChosen,
  imageRemoved,
  notesChanged,
  saveAddressNamed,
  saveAddressToggled,
  saveAddressTypeChosen,
  selectCheckout,
  ADDRESS_TYPES,
} from "../slice";
import { PreferredTime } from "./preferred-time";
import { SubstitutionChoice } from "./substitution-choice";
import "@/lib/i18n/texts/payment";
import styles from "./checkout.module.css";

/** 'Save this address' as Home, Work or a named Other: offered when the address is not a saved one. */
function SaveAddress() {
  const dispatch = useAppDispatch();
  const { saveAddress } = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <label className={styles.row}>
        <input type="checkbox" checked={saveAddress.wanted} onChange={() => dispatch(saveAddressToggled())} />
        {t("payment.saveAddress.label")}
      </label>
      {saveAddress.wanted && (
        <>
          <div className={styles.row} role="radiogroup" aria-label={t("payment.saveAddress.type")}>
            {ADDRESS_TYPES.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name="save-address-type"
                  checked={saveAddress.type === type}
                  onChange={() => dispatch(saveAddressTypeChosen(type))}
                />
                {t(`payment.saveAddress.${type}`)}
              </label>
            ))}
          </div>
          {saveAddress.type === "Other" && (
            <TextField
              label={t("payment.saveAddress.otherName")}
              value={saveAddress.otherName}
              maxLength={30}
              onChange={(e) => dispatch(saveAddressNamed(e.target.value))}
            />
          )}
        </>
      )}
    </div>
  );
}

export function OrderConfirmation() {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectCheckout);
  const { t } = useTranslation();
  const a = s.address;
  const types =
    s.deliveryTypes.length > 0 ? s.deliveryTypes : [{ _id: DELIVERY_TYPE.byShop, name: t("checkout.byShop") }];
  return (
    <div className={styles.section}>
      {s.parcels > 1 && (
        <p className={styles.parcels} role="note">
          {t("payment.parcels", { count: s.parcels })}
        </p>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("checkout.deliveryMethod")}</legend>
        <div className={styles.row} role="radiogroup" aria-label={t("checkout.deliveryMethod")}>
          {types.map((type) => (
            <label key={type._id} className={styles.choice}>
              <input
                type="radio"
                name="delivery-type"
                checked={s.deliveryType === type._id}
                onChange={() =>
                  dispatch(
                    deliveryTypeChosen(
                      type._id === DELIVERY_TYPE.selfPickup ? DELIVERY_TYPE.selfPickup : DELIVERY_TYPE.byShop,
                    ),
                  )
                }
              />
              {localiseMessage(type.name)}
            </label>
          ))}
        </div>
        {s.duration && (
          <p className={styles.muted}>
            {s.deliveryType === DELIVERY_TYPE.byShop
              ? t("checkout.deliveredIn", { duration: localiseDuration(s.duration) })
              : t("checkout.pickupIn", { duration: localiseDuration(s.duration) })}
          </p>
        )}
      </fieldset>

      <section className={styles.section} aria-label={t("checkout.address")}>
        <div className={styles.between}>
          <h3>{s.deliveryType === DELIVERY_TYPE.byShop ? t("checkout.address") : t("checkout.pickupAddress")}</h3>
          <Button
            variant="link"
            size="sm"
            onClick={() => dispatch(addressEditToggled())}
            aria-expanded={s.editingAddress}
          >
            {s.editingAddress ? t("checkout.done") : t("checkout.edit")}
          </Button>
        </div>
        {s.editingAddress ? (
          <>
            <TextField
              label={t("checkout.street")}
              value={a.street}
              error={s.addressErrors.street}
              onChange={(e) => dispatch(addressEdited({ street: e.target.value }))}
              maxLength={200}
            />
            <TextField
              label={t("checkout.area")}
              value={a.area}
              onChange={(e) => dispatch(addressEdited({ area: e.target.value }))}
              maxLength={200}
            />
            <TextField
              label={t("checkout.zipcode")}
              value={a.zipcode}
              error={s.addressErrors.zipcode}
              inputMode="numeric"
              onChange={(e) => dispatch(addressEdited({ zipcode: e.target.value }))}
              maxLength={10}
            />
            <TextField
              label={t("checkout.landmark")}
              value={a.landmark}
              onChange={(e) => dispatch(addressEdited({ landmark: e.target.value }))}
              maxLength={200}
            />
          </>
        ) : (
          <p className={styles.address}>
            {[a.street, a.area, a.landmark, a.zipcode].filter((x) => x.trim()).join(", ") || t("checkout.noAddress")}
          </p>
        )}
        {!s.editingAddress && (s.addressErrors.street || s.addressErrors.zipcode) && (
          <p className={styles.error}>{s.addressErrors.street ?? s.addressErrors.zipcode}</p>
        )}
        {s.saveAddress.offered && s.deliveryType === DELIVERY_TYPE.byShop && <SaveAddress />}
      </section>

      <PreferredTime />

      <SubstitutionChoice />

      {s.features.notes && (
        <TextField
          label={t("checkout.notes")}
          multiline
          rows={2}
          maxLength={500}
          value={s.notes}
          onChange={(e) => dispatch(notesChanged(e.target.value))}
        />
      )}
      {s.features.upload && (
        <div className={styles.section}>
          <label className={styles.legend} htmlFor="checkout-image">
            {t("checkout.attach")}
          </label>
          <input
            id="checkout-image"
            type="file"
            accept="image/*"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) dispatch(imageChosen({ file }));
              e.target.value = "";
            }}
          />
          {s.imageName && (
            <div className={styles.row}>
              <span className={styles.muted}>{s.imageName}</span>
              <Button variant="link" size="sm" onClick={() => dispatch(imageRemoved())}>
                {t("checkout.removeImage")}
              </Button>
            </div>
          )}
          {s.imageError && <p className={styles.error}>{s.imageError}</p>}
        </div>
      )}

      <Button onClick={() => dispatch(addressConfirmed())} loading={s.verify.status === "sending"}>
        {t("checkout.confirm")}
      </Button>
    </div>
  );
}
