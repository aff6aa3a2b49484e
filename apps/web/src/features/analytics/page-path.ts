// A segment that identifies something (a UUID, a number, an email, a token with digits, a long
// random token with or without digits: a secure link's) is replaced by ":id" before a page is
// reported: no ids, secrets or personal data leave in page views.
const idSegment =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[^@]*@.*|(?=.*\d)[\w.~-]{8,}|[\w-]{32,})$/i;

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page as reported to the analytics tools: the path only, ids as ":id" ("/deals/:id"). */
export function pagePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (segment && idSegment.test(decoded(segment)) ? ":id" : segment))
    .join("/");
}
