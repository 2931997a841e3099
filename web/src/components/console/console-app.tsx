// A console's gate and routes, the same for every console (the merchant console at /merchant/*,
// the operations console at /ops/*): signed out it shows the console's sign-in page at any of its
// addresses (under "session ended" after a 401); signed in, the page of the address inside the
// console's frame, or "Not allowed" where the member may not open it. The console passes its texts'
// area (merchantCore, opsCore: the same keys), its session and its pages.
import { Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { Link, Route, Routes, useParams } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import styles from "./console-app.module.css";

/** The texts' area of a console: both hold the same keys (appName, loading, forbidden.*, …). */
export type ConsoleArea = "merchantCore" | "opsCore";

export type ConsolePage = {
  /** Under the console's base: "" is the home page. */
  path: string;
  /** Whether the signed-in member may open the page. */
  allowed: boolean;
  Page: ComponentType;
};

type Gate = {
  area: ConsoleArea;
  /** Prefix of the ids on the page ("console", "ops"). */
  id: string;
  /** The console's home (the "Not allowed" and "Not found" link). */
  home: string;
};

export function ConsoleForbidden({ area, id, home }: Gate) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-labelledby={`${id}-forbidden`}>
      <h1 id={`${id}-forbidden`}>{t(`${area}.forbidden.title`)}</h1>
      <p>{t(`${area}.forbidden.body`)}</p>
      <Link to={home}>{t(`${area}.forbidden.home`)}</Link>
    </section>
  );
}

/** A console address no page claims: "Not allowed" where `forbids` says the first segment is a page the member may not open. */
function Unknown({ forbids, ...gate }: Gate & { forbids?: (first: string) => boolean }) {
  const { t } = useTranslation();
  const first = (useParams()["*"] ?? "").split("/")[0];
  if (forbids?.(first)) return <ConsoleForbidden {...gate} />;
  return (
    <section className={styles.notice}>
      <h1>{t(`${gate.area}.notFound`)}</h1>
      <Link to={gate.home}>{t(`${gate.area}.forbidden.home`)}</Link>
    </section>
  );
}

type ConsoleAppProps = Gate & {
  session: { status: "loading" | "signedOut" | "signedIn"; ended?: boolean };
  /** Reads who is signed in while the session is loading. */
  load: () => Promise<void>;
  signIn: ReactNode;
  /** Shown instead of the pages while it is set (the set-password prompt). */
  prompt?: ReactNode;
  /** The frame (its Outlet shows the page). */
  frame: ReactNode;
  pages: ConsolePage[];
  forbids?: (first: string) => boolean;
};

export function ConsoleApp({ session, load, signIn, prompt, frame, pages, forbids, ...gate }: ConsoleAppProps) {
  const { t } = useTranslation();
  const { area } = gate;
  useEffect(() => {
    document.title = t(`${area}.appName`);
  }, [t, area]);
  useEffect(() => {
    if (session.status === "loading") load().catch(() => undefined);
  }, [session.status, load]);

  if (session.status === "loading") return <Loader fullPage label={t(`${area}.loading`)} />;
  if (session.status === "signedOut") {
    return (
      <>
        {session.ended && (
          <div className={styles.ended}>
            <Alert tone="warning">{t(`${area}.sessionEnded`)}</Alert>
          </div>
        )}
        {signIn}
      </>
    );
  }
  if (prompt) return prompt;
  return (
    <Routes>
      <Route element={frame}>
        {pages.map(({ path, allowed, Page }) => (
          <Route
            key={path}
            index={path === ""}
            path={path === "" ? undefined : path}
            element={
              allowed ? (
                <Suspense fallback={<Loader label={t(`${area}.loading`)} />}>
                  <Page />
                </Suspense>
              ) : (
                <ConsoleForbidden {...gate} />
              )
            }
          />
        ))}
        <Route path="*" element={<Unknown forbids={forbids} {...gate} />} />
      </Route>
    </Routes>
  );
}
