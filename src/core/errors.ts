import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** formatError (src/outcome: `makeFormatError`): mapgate codes in `extensions.code`, unexpected errors logged. */
export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** An answer's HTTP status (when an error decided one) and headers, as the core builds them. */
export interface Head {
  status?: number;
  headers: Map<string, string>;
}

/** Anything thrown, as a GraphQLError (an execution that threw answers it alone). */
export const asGraphQLError = (err: unknown): GraphQLError =>
  err instanceof GraphQLError
    ? err
    : err instanceof Error
      ? new GraphQLError(err.message, { originalError: err })
      : new GraphQLError('Unexpected error value: ' + String(err));

/**
 * The errors of an executed operation as they leave, on every transport: each one's code (INTERNAL when
 * it has none; BAD_USER_INPUT when the operation never started because its variables did not fit, as
 * Apollo labels it), an `extensions.http` status and headers moved to `head`, then formatError. An error
 * formatError itself fails on leaves as a masked INTERNAL.
 */
export function formatErrors(
  errors: readonly GraphQLError[],
  formatError: FormatError,
  head?: Head,
  notStarted = false,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    try {
      const extensions: Record<string, unknown> = {
        ...error.extensions,
        code: notStarted ? 'BAD_USER_INPUT' : (error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
      };
      const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
      if (
        http &&
        typeof http === 'object' &&
        (!('status' in http) || typeof http.status === 'number') &&
        (!('headers' in http) || http.headers instanceof Map)
      ) {
        if (head && typeof http.status === 'number' && http.status) head.status = http.status;
        for (const [k, v] of (http.headers as Map<string, string> | undefined) ?? []) head?.headers.set(k, v);
        delete extensions.http;
      }
      return formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}
