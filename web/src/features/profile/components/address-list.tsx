import { useState } from "react";
import type { SavedAddress } from "@contract/profile";
import { useAppDispatch } from "@/app/hooks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { choiceOf } from "../address-rules";
import { profileActions } from "../slice";
import { HomeIcon, PencilIcon, PinIcon, TrashIcon, WorkIcon } from "@/components/icons";
import styles from "./profile-page.module.css";

const TypeIcon = ({ type }: { type: string }) => {
  const { choice } = choiceOf(type);
  return choice === "Home" ? <HomeIcon /> : choice === "Work" ? <WorkIcon /> : <PinIcon />;
};

/** Street, landmark and area, then the zipcode unless the area already ends with it. */
export function describeAddress(a: SavedAddress) {
  const text = [a.address.street, a.address.landmark, a.address.area].filter(Boolean).join(", ");
  return a.address.area.includes(a.address.zipcode) ? text : `${text} - ${a.address.zipcode}`;
}

/** 'Favourite Delivery Locations': each saved address with edit and delete (delete asks first). */
export function AddressList({ addresses }: { addresses: SavedAddress[] }) {
  const dispatch = useAppDispatch();
  const [pendingDelete, setPendingDelete] = useState<SavedAddress | null>(null);

  if (addresses.length === 0) return <p className={styles.empty}>There is no saved locations</p>;
  return (
    <>
      <ul className={styles.addresses} aria-label="Saved addresses">
        {addresses.map((a) => (
          <li key={a.id} className={styles.address}>
            <span className={styles.addressIcon}>
              <TypeIcon type={a.type} />
            </span>
            <div className={styles.addressText}>
              <p className={styles.addressType}>
                {a.type} {a.is_default && <Badge tone="primary">Default</Badge>}
              </p>
              <p className={styles.addressLine}>{describeAddress(a)}</p>
            </div>
            <div className={styles.addressActions}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${a.type} address`}
                onClick={() => dispatch(profileActions.addressModalOpened(a))}
              >
                <PencilIcon />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${a.type} address`}
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
        title="Delete address"
        description={
          pendingDelete
            ? `Do you want to delete the ${pendingDelete.type} address, ${describeAddress(pendingDelete)}?`
            : undefined
        }
        size="sm"
        hideCloseButton
        actions={
          <>
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                if (pendingDelete) dispatch(profileActions.addressDeleteConfirmed(pendingDelete.id));
                setPendingDelete(null);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </>
  );
}
