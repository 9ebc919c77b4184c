import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { series, under, when } from '../../src/http/series';

/** An app whose one middleware is `mw`, a route that names the steps run, and an error handler. */
function appWith(mw: express.RequestHandler) {
  const app = express();
  app.use(mw);
  app.get('/{*rest}', (req, res) => res.json({ steps: res.locals.steps ?? [], path: req.path }));
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    res.status(500).json({ error: err.message, steps: res.locals.steps ?? [] });
  });
  return app;
}

const step =
  (name: string): express.RequestHandler =>
  (_req, res, next) => {
    res.locals.steps = [...(res.locals.steps ?? []), name];
    next();
  };

// The middleware every request passes runs as one series (src/app.ts): order, errors and path gating
// must behave as Express's own layers did.
describe('series', () => {
  it('runs its handlers in order, synchronous and asynchronous, then the routes', async () => {
    const later: express.RequestHandler = (req, res, next) => {
      setImmediate(() => step('later')(req, res, next));
    };
    const res = await request(appWith(series(step('a'), later, step('b')))).get('/x');
    expect(res.body).toEqual({ steps: ['a', 'later', 'b'], path: '/x' });
  });

  it('hands next(err), a throw and a rejected promise to the error handler, skipping what follows', async () => {
    const cases: express.RequestHandler[] = [
      (_req, _res, next) => next(new Error('passed')),
      () => {
        throw new Error('thrown');
      },
      async () => {
        await Promise.resolve();
        throw new Error('rejected');
      },
    ];
    for (const [i, failing] of cases.entries()) {
      const res = await request(appWith(series(step('a'), failing, step('b')))).get('/x');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: ['passed', 'thrown', 'rejected'][i], steps: ['a'] });
    }
  });

  it('a handler that answers ends the series', async () => {
    const answer: express.RequestHandler = (_req, res) => void res.status(204).end();
    const res = await request(appWith(series(step('a'), answer, step('b')))).get('/x');
    expect(res.status).toBe(204);
  });

  it('when(under(...)) applies to the prefix and below, case-insensitively, by whole segments', async () => {
    const app = appWith(series(when(under('/graphql', '/api/v1'), step('surface')), step('all')));
    const steps = async (path: string) => (await request(app).get(path)).body.steps;
    expect(await steps('/graphql')).toEqual(['surface', 'all']);
    expect(await steps('/GraphQL/')).toEqual(['surface', 'all']);
    expect(await steps('/api/v1/workspaces?x=1')).toEqual(['surface', 'all']);
    expect(await steps('/graphqlx')).toEqual(['all']);
    expect(await steps('/api/v10')).toEqual(['all']);
    expect(await steps('/healthz')).toEqual(['all']);
  });
});
