// Static pages and the store-app page: no main header, a fixed footer (StaticLayout).
import type { RouteObject } from "react-router-dom";
import { StaticLayout } from "./layout/static-layout";
import { LEGAL_PAGES, paths, staticPaths, type StaticPageKey } from "./paths";
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
    element: <StaticLayout />,
    children: [
      ...pageKeys.filter((page) => !LEGAL_PAGES.includes(page)).map(pageRoute),
      { path: paths.getApp, element: <GetAppPage /> },
    ],
  },
];
