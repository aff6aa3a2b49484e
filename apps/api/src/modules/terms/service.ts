import { readFile, stat } from "node:fs/promises";
import type { Terms } from "@portal/contract/terms/terms-schemas";
import { renderMarkdown } from "../../lib/markdown";
import { defaultTerms } from "./default-terms";

export type TermsService = ReturnType<typeof createTermsService>;

/**
 * The terms of service: the operator's Markdown file when there is one, read on each request (an
 * operator replaces it without a restart), else the default placeholder.
 */
export function createTermsService(opts: { file: string }) {
  return {
    async get(): Promise<Terms> {
      try {
        const [source, info] = await Promise.all([readFile(opts.file, "utf8"), stat(opts.file)]);
        return {
          html: renderMarkdown(source),
          source: "operator",
          updatedAt: info.mtime.toISOString(),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        return { html: renderMarkdown(defaultTerms), source: "default", updatedAt: null };
      }
    },
  };
}
