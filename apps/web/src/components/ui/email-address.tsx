import { Fragment } from "react";

/**
 * An email address that wraps, when its column is too narrow, before the "@" or a dot (as style
 * guides break addresses), not in the middle of a word. A part longer than the line still breaks
 * anywhere, so nothing spills out on a phone.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <bdi translate="no" className="[overflow-wrap:anywhere]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
