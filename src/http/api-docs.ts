import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { under, when } from './series';

/** swagger-ui-dist's files, served as they are: nothing is loaded from outside. */
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/**
 * The page may load its own scripts and styles from this origin and read the OpenAPI document; Swagger UI
 * sets inline style attributes, hence 'unsafe-inline' for styles only. No outside origin, no framing.
 */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <title>mapgate REST API reference</title>
    <link rel="stylesheet" href="swagger-ui.css">
    <link rel="icon" type="image/png" href="favicon-32x32.png" sizes="32x32">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="initializer.js"></script>
  </body>
</html>
`;

// The document is read from this server; no validator badge (it would call validator.swagger.io).
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '../openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/**
 * The interactive reference of the OpenAPI document at /api/v1/docs/ (README, "Run"): Swagger UI from the
 * swagger-ui-dist package, offline. Anonymous, like /api/v1/openapi.json.
 */
export function apiDocsRouter(): RequestHandler {
  const router = express.Router();
  router.use('/api/v1/docs', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    next();
  });
  // Relative asset URLs need the trailing slash.
  router.get('/api/v1/docs', (req, res, next) =>
    req.path.endsWith('/') ? next() : res.redirect(301, '/api/v1/docs/'),
  );
  router.get(['/api/v1/docs/', '/api/v1/docs/index.html'], (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get('/api/v1/docs/initializer.js', (_req, res) => {
    res.type('application/javascript').send(INITIALIZER);
  });
  router.use(
    '/api/v1/docs',
    express.static(SWAGGER_DIR, { index: false, maxAge: '1d', fallthrough: true, dotfiles: 'ignore' }),
  );
  // Entered only for its own paths: the other requests skip the router's matching (src/http/series.ts).
  return when(under('/api/v1/docs'), router);
}
