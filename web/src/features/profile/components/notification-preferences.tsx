// Profile > Notifications: which order updates and offers reach the customer by push, SMS and
// email. Offers are off until turned on; one-time codes always go (said under the table).
import { useEffect } from "react";
import type { NotificationPreferences } from "@contract/live";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/profile";
import { profileActions, selectProfileState } from "../slice";
import styles from "./profile-page.module.css";

const CHANNELS = ["push", "sms", "email"] as const satisfies readonly (keyof NotificationPreferences)[];
const KINDS = ["orders", "offers"] as const;

export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { preferences } = useAppSelector(selectProfileState);
  useEffect(() => {
    dispatch(profileActions.preferencesRequested());
  }, [dispatch]);
  if (!preferences) return null;
  return (
    <section className={styles.card} aria-labelledby="notifications-heading">
      <div className={styles.cardHeader}>
        <h2 id="notifications-heading" className={styles.cardTitle}>
          {t("profile.notifications.title")}
        </h2>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("profile.notifications.channel")}</th>
            {KINDS.map((k) => (
              <th scope="col" key={k}>
                {t(`profile.notifications.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CHANNELS.map((c) => (
            <tr key={c}>
              <th scope="row">{t(`profile.notifications.${c}`)}</th>
              {KINDS.map((k) => (
                <td key={k}>
                  <input
                    type="checkbox"
                    aria-label={t("profile.notifications.toggle", {
                      kind: t(`profile.notifications.${k}`),
                      channel: t(`profile.notifications.${c}`),
                    })}
                    checked={preferences[c][k]}
                    onChange={(e) =>
                      dispatch(profileActions.preferenceChanged({ channel: c, kind: k, on: e.currentTarget.checked }))
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t("profile.notifications.codesAlways")}</p>
      {typeof window !== "undefined" && "PushManager" in window && (
        <Button variant="secondary" size="sm" onClick={() => dispatch(profileActions.pushRequested())}>
          {t("profile.notifications.pushHere")}
        </Button>
      )}
    </section>
  );
}
