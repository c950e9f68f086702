import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

/** The words a client sees when its body is over BODY_LIMIT_KB (413). */
export const bodyTooLarge = (limitKb: number) => `Request body is too large (at most ${limitKb} KB).`;

/** The JSON body parser for /graphql and /api, capped at BODY_LIMIT_KB (counted after decompression). */
export function jsonBody(limitKb: number): RequestHandler {
  // Payment webhooks are signed over the exact bytes sent: keep them beside the parsed body.
  return express.json({ limit: limitKb * 1024, verify: (req, _res, buf) => { (req as unknown as { rawBody?: string }).rawBody = buf.toString('utf8'); } });
}

/** body-parser's refusals (too large, malformed) as GraphQL answers, before Apollo sees the request. */
export function graphqlBodyErrors(limitKb: number): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    const status = (error as { status?: number }).status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    const message = status === 413 ? bodyTooLarge(limitKb) : 'Malformed request body';
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    res.status(status).json({ errors: [{ message, extensions: { code, status } }] });
  };
}
