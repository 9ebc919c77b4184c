/**
 * A JSON answer as a test reads it: any property may be looked at, and an answer of another shape fails
 * the test's expectation instead of its type check. The one place tests opt out of types, on purpose:
 * the answers are what is under test, and their shape is what the expectations state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
