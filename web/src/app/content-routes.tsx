// Static pages and the store-app page: no main header, a fixed footer (StaticLayout). Legal pages
// show the logo (home); the help pages, opened in a new tab, the logo and the support contacts too.
import type { RouteObject } from "react-router-dom";
import { StaticLayout } from "./layout/static-layout";
import { HELP_PAGES, LEGAL_PAGES, paths, staticPaths, type StaticPageKey } from "./paths";
import { GetAppPage } from "@/features/content/pages/get-app-page";
import { ApiDocsPage, PartnerPage, StaticPage } from "./lazy-pages";

const pageKeys = Object.keys(staticPaths) as StaticPageKey[];

const pageRoute = (page: StaticPageKey): RouteObject => ({
  path: staticPaths[page],
  element: page === "api" ? <ApiDocsPage /> : page === "partner" ? <PartnerPage /> : <StaticPage page={page} />,
});

export const contentRoutes: RouteObject[] = [
  {
    element: <StaticLayout withLogo />,
    children: pageKeys.filter((page) => LEGAL_PAGES.includes(page)).map(pageRoute),
  },
  {
    element: <StaticLayout withLogo withContacts />,
    children: pageKeys.filter((page) => HELP_PAGES.includes(page)).map(pageRoute),
  },
  {
    element: <StaticLayout />,
    children: [
      ...pageKeys.filter((page) => !LEGAL_PAGES.includes(page) && !HELP_PAGES.includes(page)).map(pageRoute),
      { path: paths.getApp, element: <GetAppPage /> },
    ],
  },
];
