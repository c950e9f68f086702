import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { ContentDraft, ContentVersion, PublishedContent } from './site-content.service';

@ObjectType('SiteContent', { description: "One editable page's published content (SPEC.md §3 Site content)." })
export class SiteContentView {
  @Field(() => String, { description: 'home | about | contact | footer' })
  page: string;

  @Field(() => GraphQLJSONObject, { description: 'The page data; its shape per page is in api/src/modules/content/site-content.rules.ts.' })
  data: Record<string, unknown>;

  @Field(() => ID, { nullable: true, description: 'The published version shown; null while the page shows its seeded content.' })
  versionId: string | null;

  @Field(() => Date, { nullable: true })
  publishedAt: Date | null;
}

@ObjectType('SiteContentDraft', { description: "The editor's autosaved, unpublished work on a page." })
export class SiteContentDraftView {
  @Field(() => String)
  page: string;

  @Field(() => GraphQLJSONObject)
  data: Record<string, unknown>;

  @Field(() => Date)
  savedAt: Date;

  @Field(() => String)
  savedByEmail: string;
}

@ObjectType('SiteContentVersion', { description: 'A published version of a page, kept to view and restore.' })
export class SiteContentVersionView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  page: string;

  @Field(() => GraphQLJSONObject)
  data: Record<string, unknown>;

  @Field(() => Date)
  publishedAt: Date;

  @Field(() => String)
  publishedByEmail: string;
}

export const toSiteContentView = (c: PublishedContent): SiteContentView => ({ ...c, versionId: c.versionId === null ? null : String(c.versionId) });
export const toDraftView = (d: ContentDraft): SiteContentDraftView => ({ ...d });
export const toVersionView = (v: ContentVersion): SiteContentVersionView => ({ ...v, id: String(v.id) });
