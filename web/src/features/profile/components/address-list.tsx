import { useState } from "react";
import type { SavedAddress } from "@contract/profile";
import { useAppDispatch } from "@/app/hooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { i18n, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { choiceOf, locationActions } from "@/features/location";
import { HomeIcon, PencilIcon, PinIcon, TrashIcon, WorkIcon } from "@/components/icons";
import styles from "./profile-page.module.css";

const TypeIcon = ({ type }: { type: string }) => {
  const { choice } = choiceOf(type);
  return choice === "Home" ? <HomeIcon /> : choice === "Work" ? <WorkIcon /> : <PinIcon />;
};

/** An address's type in the language shown: Home and Work translated, a type the customer named as it is. */
export function addressTypeLabel(type: string): string {
  const { choice } = choiceOf(type);
  return choice === "Other" ? type : i18n.t(`profile.address.types.${choice}`);
}

/** Street, landmark and area, then the zipcode unless the area already ends with it. */
export function describeAddress(a: SavedAddress) {
  const text = [a.address.street, a.address.landmark, a.address.area].filter(Boolean).join(", ");
  return a.address.area.includes(a.address.zipcode) ? text : `${text} - ${a.address.zipcode}`;
}

/** 'Favourite Delivery Locations': each saved address with edit and delete (delete asks first). */
export function AddressList({ addresses }: { addresses: SavedAddress[] }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const [pendingDelete, setPendingDelete] = useState<SavedAddress | null>(null);

  if (addresses.length === 0) return <p className={styles.empty}>{t("profile.address.none")}</p>;
  return (
    <>
      <ul className={styles.addresses} aria-label={t("profile.address.list")}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.address}>
            <span className={styles.addressIcon}>
              <TypeIcon type={a.type} />
            </span>
            <div className={styles.addressText}>
              <p className={styles.addressType}>
                {addressTypeLabel(a.type)}{" "}
                {a.is_default && <Badge tone="primary">{t("profile.address.default")}</Badge>}
              </p>
              <p className={styles.addressLine}>{describeAddress(a)}</p>
            </div>
            <div className={styles.addressActions}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("profile.address.edit", { type: addressTypeLabel(a.type) })}
                onClick={() => dispatch(locationActions.addressFormOpened(a))}
              >
                <PencilIcon />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("profile.address.delete", { type: addressTypeLabel(a.type) })}
                onClick={() => setPendingDelete(a)}
              >
                <TrashIcon />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t("profile.address.deleteTitle")}
        description={
          pendingDelete
            ? t("profile.address.deleteAsk", {
                type: addressTypeLabel(pendingDelete.type),
                address: describeAddress(pendingDelete),
              })
            : undefined
        }
        size="sm"
        hideCloseButton
        actions={
          <>
            <DialogClose>
              <Button variant="secondary">{t("common.cancel")}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                if (pendingDelete) {
                  dispatch(locationActions.deleteAddressAsked({ address: pendingDelete, purpose: "profile" }));
                  dispatch(locationActions.deleteAddressConfirmed());
                }
                setPendingDelete(null);
              }}
            >
              {t("profile.address.deleteButton")}
            </Button>
          </>
        }
      />
    </>
  );
}
