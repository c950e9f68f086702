import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { bannerFields, PromoBannerInput, PromoBannerView, toPromoBannerView } from './banner.types';
import { BANNER_ACCESS } from './banners.access';

@Resolver()
export class PromoBannerResolver {
  @Query(() => PromoBannerView, { nullable: true, description: 'The banner the storefront shows now: the newest active one inside its window (public).' })
  async activePromoBanner(@Ctx() ctx: ApiContext): Promise<PromoBannerView | null> {
    const banner = await ctx.services.banners.live();
    return banner ? toPromoBannerView(banner) : null;
  }

  @Authorized(...BANNER_ACCESS.list)
  @Query(() => [PromoBannerView], { description: 'Every banner, newest first (manage_banners, Marketing).' })
  async promoBanners(@Ctx() ctx: ApiContext): Promise<PromoBannerView[]> {
    return (await ctx.services.banners.list()).map(toPromoBannerView);
  }

  @Authorized(...BANNER_ACCESS.create)
  @Mutation(() => PromoBannerView)
  async createPromoBanner(@Ctx() ctx: ApiContext, @Arg('input', () => PromoBannerInput) input: PromoBannerInput): Promise<PromoBannerView> {
    return toPromoBannerView(await ctx.services.banners.create(ctx, bannerFields(input)));
  }

  @Authorized(...BANNER_ACCESS.update)
  @Mutation(() => PromoBannerView)
  async updatePromoBanner(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => PromoBannerInput) input: PromoBannerInput): Promise<PromoBannerView> {
    return toPromoBannerView(await ctx.services.banners.update(ctx, id, bannerFields(input)));
  }

  @Authorized(...BANNER_ACCESS.remove)
  @Mutation(() => PromoBannerView, { description: 'Delete a banner; answers it as it was.' })
  async deletePromoBanner(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<PromoBannerView> {
    return toPromoBannerView(await ctx.services.banners.remove(ctx, id));
  }
}
