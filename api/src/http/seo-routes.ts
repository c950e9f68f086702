import { Router, type RequestHandler } from 'express';
import type { Services } from '../kernel/registry';

/** Crawlers re-read these often enough; an hour keeps a CDN or proxy from asking on every hit. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * What crawlers and link previews fetch outside the SPA: /robots.txt, /sitemap.xml and its parts
 * (/sitemaps/pages-N.xml past 50,000 URLs), and a product's link-preview picture /og/{slug}.jpg.
 * Mounted before the SPA's catch-all, which would otherwise answer them with the app's HTML.
 */
export function seoRoutes(services: Pick<Services, 'sitemap' | 'ogImages'>): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', CRAWLER_CACHE);
    res.type('text/plain; charset=utf-8').send(services.sitemap.robots());
  });
  const sitemap: RequestHandler = (req, res, next) => {
    services.sitemap.document(req.path).then((xml) => {
      if (xml === null) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', CRAWLER_CACHE);
      res.type('application/xml; charset=utf-8').send(xml);
    }, next);
  };
  router.get('/sitemap.xml', sitemap);
  router.get('/sitemaps/:file', sitemap);
  router.get('/og/:file', (req, res, next) => {
    const match = /^(.{1,200})\.jpg$/.exec(String(req.params.file));
    if (!match) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    services.ogImages.forProduct(match[1]).then((picture) => {
      if (!picture) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const etag = `"${picture.key.replace(/\W/g, '')}"`;
      // The address stays while the picture behind it may change: a day, then ask again (304 when unchanged).
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.type('image/jpeg').send(picture.bytes);
    }, next);
  });
  return router;
}
