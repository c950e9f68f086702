import { SEEDED_ABOUT, type AboutContent } from '@kapda/rules/site-content-seed';
import { RichText, usePageContent } from '../features/content';
import { PageSpinner } from '../ui/PageSpinner';
import { ContentPage } from './ContentPage';

/** /about as shoppers see it, from its content (the back office previews edits with this too). */
export function AboutView({ content }: { content: AboutContent }) {
  return (
    <ContentPage eyebrow={content.eyebrow} title={content.title} intro={content.intro || undefined}>
      {content.story.map((section, index) => <p key={index}><RichText text={section.text} /></p>)}
      {content.values.length > 0 && (
        <>
          {content.valuesTitle && <h2>{content.valuesTitle}</h2>}
          <ul className="feature-list">
            {content.values.map((value, index) => (
              <li key={index}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {content.promiseTitle && <h2>{content.promiseTitle}</h2>}
      {content.promiseText && <p><RichText text={content.promiseText} /></p>}
      {content.closingText && <p><RichText text={content.closingText} /></p>}
    </ContentPage>
  );
}

export default function AboutPage() {
  const { content, loading } = usePageContent('about', SEEDED_ABOUT);
  if (loading) return <PageSpinner />;
  return <AboutView content={content} />;
}
