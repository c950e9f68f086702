import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import type { CategorySizeChart } from './size-chart.service';

@ObjectType('SizeChartColumn')
export class SizeChartColumnView {
  @Field(() => String, { description: 'Chest, Waist, Length, Foot length, UK…' })
  label: string;

  @Field(() => String, { description: "'cm': a measurement stored in centimetres (show in inches with @kapda/rules/size-charts); 'size': a size number in another system (UK, India, EU), never converted." })
  unit: string;
}

@ObjectType('SizeChartRow')
export class SizeChartRowView {
  @Field(() => String)
  size: string;

  @Field(() => [Float], { description: 'One per column, in its unit.' })
  values: number[];
}

@ObjectType('SizeChart', { description: "A category's size chart (measurements in centimetres)." })
export class SizeChartView {
  @Field(() => ID, { description: 'The category whose chart it is (the product’s, or a parent’s).' })
  categoryId: string;

  @Field(() => [SizeChartColumnView])
  columns: SizeChartColumnView[];

  @Field(() => [SizeChartRowView])
  rows: SizeChartRowView[];

  @Field(() => String, { description: "How to measure, fit notes; '' when none." })
  note: string;

  @Field(() => Date)
  updatedAt: Date;
}

export function toSizeChartView(chart: CategorySizeChart): SizeChartView {
  return { categoryId: String(chart.categoryId), columns: chart.columns, rows: chart.rows, note: chart.note, updatedAt: chart.updatedAt };
}

/** REST's shape: the same fields, the category id as `categoryId`. */
export function sizeChartJson(chart: CategorySizeChart | null) {
  return chart && { categoryId: String(chart.categoryId), columns: chart.columns, rows: chart.rows, note: chart.note, updatedAt: chart.updatedAt.toISOString() };
}

@InputType('SizeChartColumnInput')
export class SizeChartColumnInput {
  @Field(() => String)
  label: string;

  @Field(() => String, { description: "'cm' or 'size'." })
  unit: string;
}

@InputType('SizeChartRowInput')
export class SizeChartRowInput {
  @Field(() => String)
  size: string;

  @Field(() => [Float], { description: 'One per column: centimetres for a cm column.' })
  values: number[];
}

@InputType('SizeChartInput')
export class SizeChartInput {
  @Field(() => [SizeChartColumnInput])
  columns: SizeChartColumnInput[];

  @Field(() => [SizeChartRowInput])
  rows: SizeChartRowInput[];

  @Field(() => String, { nullable: true })
  note?: string | null;
}
