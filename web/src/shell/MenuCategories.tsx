import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useShopCategoriesQuery } from '../gql/hooks/ShopCategories';
import { ChevronDownIcon } from '../ui/icons';

interface MenuCategoriesProps {
  onNavigate(): void;
}

const shopLink = (slug: string) => `/shop?category=${encodeURIComponent(slug)}`;

/**
 * 'Shop by category' in the menu drawer: the catalogue's departments (Women, Men, Plus Size,
 * Accessories…) from the category tree, each opening its sub-categories. Phones have no header
 * category row, so this is their way into a department. The menu loads it when it first opens.
 */
export function MenuCategories({ onNavigate }: MenuCategoriesProps) {
  const { data } = useShopCategoriesQuery();
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();
  const departments = (data?.categories ?? []).filter((category) => category.productCount > 0);
  if (departments.length === 0) return null;

  return (
    <nav className="menu-categories" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="menu-categories__title">Shop by category</h3>
      <ul className="menu-categories__list">
        {departments.map((department) => {
          const children = department.children.filter((child) => child.productCount > 0);
          const isOpen = expanded === department.id;
          const listId = `${baseId}-${department.id}`;
          return (
            <li key={department.id}>
              <div className="menu-categories__row">
                <Link to={shopLink(department.slug)} onClick={onNavigate}>{department.name}</Link>
                {children.length > 0 && (
                  <button
                    type="button"
                    className="icon-button menu-categories__toggle"
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    aria-label={`${department.name}: sub-categories`}
                    onClick={() => setExpanded(isOpen ? null : department.id)}
                  >
                    <ChevronDownIcon />
                  </button>
                )}
              </div>
              {children.length > 0 && (
                <ul id={listId} className="menu-categories__children" hidden={!isOpen}>
                  <li><Link to={shopLink(department.slug)} onClick={onNavigate}>All {department.name}</Link></li>
                  {children.map((child) => (
                    <li key={child.id}><Link to={shopLink(child.slug)} onClick={onNavigate}>{child.name}</Link></li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
