import { createRequire } from 'node:module';
import { answerType, GRAPHQL_RESPONSE_TYPE, JSON_TYPE } from '../../src/core';
import { findNul } from '../../src/http/json-bounds';

/*
 * src/core/negotiate.ts decides the content type of every /graphql answer (the hot path's and Apollo's).
 * Wherever it decides, it must decide as Apollo's own negotiation did before it (negotiator over the same
 * offered types, `chooseContentTypeForSingleResultResponse` in @apollo/server), so that no client sees
 * another type; where it does not decide (a media type parameter), Apollo still does.
 */

type NegotiatorClass = new (req: { headers: { accept?: string } }) => {
  mediaType(offered: string[]): string | undefined;
};
// Apollo's negotiation library, as Apollo calls it (loaded from Apollo's own dependency).
const Negotiator = createRequire(require.resolve('@apollo/server'))('negotiator') as NegotiatorClass;
const CALLBACK_TYPE = 'application/json; callbackSpec=1.0; charset=utf-8';
const apollo = (accept: string | undefined): string | null =>
  !accept
    ? JSON_TYPE
    : (new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE, CALLBACK_TYPE]) ?? null);

describe('answerType', () => {
  it('decides as Apollo does for the Accept headers clients send, and leaves parameters to Apollo', () => {
    const headers = [
      undefined,
      '',
      '*/*',
      'application/json',
      'application/*',
      'application/json, */*',
      'application/json, application/graphql-response+json',
      'application/graphql-response+json',
      'application/graphql-response+json, application/json',
      'application/graphql-response+json,application/json;q=0.9',
      'application/graphql-response+json, application/json;q=0.9',
      'application/graphql-response+json;q=0.5, application/json',
      'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/html',
      'text/plain, application/json;q=0',
      'application/json;q=0, */*;q=0.1',
      'APPLICATION/JSON',
      '*/*;q=0.5, application/graphql-response+json;q=0.4',
    ];
    for (const accept of headers)
      expect({ accept, type: answerType(accept) }).toEqual({ accept, type: apollo(accept) });
    expect(answerType('application/json; charset=utf-8')).toBeUndefined();
    expect(answerType('application/json; callbackSpec=1.0')).toBeUndefined();
  });

  it('leaves to Apollo the q values and spellings its negotiator reads its own way', () => {
    for (const accept of [
      'application/json;q=0;q=1',
      'application/json;q=, application/graphql-response+json;q=0.5',
      'application/json;q=0x1, application/graphql-response+json;q=0.5',
      'application/json;q=1.5',
      'application / json',
    ])
      expect({ accept, type: answerType(accept) }).toEqual({ accept, type: undefined });
  });
});

describe('findNul', () => {
  it('walks variables of any depth without recursion, in order, keys before their values', () => {
    let deep: unknown = 'a\0b';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findNul({ v: deep }, 'variables')).toBe(`variables.v${'[0]'.repeat(20_000)}`);
    expect(findNul({ a: 'x\0', 'b\0': 1 }, 'variables')).toBe('variables.a');
    expect(findNul({ a: 'x', 'b\0': 'y\0' }, 'variables')).toBe('variables.b\\u0000');
    expect(findNul({ a: ['x', { c: 'z\0' }] }, 'variables')).toBe('variables.a[1].c');
    expect(findNul({ a: ['x'] }, 'variables')).toBeUndefined();
  });
});
