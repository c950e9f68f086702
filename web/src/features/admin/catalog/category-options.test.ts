import { describe, expect, it } from 'vitest';
import { categoryOptions, type PickerCategory } from './category-options';

/** The demo's seeded tree (api catalog-data CATEGORIES): ids in seed order, positions counted among siblings. */
const SEEDED: Array<[string, string | null]> = [
  ['Women', null], ['Kurtas & Kurtis', 'Women'], ['Kurta Sets', 'Women'], ['Anarkalis', 'Women'], ['Sarees', 'Women'], ['Lehengas', 'Women'],
  ['Dupattas', 'Women'], ['Tops & Tunics', 'Women'], ['Palazzos & Pants', 'Women'],
  ['Men', null], ['Shirts', 'Men'], ['Jeans', 'Men'], ['Chinos & Trousers', 'Men'], ['Kurtas', 'Men'], ['Kurta Pyjama Sets', 'Men'], ['Sherwanis', 'Men'],
  ['Nehru Jackets', 'Men'], ['T-Shirts & Polos', 'Men'],
  ['Plus Size', null], ['Plus Size Kurtas', 'Plus Size'], ['Plus Size Kurta Sets', 'Plus Size'], ['Plus Size Tops & Tunics', 'Plus Size'], ['Plus Size Shirts', 'Plus Size'],
  ['Accessories', null], ['Juttis & Mojaris', 'Accessories'], ['Bags & Potlis', 'Accessories'], ['Stoles & Shawls', 'Accessories'], ['Belts & Wallets', 'Accessories'],
];

/** As the API answers catalogCategories: one flat list ordered by position, then id. */
function seededAnswer(): PickerCategory[] {
  const siblings = new Map<string, number>();
  const rows = SEEDED.map(([name, parent], i) => {
    const position = siblings.get(parent ?? '') ?? 0;
    siblings.set(parent ?? '', position + 1);
    return { id: String(i + 1), name, parentId: parent ? String(SEEDED.findIndex(([n]) => n === parent) + 1) : null, position };
  });
  return rows.sort((a, b) => a.position - b.position || Number(a.id) - Number(b.id));
}

describe('the admin category picker', () => {
  it('lists every subcategory of the seeded tree under its own department', () => {
    const answer = seededAnswer();
    // The flat answer mixes departments: the bug showed "— Sarees" under Plus Size.
    expect(answer.slice(0, 6).map((c) => c.name)).not.toEqual(['Women', 'Kurtas & Kurtis', 'Kurta Sets', 'Anarkalis', 'Sarees', 'Lehengas']);
    const labels = categoryOptions(answer).map((o) => o.label);
    expect(labels).toHaveLength(SEEDED.length);
    let department = '';
    for (const label of labels) {
      if (!label.startsWith('— ')) department = label;
      else expect(SEEDED.find(([n]) => n === label.slice(2))![1]).toBe(department);
    }
    expect(labels.slice(0, 10)).toEqual(['Women', '— Kurtas & Kurtis', '— Kurta Sets', '— Anarkalis', '— Sarees', '— Lehengas', '— Dupattas', '— Tops & Tunics', '— Palazzos & Pants', 'Men']);
    expect(labels.indexOf('— Lehengas')).toBeLessThan(labels.indexOf('Men'));
    expect(labels.slice(-5)).toEqual(['Accessories', '— Juttis & Mojaris', '— Bags & Potlis', '— Stoles & Shawls', '— Belts & Wallets']);
  });

  it('keeps a subcategory whose department is missing, instead of dropping it', () => {
    expect(categoryOptions([{ id: '9', name: 'Sarees', parentId: '4', position: 0 }])).toEqual([{ id: '9', label: '— Sarees' }]);
  });
});
