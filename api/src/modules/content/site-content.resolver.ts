import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { SiteContentDraftView, SiteContentVersionView, SiteContentView, toDraftView, toSiteContentView, toVersionView } from './site-content.types';
import { SITE_CONTENT_ACCESS } from './content.access';

@Resolver()
export class SiteContentResolver {
  @Query(() => SiteContentView, { description: "A page's published content, or its seeded words (public). Unknown page: NOT_FOUND." })
  async siteContent(@Ctx() ctx: ApiContext, @Arg('page', () => String) page: string): Promise<SiteContentView> {
    return toSiteContentView(await ctx.services.siteContent.published(page));
  }

  @Authorized(...SITE_CONTENT_ACCESS.publish)
  @Mutation(() => SiteContentView, { description: 'Check and publish a page (manage_content, Content); the autosaved draft is dropped.' })
  async publishSiteContent(@Ctx() ctx: ApiContext, @Arg('page', () => String) page: string, @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>): Promise<SiteContentView> {
    return toSiteContentView(await ctx.services.siteContent.publish(ctx, page, data));
  }

  @Authorized(...SITE_CONTENT_ACCESS.autosave)
  @Mutation(() => SiteContentDraftView, { description: "Keep the editor's work in progress as the page's draft." })
  async autosaveSiteContent(@Ctx() ctx: ApiContext, @Arg('page', () => String) page: string, @Arg('data', () => GraphQLJSONObject) data: Record<string, unknown>): Promise<SiteContentDraftView> {
    return toDraftView(await ctx.services.siteContent.autosave(ctx, page, data));
  }

  @Authorized(...SITE_CONTENT_ACCESS.draft)
  @Query(() => SiteContentDraftView, { nullable: true })
  async siteContentDraft(@Ctx() ctx: ApiContext, @Arg('page', () => String) page: string): Promise<SiteContentDraftView | null> {
    const draft = await ctx.services.siteContent.draft(page);
    return draft ? toDraftView(draft) : null;
  }

  @Authorized(...SITE_CONTENT_ACCESS.versions)
  @Query(() => [SiteContentVersionView], { description: 'The last published versions of a page, newest (live) first.' })
  async siteContentVersions(@Ctx() ctx: ApiContext, @Arg('page', () => String) page: string): Promise<SiteContentVersionView[]> {
    return (await ctx.services.siteContent.versions(page)).map(toVersionView);
  }

  @Authorized(...SITE_CONTENT_ACCESS.restore)
  @Mutation(() => SiteContentView, { description: 'Publish a kept version again.' })
  async restoreSiteContentVersion(@Ctx() ctx: ApiContext, @Arg('page', () => String) page: string, @Arg('versionId', () => ID) versionId: string): Promise<SiteContentView> {
    return toSiteContentView(await ctx.services.siteContent.restore(ctx, page, versionId));
  }
}
