import { GraphQLError } from 'graphql';
import { formatErrors, liveLimitRefusal, type Head } from '../../src/core';
import { makeFormatError } from '../../src/outcome';

/*
 * A live limit's refusal (src/core/live.ts) is a RateLimitedError, a DomainError: formatError keeps its
 * code and words for that reason, not because any error whose extensions say RATE_LIMITED passes through.
 */
function format(error: GraphQLError): {
  formatted: ReturnType<typeof formatErrors>[number];
  head: Head;
  logged: unknown[];
} {
  const logged: unknown[] = [];
  const head: Head = { headers: new Map() };
  const [formatted] = formatErrors(
    [error],
    makeFormatError((err) => logged.push(err)),
    head,
  );
  return { formatted, head, logged };
}

it('a live limit refusal leaves RATE_LIMITED with its words and its Retry-After, and is not logged', () => {
  const message = 'too many event streams for this credential (at most 1)';
  const { formatted, head, logged } = format(liveLimitRefusal(message, new Map([['retry-after', '10']])));
  expect(formatted).toEqual({ message, extensions: { code: 'RATE_LIMITED' } });
  expect(head.headers.get('retry-after')).toBe('10');
  expect(logged).toEqual([]);
});

it('another error that only says RATE_LIMITED in its extensions is masked and logged, as any unexpected error', () => {
  const error = new GraphQLError('select * from api_keys failed', { extensions: { code: 'RATE_LIMITED' } });
  const { formatted, logged } = format(error);
  expect(formatted.extensions).toEqual({ code: 'INTERNAL' });
  expect(formatted.message).toBe('internal error');
  expect(logged).toHaveLength(1);
});
