import express, { type Router } from 'express';
import type { MessagingService } from '../modules/messaging/messaging.service';
import { escapeHtml as esc } from '../modules/mail/templates';

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#fbf7f0;color:#2b1d22}table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:8px 10px;border-bottom:1px solid #e6dccd;text-align:left;font-size:14px;vertical-align:top}th{background:#7a1f3d;color:#fbf7f0}a{color:#7a1f3d}
.s-sent{color:#2f6b3a}.s-failed{color:#b3261e}.bubble{background:#dcf8c6;border-radius:8px;padding:8px 10px;max-width:420px}</style></head><body>${body}</body></html>`;

/**
 * The developer's WhatsApp outbox (/dev/messages, never in production): every order update the store
 * queued, as the shopper would read it, and whether the Cloud API took it (or, not configured, that it
 * was only kept here). ?to=91XXXXXXXXXX filters; /dev/messages.json serves the same as JSON.
 */
export function messageRoutes(messaging: MessagingService): Router {
  const router = express.Router();
  router.get('/messages.json', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json(await messaging.list({ to }));
  });
  router.get('/messages', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    const rows = (await messaging.list({ to }))
      .map((m) => `<tr><td>${m.id}</td><td>${esc(m.createdAt.toISOString())}</td><td>+${esc(m.to)}</td><td>${esc(m.template)} (${esc(m.language)})</td><td><div class="bubble">${esc(m.preview)}</div></td><td><span class="s-${esc(m.status)}">${esc(m.status)}</span>${m.transport ? ` (${esc(m.transport)})` : ''}${m.attempts ? `, ${m.attempts} attempt(s)` : ''}${m.lastError ? `<br>${esc(m.lastError)}` : ''}</td></tr>`)
      .join('');
    const channel = messaging.channel.name;
    res.type('html').send(
      page('Kapda WhatsApp outbox', `<h1>WhatsApp outbox</h1><p>Channel: <b>${esc(channel)}</b>${channel === 'local' ? ' — WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set, so order updates are only kept here.' : ''} · <a href="/dev/outbox">Mail outbox</a></p>
<div style="overflow-x:auto"><table><thead><tr><th>#</th><th>Queued</th><th>To</th><th>Template</th><th>Message</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="6">No messages yet: place an order with "Send me order updates on WhatsApp" ticked.</td></tr>'}</tbody></table></div>`),
    );
  });
  return router;
}
