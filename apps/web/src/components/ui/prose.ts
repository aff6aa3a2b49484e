/**
 * Styles for HTML rendered on the server from Markdown with raw HTML off (news posts, lessons):
 * headings, paragraphs, lists, emphasis, code, quotes and links only.
 */
export const prose =
  "text-sm leading-relaxed break-words text-fg [&_a]:text-primary [&_a]:underline [&_blockquote]:border-s-2 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_blockquote]:text-fg-muted [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-2 [&_ul]:list-disc [&_ul]:ps-5 [&>*+*]:mt-2";
