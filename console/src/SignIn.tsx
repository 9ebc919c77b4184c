import { useState } from 'react';
import { useMutation } from 'urql';
import { problem } from './client';
import { ConsoleLoginDocument } from './generated/graphql';

/**
 * Sign-in with an API key or a token. The secret goes to the server once and becomes an HttpOnly
 * session cookie; the page never stores it.
 */
export function SignIn({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const [token, setToken] = useState('');
  const [result, login] = useMutation(ConsoleLoginDocument);
  const err = problem(result.error);
  return (
    <main className="signin">
      <h1>mapgate console</h1>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const r = await login({ input: { token: token.trim() } });
          if (!r.error) {
            setToken('');
            onSignedIn();
          }
        }}
      >
        <label htmlFor="token">API key or token</label>
        <input
          id="token"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          required
        />
        <button type="submit" disabled={result.fetching}>
          {result.fetching ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      {err && (
        <p className="error" role="alert">
          {err.message}
        </p>
      )}
    </main>
  );
}
