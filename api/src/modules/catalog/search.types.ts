import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('SuggestedProduct', { description: 'A product the search overlay suggests.' })
export class SuggestedProductView {
  @Field(() => String)
  name: string;

  @Field(() => String)
  slug: string;

  @Field(() => Float, { description: 'Rupees, GST-inclusive: what the shopper pays.' })
  price: number;

  @Field(() => Float, { description: 'Rupees, the MRP (never below price).' })
  mrp: number;

  @Field(() => String, { nullable: true, description: "The first picture's /media URL." })
  image: string | null;
}

@ObjectType('SuggestedCategory', { description: 'A category whose name has the words typed.' })
export class SuggestedCategoryView {
  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;
}

@ObjectType('SearchSuggestions')
export class SearchSuggestionsView {
  @Field(() => [SuggestedProductView], { description: 'At most 6, best first.' })
  products: SuggestedProductView[];

  @Field(() => [SuggestedCategoryView], { description: 'At most 4.' })
  categories: SuggestedCategoryView[];
}
