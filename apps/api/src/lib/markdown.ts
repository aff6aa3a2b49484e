import MarkdownIt from "markdown-it";

/**
 * Markdown written in the portal (news, lessons) to HTML (docs/decisions/036-news.md, 040): raw HTML is off, so `<script>` and
 * `<img onerror>` come out as text; markdown-it's own link check drops `javascript:`, `vbscript:`
 * and `data:` (but images) links; every link opens without the opener and is not endorsed.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false }).disable(
  // Pictures from elsewhere would track readers (and the Content-Security-Policy blocks them).
  "image",
);

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export const renderMarkdown = (source: string): string => markdown.render(source);
