/** A category as the back office's pickers read it. */
export interface PickerCategory {
  id: string;
  name: string;
  parentId?: string | null;
  position: number;
}

/**
 * The category picker's options: each department followed by its own subcategories ("— Sarees"
 * under Women), both in menu order. The API answers one flat list ordered by position, where a
 * department's third child and another department's third child sit side by side, so the
 * grouping is made here rather than trusted to that order.
 */
export function categoryOptions(categories: readonly PickerCategory[]): Array<{ id: string; label: string }> {
  const inOrder = [...categories].sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
  const ids = new Set(inOrder.map((c) => c.id));
  const options: Array<{ id: string; label: string }> = [];
  for (const department of inOrder.filter((c) => !c.parentId || !ids.has(c.parentId))) {
    options.push({ id: department.id, label: department.parentId ? `— ${department.name}` : department.name });
    for (const child of inOrder.filter((c) => c.parentId === department.id)) options.push({ id: child.id, label: `— ${child.name}` });
  }
  return options;
}
