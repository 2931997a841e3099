import { useEffect, useRef } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { AddressDialog, locationActions } from "@/features/location";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AddressList } from "../components/address-list";
import { ChangePasswordModal } from "../components/change-password-modal";
import { NoticeDialog } from "../components/notice-dialog";
import { EditProfileDialog } from "../components/edit-profile-dialog";
import { ProfilePhoto } from "../components/profile-photo";
import { ProfileSummary } from "../components/profile-summary";
import { NotificationPreferencesCard } from "../components/notification-preferences";
import { PrivacyCard } from "../components/privacy-card";
import { profileActions, selectProfileState } from "../slice";
import styles from "../components/profile-page.module.css";

/** /profile: photo, details, password, and the favourite delivery locations. */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("profile.title"));
  const dispatch = useAppDispatch();
  const { profile, load } = useAppSelector(selectProfileState);

  // Fresh data when the page opens, unless the session's start is loading it right now.
  const loadingAtOpen = useRef(load.status === "sending");
  useEffect(() => {
    if (!loadingAtOpen.current) dispatch(profileActions.profileRequested());
  }, [dispatch]);

  return (
    <div className="page">
      <h1>{t("profile.title")}</h1>
      {!profile && load.status === "error" ? (
        <Alert
          tone="error"
          action={<Button onClick={() => dispatch(profileActions.profileRequested())}>{t("common.retry")}</Button>}
        >
          <p>{load.error && localiseMessage(load.error)}</p>
        </Alert>
      ) : !profile ? (
        <Loader label={t("profile.loading")} />
      ) : (
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="profile-details-heading">
            <div className={styles.cardHeader}>
              <h2 id="profile-details-heading" className={styles.cardTitle}>
                {t("profile.personalDetails")}
              </h2>
              <EditProfileDialog profile={profile} />
            </div>
            <ProfilePhoto profile={profile} />
            <ProfileSummary profile={profile} />
            <Button variant="secondary" onClick={() => dispatch(profileActions.passwordDialogOpened())}>
              {t("profile.changePassword")}
            </Button>
          </section>
          <section className={styles.card} aria-labelledby="locations-heading">
            <div className={styles.cardHeader}>
              <h2 id="locations-heading" className={styles.cardTitle}>
                {t("profile.locations")}
              </h2>
              <Button size="sm" onClick={() => dispatch(locationActions.addressFormOpened(null))}>
                {t("profile.addLocations")}
              </Button>
            </div>
            <AddressList addresses={profile.address} />
          </section>
          <NotificationPreferencesCard />
          <PrivacyCard />
        </div>
      )}
      <AddressDialog />
      <ChangePasswordModal />
      <NoticeDialog />
    </div>
  );
}
