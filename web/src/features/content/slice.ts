// Static page bodies and the help and FAQ lists, fetched once per visit and language and kept by
// slug or list (the server answers them in the language the client shows).
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Audience, ContentEntry, ContentPageData } from "@contract/content";
import { idleRequest, markDone, markFailed, markSending, type RequestState } from "@/lib/request-status";

export type ContentList = "help" | "faq";
export type ListKey = `${ContentList}:${Audience}`;
export const listKey = (list: ContentList, audience: Audience): ListKey => `${list}:${audience}`;

type Loadable<T> = { request: RequestState; data: T | null; language?: string };

export type ContentState = {
  pages: Record<string, Loadable<ContentPageData>>;
  lists: Partial<Record<ListKey, Loadable<ContentEntry[]>>>;
};

const initialState: ContentState = { pages: {}, lists: {} };
const loading = <T>(): Loadable<T> => {
  const request = idleRequest();
  markSending(request);
  return { request, data: null };
};

const contentSlice = createSlice({
  name: "content",
  initialState,
  reducers: {
    pageRequested: (state, action: PayloadAction<string>) => {
      if (state.pages[action.payload]?.request.status !== "done") state.pages[action.payload] = loading();
    },
    pageLoaded: (state, action: PayloadAction<ContentPageData & { language?: string }>) => {
      const { language, ...page } = action.payload;
      const entry = (state.pages[page.slug] ??= loading());
      markDone(entry.request);
      entry.data = page;
      entry.language = language;
    },
    pageFailed: (state, action: PayloadAction<{ slug: string; message: string | null }>) => {
      const entry = (state.pages[action.payload.slug] ??= loading());
      markFailed(entry.request, action.payload.message);
    },
    listRequested: (state, action: PayloadAction<{ list: ContentList; audience: Audience }>) => {
      const key = listKey(action.payload.list, action.payload.audience);
      if (state.lists[key]?.request.status !== "done") state.lists[key] = loading();
    },
    listLoaded: (state, action: PayloadAction<{ key: ListKey; entries: ContentEntry[]; language?: string }>) => {
      const entry = (state.lists[action.payload.key] ??= loading());
      markDone(entry.request);
      entry.data = action.payload.entries;
      entry.language = action.payload.language;
    },
    listFailed: (state, action: PayloadAction<{ key: ListKey; message: string | null }>) => {
      const entry = (state.lists[action.payload.key] ??= loading());
      markFailed(entry.request, action.payload.message);
    },
  },
});

export const { pageRequested, pageLoaded, pageFailed, listRequested, listLoaded, listFailed } = contentSlice.actions;
export const contentReducer = contentSlice.reducer;

type WithContent = { content: ContentState };
export const selectPage = (slug: string) => (state: WithContent) => state.content.pages[slug] ?? null;
export const selectList = (key: ListKey) => (state: WithContent) => state.content.lists[key] ?? null;
