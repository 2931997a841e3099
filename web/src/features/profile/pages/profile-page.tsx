import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AddressList } from "../components/address-list";
import { AddressModal } from "../components/address-modal";
import { ChangePasswordModal } from "../components/change-password-modal";
import { NoticeDialog } from "../components/notice-dialog";
import { EditProfileDialog } from "../components/edit-profile-dialog";
import { ProfilePhoto } from "../components/profile-photo";
import { ProfileSummary } from "../components/profile-summary";
import { profileActions, selectProfileState } from "../slice";
import styles from "../components/profile-page.module.css";

/** /profile: photo, details, password, and the favourite delivery locations. */
export function ProfilePage() {
  useDocumentTitle("Profile & Settings");
  const dispatch = useAppDispatch();
  const { profile, load } = useAppSelector(selectProfileState);

  useEffect(() => {
    dispatch(profileActions.profileRequested());
  }, [dispatch]);

  return (
    <div className="page">
      <h1>Profile & Settings</h1>
      {!profile && load.status === "error" ? (
        <Alert
          tone="error"
          action={<Button onClick={() => dispatch(profileActions.profileRequested())}>Try again</Button>}
        >
          <p>{load.error}</p>
        </Alert>
      ) : !profile ? (
        <Loader label="Loading your profile…" />
      ) : (
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="profile-details-heading">
            <div className={styles.cardHeader}>
              <h2 id="profile-details-heading" className={styles.cardTitle}>
                Personal details
              </h2>
              <EditProfileDialog profile={profile} />
            </div>
            <ProfilePhoto profile={profile} />
            <ProfileSummary profile={profile} />
            <Button variant="secondary" onClick={() => dispatch(profileActions.passwordDialogOpened())}>
              Change Password
            </Button>
          </section>
          <section className={styles.card} aria-labelledby="locations-heading">
            <div className={styles.cardHeader}>
              <h2 id="locations-heading" className={styles.cardTitle}>
                Favourite Delivery Locations
              </h2>
              <Button size="sm" onClick={() => dispatch(profileActions.addressModalOpened(null))}>
                Add More Locations
              </Button>
            </div>
            <AddressList addresses={profile.address} />
          </section>
        </div>
      )}
      <AddressModal />
      <ChangePasswordModal />
      <NoticeDialog />
    </div>
  );
}
