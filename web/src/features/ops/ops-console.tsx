// The operations console (/ops/*), loaded on demand: the customer pages never download it. Signed
// out it shows the sign-in page at any ops address; signed in, the page of the address inside the
// console's frame, or "Not allowed" where the member's role does not open it.
import { Suspense, useEffect } from "react";
import { Link, Route, Routes } from "react-router-dom";
import type { OpsRole } from "@contract/ops-roles-constants";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { OpsLayout } from "./layout";
import { OPS_BASE, opsRoutes } from "./routes";
import { hasOpsRole, loadOpsMe, useOpsSession } from "./session";
import SignInPage from "./pages/sign-in-page";
import styles from "./ops-console.module.css";

export function OpsForbidden() {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-labelledby="ops-forbidden">
      <h1 id="ops-forbidden">{t("opsCore.forbidden.title")}</h1>
      <p>{t("opsCore.forbidden.body")}</p>
      <Link to={OPS_BASE}>{t("opsCore.forbidden.home")}</Link>
    </section>
  );
}

function Guarded({ roles, children }: { roles: readonly OpsRole[] | null; children: React.ReactNode }) {
  const session = useOpsSession();
  return hasOpsRole(session, roles) ? children : <OpsForbidden />;
}

function Unknown() {
  const { t } = useTranslation();
  return (
    <section className={styles.notice}>
      <h1>{t("opsCore.notFound")}</h1>
      <Link to={OPS_BASE}>{t("opsCore.forbidden.home")}</Link>
    </section>
  );
}

export function OpsConsole() {
  const { t } = useTranslation();
  const session = useOpsSession();
  useEffect(() => {
    document.title = t("opsCore.appName");
  }, [t]);
  useEffect(() => {
    if (session.status === "loading") loadOpsMe().catch(() => undefined);
  }, [session.status]);

  if (session.status === "loading") return <Loader fullPage label={t("opsCore.loading")} />;
  if (session.status === "signedOut") {
    return (
      <>
        {session.ended && (
          <div className={styles.ended}>
            <Alert tone="warning">{t("opsCore.sessionEnded")}</Alert>
          </div>
        )}
        <SignInPage />
      </>
    );
  }
  return (
    <Routes>
      <Route element={<OpsLayout />}>
        {opsRoutes.map(({ path, roles, Page }) => (
          <Route
            key={path}
            index={path === ""}
            path={path === "" ? undefined : path}
            element={
              <Guarded roles={roles}>
                <Suspense fallback={<Loader label={t("opsCore.loading")} />}>
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
