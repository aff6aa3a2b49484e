/** The analytics tools the server configured (GTM_ID, GA_MEASUREMENT_ID, ADS_PIXEL_ID). */
export interface AnalyticsConfig {
  gtmId?: string;
  gaMeasurementId?: string;
  adsPixelId?: string;
}

/**
 * The server writes the settings into index.html only when a tool is configured
 * (apps/api/src/plugins/web-analytics.ts); null = analytics is off.
 */
export function readAnalyticsConfig(): AnalyticsConfig | null {
  const content = document.querySelector('meta[name="portal-analytics"]')?.getAttribute("content");
  if (!content) return null;
  try {
    return JSON.parse(content) as AnalyticsConfig;
  } catch {
    return null;
  }
}
