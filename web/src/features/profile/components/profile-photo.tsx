import type { ChangeEvent } from "react";
import type { ProfileData } from "@contract/profile";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { photoUrl } from "../api";
import { profileActions, selectProfileState } from "../slice";
import { PencilIcon } from "@/components/icons";
import styles from "./profile-page.module.css";

/** The photo with an Edit control that opens the system's image picker. */
export function ProfilePhoto({ profile }: { profile: ProfileData }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { photo } = useAppSelector(selectProfileState);
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // picking the same file again still fires a change
    if (!file) return;
    if (!file.type.startsWith("image/")) dispatch(profileActions.photoFailed(t("profile.photo.imagesOnly")));
    else dispatch(profileActions.photoChosen({ file }));
  };

  return (
    <div className={styles.photo}>
      {profile.image ? (
        <img
          className={styles.avatar}
          src={photoUrl(profile.image)}
          alt={t("profile.photo.alt")}
          width={112}
          height={112}
        />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} role="img" aria-label={t("profile.photo.none")}>
          {initials}
        </span>
      )}
      <label className={styles.photoEdit}>
        {photo.status === "sending" ? <Spinner size="sm" /> : <PencilIcon />}
        {t("profile.edit")}
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          aria-label={t("profile.photo.change")}
          onChange={onPick}
        />
      </label>
    </div>
  );
}
