// Every test file may import domain types directly: decorator metadata first, as at the app's entries.
import 'reflect-metadata';
// Tests run against loopback with no TLS; the HTTPS rule has its own tests that turn it back on.
process.env.MAPGATE_REQUIRE_HTTPS ??= 'false';
process.env.MAPGATE_LOG_LEVEL ??= 'silent';
