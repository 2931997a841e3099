// Building blocks of the content pages: a stored HTML body, and an accordion of entries, each with
// its loading and failure states. Both ask again when the language changes (the server sends each
// language's text).
import { useEffect } from "react";
import type { Audience } from "@contract/content";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Accordion } from "@/components/ui/accordion";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { listKey, listRequested, pageRequested, selectList, selectPage, type ContentList } from "../slice";
import styles from "./content-blocks.module.css";

/** HTML from our own content rows, sanitised by the server before it is sent. */
export function HtmlBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function PageBody({ slug, optional = false }: { slug: string; optional?: boolean }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage(slug));
  const { t, i18n } = useTranslation();
  useEffect(() => {
    dispatch(pageRequested(slug));
  }, [dispatch, slug, i18n.language]);
  if (!page || page.request.status === "sending") return <Loader label={t("staticPages.loadingPage")} />;
  if (page.request.status === "error")
    return optional ? null : <Alert tone="error">{page.request.error ?? t("staticPages.failed")}</Alert>;
  return page.data ? <HtmlBody html={page.data.body} /> : null;
}

export function EntryList({ list, audience, empty }: { list: ContentList; audience: Audience; empty: string }) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectList(listKey(list, audience)));
  const { t, i18n } = useTranslation();
  useEffect(() => {
    dispatch(listRequested({ list, audience }));
  }, [dispatch, list, audience, i18n.language]);
  if (!entries || entries.request.status === "sending") return <Loader label={t("common.loading")} />;
  if (entries.request.status === "error")
    return <Alert tone="error">{entries.request.error ?? t("staticPages.failed")}</Alert>;
  if (!entries.data?.length) return empty ? <p className={styles.empty}>{empty}</p> : null;
  return (
    // The page's title is the h1 just above: the entries are its h2s.
    <Accordion
      headingLevel={2}
      items={entries.data.map((e) => ({ value: e._id, title: e.title, content: <HtmlBody html={e.body} /> }))}
    />
  );
}
