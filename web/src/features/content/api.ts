// The content calls. Public: sent without the session token, so a static page opened in a new tab
// never waits on or ends a session.
import type { SagaIterator } from "redux-saga";
import type { Audience, ContentEntriesData, ContentPageData } from "@contract/content";
import type { ApiSuccess } from "@/app/api-client";
import { callApi } from "@/app/call-api";
import type { ContentList } from "./slice";

export function* requestPage(slug: string): SagaIterator<ApiSuccess<ContentPageData>> {
  return yield* callApi<ContentPageData>("GET", `/content/page/${encodeURIComponent(slug)}`, {
    auth: false,
    silent: true,
  });
}

export function* requestList(list: ContentList, audience: Audience): SagaIterator<ApiSuccess<ContentEntriesData>> {
  return yield* callApi<ContentEntriesData>("GET", `/content/${list}`, {
    auth: false,
    silent: true,
    query: { audience },
  });
}
