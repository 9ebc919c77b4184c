/**
 * What an operation's answer is, decided once for /graphql, the REST adapter, the HTTP-level refusals,
 * the error fallback and the audit recorder: error classification and masking (classify.ts), GraphQL
 * error formatting (format-error.ts), the code -> status table and the headers a status carries
 * (status.ts), the outcome of an executed operation (outcome.ts), and the one error body (send-error.ts).
 */
export { classify, mapgateCode, type Classified } from './classify';
export { logErrorsWith, makeFormatError, type ErrorLog } from './format-error';
export { limitMessage } from './limit-message';
export { codesOf, outcomeOf, SECURITY_CODES, type Outcome } from './outcome';
export { graphqlErrorShape, sendError } from './send-error';
export { HTTP_STATUS, RETRY_AFTER, errorBody, errorHeaders, type ErrorBody } from './status';
