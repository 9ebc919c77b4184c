/**
 * SQLSTATEs of a PostgreSQL server that is there but cannot serve now: shutting down (57P01
 * admin_shutdown, 57P02 crash_shutdown), starting (57P03 cannot_connect_now) or out of connections
 * (53300 too_many_connections). mapgate's own database (src/outcome/classify.ts) and a service's PostGIS
 * database (src/domains/services/postgis-failure.ts) both answer 503 for them: try again later.
 */
export const SERVER_UNAVAILABLE_STATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '53300']);
