// A static page: its title, then its body from the server's content rows — a policy text, the
// customer help accordion, the FAQ tabs, or the merchant help.
import type { StaticPageKey } from "@/app/paths";
import { Tabs } from "@/components/ui/tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { EntryList, PageBody } from "../components/content-blocks";
import { FAQ_TABS, PAGE_SLUGS, STATIC_PAGE_TITLES } from "../static-pages";

function Body({ page }: { page: StaticPageKey }) {
  const slug = PAGE_SLUGS[page];
  if (slug) return <PageBody slug={slug} />;
  switch (page) {
    case "help":
      return <EntryList list="help" audience="customer" empty="No help topics yet." />;
    case "faq":
      return (
        <Tabs
          label="FAQ sections"
          tabs={FAQ_TABS.map((tab) => ({
            value: tab.audience,
            label: tab.label,
            content: <EntryList list="faq" audience={tab.audience} empty="No questions yet." />,
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
  const title = STATIC_PAGE_TITLES[page];
  useDocumentTitle(title);
  return (
    <article className="page">
      <h1>{title}</h1>
      <Body page={page} />
    </article>
  );
}
