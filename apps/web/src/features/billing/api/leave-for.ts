/** The tab leaves for the provider's hosted page (its own module: tests stand in for it). */
export const leaveFor = (url: string) => window.location.assign(url);
