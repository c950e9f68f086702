import express, { type Router } from 'express';
import type { MailService } from '../modules/mail/mail.service';
import type { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { escapeHtml } from '../modules/mail/templates';

const esc = escapeHtml;

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#fbf7f0;color:#2b1d22}table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:8px 10px;border-bottom:1px solid #e6dccd;text-align:left;font-size:14px}th{background:#7a1f3d;color:#fbf7f0}a{color:#7a1f3d}
.s-sent{color:#2f6b3a}.s-failed{color:#b3261e}pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #e6dccd}
iframe{width:100%;height:720px;border:1px solid #e6dccd;background:#fff}</style></head><body>${body}</body></html>`;

function status(m: OutboxMail) {
  return `<span class="s-${m.status}">${esc(m.status)}</span>${m.transport ? ` (${esc(m.transport)})` : ''}${m.attempts ? `, ${m.attempts} attempt(s)` : ''}`;
}

/**
 * The developer outbox (mounted at /dev/outbox, never in production): every mail the store queued,
 * whether or not an SMTP server took it. ?to=address filters; /dev/outbox.json serves the same as JSON.
 */
export function outboxRoutes(mail: MailService): Router {
  const router = express.Router();

  router.get('/outbox.json', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json((await mail.list({ to })).map(({ id, to, subject, template, status, attempts, text, createdAt, sentAt }) => ({ id, to, subject, template, status, attempts, text, createdAt, sentAt })));
  });

  router.get('/outbox', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    const mails = await mail.list({ to });
    const rows = mails
      .map((m) => `<tr><td>${m.id}</td><td>${esc(m.createdAt.toISOString())}</td><td>${esc(m.to)}</td><td><a href="/dev/outbox/${m.id}">${esc(m.subject)}</a></td><td>${esc(m.template)}</td><td>${status(m)}</td></tr>`)
      .join('');
    res.type('html').send(
      page('Kapda outbox', `<h1>Outbox</h1><p>Mail transport: <b>${esc(mail.transport.name)}</b>${mail.transport.name === 'local' ? ' — no SMTP_URL set, so mail is only kept here.' : ''}</p>
<form><label>Recipient <input name="to" value="${esc(to ?? '')}"></label> <button>Filter</button></form><br>
<table><thead><tr><th>#</th><th>Queued</th><th>To</th><th>Subject</th><th>Template</th><th>Status</th></tr></thead><tbody>${rows || '<tr><td colspan="6">No mail yet.</td></tr>'}</tbody></table>`),
    );
  });

  router.get('/outbox/:id', async (req, res) => {
    const m = await mail.find(Number(req.params.id));
    if (!m) {
      res.status(404).type('html').send(page('Not found', '<p>No such mail. <a href="/dev/outbox">Back to the outbox</a></p>'));
      return;
    }
    res.type('html').send(
      page(m.subject, `<p><a href="/dev/outbox">← Outbox</a></p><h1>${esc(m.subject)}</h1>
<p>To <b>${esc(m.to)}</b> · queued ${esc(m.createdAt.toISOString())} · ${status(m)}${m.lastError ? ` · last error: ${esc(m.lastError)}` : ''}</p>
<h2>HTML</h2><iframe src="/dev/outbox/${m.id}/html" title="HTML body" sandbox></iframe><h2>Plain text</h2><pre>${esc(m.text)}</pre>`),
    );
  });

  router.get('/outbox/:id/html', async (req, res) => {
    const m = await mail.find(Number(req.params.id));
    if (!m) {
      res.status(404).send('Not found');
      return;
    }
    res.type('html').send(m.html);
  });

  return router;
}
