// The security log's filter choices (client-safe: the page's selects use them).
export const SECURITY_EVENT_TYPES = ["failed_login", "rate_limit_exceeded", "suspicious_activity", "admin_action", "data_access"] as const;
export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
