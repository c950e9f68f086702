import { NavLink, Navigate, useParams } from 'react-router';
import { isSiteContentPage, PAGE_NAMES, SITE_CONTENT_PAGES, type SiteContentPage as PageName } from '@kapda/rules/site-content';
import type { AboutContent, ContactContent, FooterContent, HomeContent } from '@kapda/rules/site-content-seed';
import { BackOfficeLayout, SiteContentEditor } from '../../features/admin';
import { Footer } from '../../shell/Footer';
import { AboutView } from '../AboutPage';
import { ContactView } from '../ContactPage';
import { HomeView } from '../HomePage';

function preview(page: PageName, data: Record<string, unknown>) {
  switch (page) {
    case 'home': return <HomeView content={data as unknown as HomeContent} />;
    case 'about': return <AboutView content={data as unknown as AboutContent} />;
    case 'contact': return <ContactView content={data as unknown as ContactContent} />;
    case 'footer': return <Footer content={data as unknown as FooterContent} />;
  }
}

/** /admin/content/{home|about|contact|footer} (manage_content, Content). */
export default function SiteContentPage() {
  const { page } = useParams();
  if (!isSiteContentPage(page)) return <Navigate to="/admin/content/home" replace />;
  return (
    <BackOfficeLayout title={`Site content: ${PAGE_NAMES[page]}`}>
      <nav className="bo-tabs" aria-label="Pages">
        {SITE_CONTENT_PAGES.map((name) => <NavLink key={name} to={`/admin/content/${name}`}>{PAGE_NAMES[name]}</NavLink>)}
      </nav>
      <SiteContentEditor key={page} page={page} renderPreview={(data) => preview(page, data)} />
    </BackOfficeLayout>
  );
}
