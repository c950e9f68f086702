import { Fragment } from 'react';
import { Link } from 'react-router';
import { richTextParts } from '@kapda/rules/site-content-text';

/** Editable text with `[label](url)` links, rendered without HTML: store paths through the router, web addresses as links. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {richTextParts(text).map((part, index) =>
        'url' in part ? (
          part.url.startsWith('/') ? <Link key={index} to={part.url}>{part.label}</Link> : <a key={index} href={part.url} rel="noopener noreferrer">{part.label}</a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** A call to action from content: hidden when it has no label or link. */
export function ContentLink({ cta, className }: { cta: { label: string; url: string }; className?: string }) {
  if (!cta.label || !cta.url) return null;
  return cta.url.startsWith('/') ? <Link to={cta.url} className={className}>{cta.label}</Link> : <a href={cta.url} className={className} rel="noopener noreferrer">{cta.label}</a>;
}
