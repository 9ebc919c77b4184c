/** The operation core (docs/architecture.md, "The operation core"): what every transport calls. */
export { createOperationCore, hooksOf, operationCore, type CoreOptions, type OperationCore } from './operation';
export type { Answer, Hook, Operation, Transport } from './types';
export { asGraphQLError, formatErrors, type FormatError, type Head } from './errors';
export { answerType, GRAPHQL_RESPONSE_TYPE, JSON_TYPE } from './negotiate';
export { logErrorsOf, logOperation, requestIdOf, withRequestId } from './log';
export { idempotencyHook, sentWithKey, type IdempotentRequest } from './idempotency';
export { credentialHook, type CredentialOptions } from './credentials';
export { liveLimitRefusal, liveWorkHook, type LiveWorkOptions } from './live';
