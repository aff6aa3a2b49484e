/** Spec §9: the identity provider's default minimum password length. The API reads it from config. */
export const defaultPasswordMinLength = 6;
/** Spec §9: refresh the ID token this long before it expires. */
export const tokenRefreshLeadMs = 5 * 60 * 1000;
