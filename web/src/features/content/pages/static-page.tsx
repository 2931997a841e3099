// A static page: its title, then its body from the server's content rows — a policy text, the
// customer help accordion, the FAQ tabs, or the merchant help.
import type { StaticPageKey } from "@/app/paths";
import { Tabs } from "@/components/ui/tabs";
import { useTranslation } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EntryList, PageBody } from "../components/content-blocks";
import { GrievanceOfficer } from "../components/grievance-officer";
import { FAQ_TABS, PAGE_SLUGS, STATIC_PAGE_TITLES } from "../static-pages";

function Body({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation();
  const slug = PAGE_SLUGS[page];
  if (slug) return <PageBody slug={slug} />;
  switch (page) {
    case "help":
      return <EntryList list="help" audience="customer" empty={t("staticPages.noHelp")} />;
    case "faq":
      return (
        <Tabs
          label={t("staticPages.faqSections")}
          tabs={FAQ_TABS.map((tab) => ({
            value: tab.audience,
            label: t(tab.label),
            content: <EntryList list="faq" audience={tab.audience} empty={t("staticPages.noQuestions")} />,
          }))}
        />
      );
    case "merchantHelp":
      return (
        <>
          <PageBody slug="merchant-help" optional />
          <EntryList list="help" audience="merchant" empty="" />
        </>
      );
    default:
      return null;
  }
}

export function StaticPage({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation();
  const title = t(STATIC_PAGE_TITLES[page]);
  useDocumentTitle(title);
  return (
    <article className="page">
      <h1>{title}</h1>
      <Body page={page} />
      {(page === "help" || page === "terms") && <GrievanceOfficer />}
    </article>
  );
}
