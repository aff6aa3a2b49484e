import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewsInput, NewsList, NewsPost, NewsUpdate } from "@portal/contract/news/news-schemas";
import { api } from "@/lib/api-client";
import { newsKeys } from "./keys";

// GET /v1/news?limit=
export const useNews = (limit: number) =>
  useQuery({
    queryKey: newsKeys.list(limit),
    queryFn: ({ signal }) => api<NewsList>(`/v1/news?limit=${limit}`, { signal }),
  });

/** A change to the news: afterwards every list of it (the card, the page) is read again. */
function useNewsChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

const id = (value: string) => encodeURIComponent(value);

// POST /v1/news
export const usePostNews = () =>
  useNewsChange((body: NewsInput) => api<NewsPost>("/v1/news", { method: "POST", body }));
// PUT /v1/news/{id}
export const useEditNews = () =>
  useNewsChange(({ postId, body }: { postId: string; body: NewsUpdate }) =>
    api<NewsPost>(`/v1/news/${id(postId)}`, { method: "PUT", body }),
  );
// DELETE /v1/news/{id}
export const useDeleteNews = () =>
  useNewsChange((postId: string) => api<null>(`/v1/news/${id(postId)}`, { method: "DELETE" }));
// POST /v1/news/{id}/read
export const useMarkRead = () =>
  useNewsChange((postId: string) =>
    api<NewsPost>(`/v1/news/${id(postId)}/read`, { method: "POST" }),
  );
