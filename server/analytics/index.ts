// Analytics: POST /api/events stores the page's events; when GA_* is set the forwarder
// sends them on to GA4; GET /api/admin/stats (local mode) and `npm run stats` summarise them.
export { analyticsRoutes, type AnalyticsOptions } from "./analytics-routes";
export { statsAdminRoutes } from "./admin-stats-routes";
export { createForwarder } from "./forwarder";
export { readAnalyticsSettings, type AnalyticsSettings } from "./settings";
