/**
 * The terms shown until the operator puts their own in `DATA_DIR/terms.md` (docs/operations.md).
 * A placeholder that says so: a deployment must not present it as its contract.
 */
export const defaultTerms = `These are the portal's default terms. The company running this portal has not published its own
terms yet; until it does, ask it for them before relying on the service.

## Using the portal

- Keep your sign-in details to yourself and tell the company running the portal at once if you
  think someone else has used your account.
- Enter only information you are allowed to share: deals, documents and the details of the
  businesses and people they concern.
- Funders decide on their own terms; nothing in the portal is an offer of finance until a funder
  makes one.

## Your data

The company running the portal keeps your account and the data you enter to provide the service,
and deletes your account when you ask (Settings › Security).
`;
