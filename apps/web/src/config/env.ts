/** The API shares the web app's origin; override only for a separately hosted web app. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? "";
