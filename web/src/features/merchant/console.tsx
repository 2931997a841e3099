// The merchant console (/merchant/*), loaded on demand: the customer pages never download it. Signed
// out it shows the sign-in page at any console address; signed in, the page of the address inside
// the console's frame, or "Not allowed" where the member's role lacks the page's privilege.
import { Suspense, useEffect } from "react";
import { Link, Route, Routes, useParams } from "react-router-dom";
import type { Privilege } from "@contract/console-roles-constants";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { ConsoleLayout } from "./layout";
import { CONSOLE_BASE, CONSOLE_PAGE_PRIVILEGES, consoleRoutes } from "./routes";
import { hasPrivilege, loadMe, useConsoleSession } from "./session";
import SignInPage from "./pages/sign-in-page";
import SetPasswordPage from "./pages/set-password-page";
import styles from "./console.module.css";

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-labelledby="console-forbidden">
      <h1 id="console-forbidden">{t("merchantCore.forbidden.title")}</h1>
      <p>{t("merchantCore.forbidden.body")}</p>
      <Link to={CONSOLE_BASE}>{t("merchantCore.forbidden.home")}</Link>
    </section>
  );
}

function Guarded({ privilege, children }: { privilege: Privilege | null; children: React.ReactNode }) {
  const session = useConsoleSession();
  return hasPrivilege(session, privilege) ? children : <Forbidden />;
}

/** A console address no page claims: "Not allowed" for a page of a privilege the member lacks. */
function Unknown() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const first = (useParams()["*"] ?? "").split("/")[0];
  const privilege = CONSOLE_PAGE_PRIVILEGES[first];
  if (privilege && !hasPrivilege(session, privilege)) return <Forbidden />;
  return (
    <section className={styles.notice}>
      <h1>{t("merchantCore.notFound")}</h1>
      <Link to={CONSOLE_BASE}>{t("merchantCore.forbidden.home")}</Link>
    </section>
  );
}

export function MerchantConsole() {
  const { t } = useTranslation();
  const session = useConsoleSession();
  useEffect(() => {
    document.title = t("merchantCore.appName");
  }, [t]);
  useEffect(() => {
    if (session.status === "loading") loadMe().catch(() => undefined);
  }, [session.status]);

  if (session.status === "loading") return <Loader fullPage label={t("merchantCore.loading")} />;
  if (session.status === "signedOut") {
    return (
      <>
        {session.ended && (
          <div className={styles.ended}>
            <Alert tone="warning">{t("merchantCore.sessionEnded")}</Alert>
          </div>
        )}
        <SignInPage />
      </>
    );
  }
  if (session.needsPassword) return <SetPasswordPage />;
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {consoleRoutes.map(({ path, privilege, Page }) => (
          <Route
            key={path}
            index={path === ""}
            path={path === "" ? undefined : path}
            element={
              <Guarded privilege={privilege}>
                <Suspense fallback={<Loader label={t("merchantCore.loading")} />}>
                  <Page />
                </Suspense>
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<Unknown />} />
      </Route>
    </Routes>
  );
}
