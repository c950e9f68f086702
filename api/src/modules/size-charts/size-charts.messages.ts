/** What the size charts' back office says (the chart's own checks: SIZE_CHART_MESSAGES in @kapda/rules/size-charts). */
export const SIZE_CHARTS_MESSAGES = {
  saved: 'Size chart saved',
  removed: 'Size chart removed',
  noCategory: 'Category not found',
  noChart: 'This category has no size chart of its own',
} as const;
