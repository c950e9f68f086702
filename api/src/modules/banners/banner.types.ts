import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { PromoBanner } from './promo-banner.entity';

@ObjectType('PromoBanner', { description: 'The announcement strip above the storefront header (SPEC.md §3).' })
export class PromoBannerView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  text: string;

  @Field(() => String, { nullable: true, description: "A path in the store ('/shop?sale=true') or an https address." })
  link: string | null;

  @Field(() => String, { description: '#rrggbb; #4299e1 by default.' })
  backgroundColor: string;

  @Field(() => String, { description: '#rrggbb; #ffffff by default.' })
  textColor: string;

  @Field(() => Date, { nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt: Date | null;

  @Field(() => Boolean)
  isActive: boolean;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@InputType({ description: 'A banner as the back office edits it; on update, fields left out keep their value.' })
export class PromoBannerInput {
  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => String, { nullable: true, description: "Empty or null = no link." })
  link?: string | null;

  @Field(() => String, { nullable: true })
  backgroundColor?: string | null;

  @Field(() => String, { nullable: true })
  textColor?: string | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt?: Date | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

export function toPromoBannerView(b: PromoBanner): PromoBannerView {
  return {
    id: String(b.id),
    text: b.text,
    link: b.link,
    backgroundColor: b.backgroundColor,
    textColor: b.textColor,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    isActive: b.isActive,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

/** REST answers name the id `_id` (SPEC.md §3) and keep `id` beside it. */
export const toRestBanner = (b: PromoBanner) => ({ _id: String(b.id), ...toPromoBannerView(b) });

/** GraphQL input → the rules' input: a field absent from the input stays absent (kept on update). */
export function bannerFields(input: PromoBannerInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}
