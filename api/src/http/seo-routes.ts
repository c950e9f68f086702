import { Router, type RequestHandler } from 'express';
import type { Services } from '../kernel/registry';
import type { OgPicture } from '../modules/catalog/og-image';

/** Crawlers re-read these often enough; an hour keeps a CDN or proxy from asking on every hit. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * What crawlers and link previews fetch outside the SPA: /robots.txt, /sitemap.xml and its parts
 * (/sitemaps/pages-N.xml past 50,000 URLs), and the link-preview pictures: a product's
 * /og/{slug}.jpg, a collection's /og/collection/{id}.jpg and the site's card /og/site/kapda.jpg.
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
  // Link-preview pictures: the address stays while the picture behind it may change — a day, then ask again (304 when unchanged).
  const picture = (find: (name: string) => Promise<OgPicture | null>): RequestHandler => (req, res, next) => {
    const match = /^(.{1,200})\.jpg$/.exec(String(req.params.file));
    if (!match) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    find(match[1]).then((found) => {
      if (!found) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const etag = `"${found.key.replace(/\W/g, '')}"`;
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.status(304).end();
        return;
      }
      res.type('image/jpeg').send(found.bytes);
    }, next);
  };
  // The site's card (every page without a picture of its own), a collection's and a product's.
  router.get('/og/site/:file', picture(async (name) => (name === 'kapda' ? services.ogImages.forSite() : null)));
  router.get('/og/collection/:file', picture((key) => services.ogImages.forCollection(key)));
  router.get('/og/:file', picture((slug) => services.ogImages.forProduct(slug)));
  return router;
}
