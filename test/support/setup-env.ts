// Every test file may import domain types directly: decorator metadata first, as at the app's entries.
import 'reflect-metadata';
// Tests run against loopback with no TLS; the HTTPS rule has its own tests that turn it back on.
process.env.MAPGATE_REQUIRE_HTTPS ??= 'false';
process.env.MAPGATE_LOG_LEVEL ??= 'silent';
// A run queued on an instance wakes that instance's document worker at once; the worker's poll (1 s by
// default) only finds runs queued elsewhere, which the tests that need it ask for with their own
// interval. Its statements would otherwise fall inside the windows where tests count an operation's.
process.env.MAPGATE_DOCUMENT_RUN_POLL_MS ??= '10000';
