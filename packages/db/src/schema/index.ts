// The whole schema, for drizzle-kit and for typing the database handle.
export * from "./identity";
export * from "./organizations";
export * from "./user";
export * from "./rate-limits";
export * from "./deals";
export * from "./documents";
export * from "./lenders";
export * from "./submissions";
export * from "./jobs";
export * from "./member-views";
export * from "./news";
export * from "./notifications";
export * from "./wallet";
export * from "./learn";
export * from "./billing";
export * from "./leads";
