import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { FormAlert, SubmitButton, TextField } from '../../../ui/forms';
import type { CatalogProductFieldsFragment, CatalogProductInput } from '../../../gql/graphql';
import { useArchiveProductMutation } from '../../../gql/hooks/ArchiveProduct';
import { useCatalogCategoriesQuery } from '../../../gql/hooks/CatalogCategories';
import { useCatalogCollectionsQuery } from '../../../gql/hooks/CatalogCollections';
import { useCatalogProductQuery } from '../../../gql/hooks/CatalogProduct';
import { useCreateProductMutation } from '../../../gql/hooks/CreateProduct';
import { useUpdateProductMutation } from '../../../gql/hooks/UpdateProduct';
import { serverErrorOr } from '../back-office-errors';
import { STATUS_LABELS, expectedGstRate, rupees } from './catalog-admin-words';
import { categoryOptions } from './category-options';
import { UNKNOWN_SWATCH, swatchFor } from './colour-names';
import { ProductPictures } from './ProductPictures';
import { StockPanel } from './StockPanel';
import './catalog-admin.css';

interface VariantRow {
  key: string;
  id: string | null;
  sku: string;
  size: string;
  color: string;
  colorHex: string;
  mrp: string;
  sellingPrice: string;
  /** Opening stock (new variants) — an existing variant's stock changes through the stock panel. */
  stock: string;
  currentStock: number | null;
}

interface Values {
  title: string; slug: string; description: string; brand: string; categoryId: string; collectionIds: string[];
  fabric: string; care: string; tags: string; hsnCode: string; countryOfOrigin: string; manufacturer: string;
  packer: string; importer: string; netQuantity: string; isActive: boolean; returnable: boolean;
}

const EMPTY: Values = {
  title: '', slug: '', description: '', brand: '', categoryId: '', collectionIds: [], fabric: '', care: '', tags: '', hsnCode: '6204',
  countryOfOrigin: 'India', manufacturer: '', packer: '', importer: '', netQuantity: '1 N', isActive: false, returnable: true,
};

let keys = 0;
const nextKey = () => `v${++keys}`;

function valuesOf(p: CatalogProductFieldsFragment): Values {
  return {
    title: p.title, slug: p.slug, description: p.description, brand: p.brand, categoryId: p.categoryId, collectionIds: p.collectionIds, fabric: p.fabric,
    care: p.care, tags: p.tags.join(', '), hsnCode: p.hsnCode, countryOfOrigin: p.countryOfOrigin, manufacturer: p.manufacturer, packer: p.packer,
    importer: p.importer, netQuantity: p.netQuantity, isActive: p.status === 'ACTIVE', returnable: p.returnable,
  };
}

function rowsOf(p: CatalogProductFieldsFragment): VariantRow[] {
  return p.variants.map((v) => ({ key: nextKey(), id: v.id, sku: v.sku, size: v.size, color: v.color, colorHex: v.colorHex, mrp: String(v.mrp), sellingPrice: String(v.sellingPrice), stock: '', currentStock: v.stock }));
}

const unique = (list: string[]) => [...new Set(list)];

/** /admin/products/new and /admin/products/{id}: loads the product (or starts empty) and edits it. */
export function ProductEditor({ productId }: { productId: string | null }) {
  const { data, loading, error, refetch } = useCatalogProductQuery({ variables: { id: productId ?? '' }, skip: !productId, fetchPolicy: 'cache-and-network' });
  if (!productId) return <ProductForm key="new" product={null} />;
  if (loading && !data) return <p className="bo-empty">Loading the product…</p>;
  if (error && !data) {
    return (
      <div role="alert" className="bo-card">
        <p>{serverErrorOr(error, 'Failed to load the product')}</p>
        <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
      </div>
    );
  }
  return data ? <ProductForm key={data.catalogProduct.id} product={data.catalogProduct} /> : null;
}

function ProductForm({ product }: { product: CatalogProductFieldsFragment | null }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const categories = useCatalogCategoriesQuery().data?.catalogCategories ?? [];
  const collections = useCatalogCollectionsQuery().data?.catalogCollections ?? [];
  const [values, setValues] = useState<Values>(product ? valuesOf(product) : EMPTY);
  const [rows, setRows] = useState<VariantRow[]>(product ? rowsOf(product) : []);
  const [newSize, setNewSize] = useState('');
  const [newColor, setNewColor] = useState('');
  const [newHex, setNewHex] = useState(UNKNOWN_SWATCH);
  /** The swatch follows the typed colour name until the owner picks one by hand. */
  const [hexByHand, setHexByHand] = useState(false);
  /** Sizes or colours chosen while the other list is still empty: no variant is made until both exist. */
  const [pendingSizes, setPendingSizes] = useState<string[]>([]);
  const [pendingColors, setPendingColors] = useState<Array<{ color: string; colorHex: string }>>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [stockFor, setStockFor] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [createProduct, created] = useCreateProductMutation();
  const [updateProduct, updated] = useUpdateProductMutation();
  const [archiveProduct, archiving] = useArchiveProductMutation();
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const sizes = unique([...rows.map((r) => r.size), ...pendingSizes]);
  const swatches = [...rows, ...pendingColors].filter((c, i, all) => all.findIndex((x) => x.color === c.color) === i).map((c) => ({ color: c.color, colorHex: c.colorHex }));
  const colors = swatches.map((c) => c.color);
  const template = rows[0] ?? { mrp: '', sellingPrice: '' };
  const dearest = Math.max(0, ...rows.map((r) => Number(r.sellingPrice) || 0));
  const gst = expectedGstRate(values.hsnCode.trim(), dearest);

  const cell = (size: string, c: { color: string; colorHex: string }): VariantRow => ({ key: nextKey(), id: null, sku: '', size, ...c, mrp: template.mrp, sellingPrice: template.sellingPrice, stock: '0', currentStock: null });
  /**
   * Add a size to every colour at once. No colour yet: the one typed beside it, or none — the size
   * waits for a colour (no placeholder colour is ever made up).
   */
  const addSize = (given?: string) => {
    const size = (given ?? newSize).trim();
    if (!size || sizes.some((s) => s.toLowerCase() === size.toLowerCase())) return;
    const typed = newColor.trim();
    const forColors = swatches.length ? swatches : typed ? [{ color: typed, colorHex: newHex }] : [];
    if (forColors.length) {
      setRows((now) => [...now, ...forColors.map((c) => cell(size, c))]);
      setPendingColors([]);
      if (!swatches.length) clearColor();
    } else setPendingSizes((now) => [...now, size]);
    setNewSize('');
  };
  /** Add a colour in every size at once; with no size yet (and none typed) it waits for one. */
  const addColor = () => {
    const color = newColor.trim();
    if (!color || colors.some((c) => c.toLowerCase() === color.toLowerCase())) return;
    const typed = newSize.trim();
    const forSizes = sizes.length ? sizes : typed ? [typed] : [];
    if (forSizes.length) {
      setRows((now) => [...now, ...forSizes.map((size) => cell(size, { color, colorHex: newHex }))]);
      setPendingSizes([]);
      if (!sizes.length) setNewSize('');
    } else setPendingColors((now) => [...now, { color, colorHex: newHex }]);
    clearColor();
  };
  function clearColor() {
    setNewColor('');
    setNewHex(UNKNOWN_SWATCH);
    setHexByHand(false);
  }
  const typeColor = (name: string) => {
    setNewColor(name);
    if (!hexByHand) setNewHex(swatchFor(name) ?? UNKNOWN_SWATCH);
  };
  const setSwatch = (color: string, colorHex: string) => {
    setRows((now) => now.map((r) => (r.color === color ? { ...r, colorHex } : r)));
    setPendingColors((now) => now.map((c) => (c.color === color ? { ...c, colorHex } : c)));
  };
  const removeWhere = (test: (r: VariantRow) => boolean) => setRows((now) => now.filter((r) => !test(r)));
  const removeSize = (size: string) => {
    removeWhere((r) => r.size === size);
    setPendingSizes((now) => now.filter((s) => s !== size));
  };
  const removeColor = (color: string) => {
    removeWhere((r) => r.color === color);
    setPendingColors((now) => now.filter((c) => c.color !== color));
  };
  const setRow = (key: string, change: Partial<VariantRow>) => setRows((now) => now.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const setAll = (change: Partial<VariantRow>) => setRows((now) => now.map((r) => ({ ...r, ...change })));

  const input = (): CatalogProductInput => ({
    title: values.title, slug: values.slug.trim() || null, description: values.description, brand: values.brand, categoryId: values.categoryId,
    collectionIds: values.collectionIds, fabric: values.fabric, care: values.care, tags: values.tags.split(',').map((t) => t.trim()).filter(Boolean),
    hsnCode: values.hsnCode, countryOfOrigin: values.countryOfOrigin, manufacturer: values.manufacturer, packer: values.packer, importer: values.importer,
    netQuantity: values.netQuantity, isActive: values.isActive, returnable: values.returnable,
    variants: rows.map((r) => ({
      id: r.id, sku: r.sku.trim() || null, size: r.size, color: r.color, colorHex: r.colorHex, mrp: Number(r.mrp), sellingPrice: Number(r.sellingPrice),
      stock: r.id ? null : Number(r.stock || 0),
    })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!values.categoryId) return fail('Please choose a category.');
    if (rows.length === 0) return fail('A product needs at least one size and colour: add a size and a colour below.');
    if (rows.some((r) => !Number.isFinite(Number(r.mrp)) || r.mrp.trim() === '' || !Number.isFinite(Number(r.sellingPrice)) || r.sellingPrice.trim() === '')) return fail('Every variant needs an MRP and a selling price.');
    try {
      if (product) {
        const answer = await updateProduct({ variables: { id: product.id, input: input() } });
        if (answer.data) {
          setRows(rowsOf(answer.data.updateProduct));
          setValues(valuesOf(answer.data.updateProduct));
        }
        enqueueSnackbar('Product updated', { variant: 'success' });
      } else {
        const answer = await createProduct({ variables: { input: input() } });
        enqueueSnackbar('Product created', { variant: 'success' });
        if (answer.data) navigate(`/admin/products/${answer.data.createProduct.id}`, { replace: true });
      }
    } catch (failure) {
      fail(serverErrorOr(failure, 'Failed to save the product'));
    }
  };
  function fail(message: string) {
    setProblem(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  const archive = async () => {
    if (!product || !window.confirm(`Archive “${product.title}”? It leaves the shop; orders keep it.`)) return;
    try {
      await archiveProduct({ variables: { id: product.id } });
      enqueueSnackbar('Product archived', { variant: 'success' });
      navigate('/admin/products');
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to archive the product'), { variant: 'error' });
    }
  };

  const saving = created.loading || updated.loading;
  return (
    <>
      <form className="bo-card bo-form" onSubmit={(e) => void submit(e)} noValidate aria-label={product ? `Edit ${product.title}` : 'New product'}>
        <div className="bo-card__head">
          <h2 className="bo-card__title">{product ? product.title : 'New product'}</h2>
          {product && <span className="bo-badge">{STATUS_LABELS[product.status]}</span>}
          {product && product.status !== 'ARCHIVED' && <a className="button button--small button--ghost" href={`/product/${product.slug}`} target="_blank" rel="noreferrer">View in shop</a>}
        </div>
        {problem && <div ref={alertRef} tabIndex={-1}><FormAlert>{problem}</FormAlert></div>}

        <fieldset className="bo-fieldset">
          <legend>The product</legend>
          <TextField label="Title" value={values.title} onChange={set('title')} required maxLength={200} />
          <TextField label="Slug" value={values.slug} onChange={set('slug')} maxLength={200} hint="The address in the shop (/product/…). Left empty, it is made from the title." />
          <div className="field">
            <label className="field__label" htmlFor="product-description">Description</label>
            <textarea id="product-description" className="field__input" rows={5} value={values.description} onChange={(e) => set('description')(e.target.value)} required />
          </div>
          <div className="catalog-two">
            <TextField label="Brand" value={values.brand} onChange={set('brand')} required maxLength={80} />
            <div className="field">
              <label className="field__label" htmlFor="product-category">Category</label>
              <select id="product-category" className="field__input" value={values.categoryId} onChange={(e) => set('categoryId')(e.target.value)} required>
                <option value="">Choose…</option>
                {categoryOptions(categories).map((c) => <option key={c.id} value={c.id}>{c.label}</option>)}
              </select>
            </div>
            <TextField label="Fabric" value={values.fabric} onChange={set('fabric')} maxLength={200} />
            <TextField label="Care" value={values.care} onChange={set('care')} maxLength={300} />
          </div>
          <TextField label="Tags" value={values.tags} onChange={set('tags')} hint="Comma-separated words shoppers may search for." />
          {collections.length > 0 && (
            <fieldset className="bo-fieldset">
              <legend>Collections</legend>
              <div className="catalog-chips">
                {collections.map((c) => (
                  <label key={c.id} className="bo-checkbox">
                    <input type="checkbox" checked={values.collectionIds.includes(c.id)} onChange={(e) => set('collectionIds')(e.target.checked ? [...values.collectionIds, c.id] : values.collectionIds.filter((id) => id !== c.id))} />
                    {c.title}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <label className="bo-checkbox">
            <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive')(e.target.checked)} />
            Active: shown in the shop (unticked, it is a draft)
          </label>
          <label className="bo-checkbox">
            <input type="checkbox" checked={values.returnable} onChange={(e) => set('returnable')(e.target.checked)} />
            Returnable: shoppers may return or exchange it (untick for innerwear and the like)
          </label>
        </fieldset>

        <fieldset className="bo-fieldset">
          <legend>Tax and legal details</legend>
          <div className="catalog-two">
            <TextField label="HSN code" value={values.hsnCode} onChange={set('hsnCode')} required inputMode="numeric" maxLength={8}
              hint={gst === null ? 'Fabrics 50–55, garments 61–63, footwear 64, bags 42.' : `GST ${gst}% (from the HSN code and the dearest piece's price before GST).`} />
            <TextField label="Country of origin" value={values.countryOfOrigin} onChange={set('countryOfOrigin')} required maxLength={60} />
            <TextField label="Net quantity" value={values.netQuantity} onChange={set('netQuantity')} required maxLength={40} hint="As on the package, e.g. 1 N (one piece)." />
          </div>
          <TextField label="Manufacturer (name and address)" value={values.manufacturer} onChange={set('manufacturer')} required maxLength={300} />
          <TextField label="Packer (name and address)" value={values.packer} onChange={set('packer')} maxLength={300} />
          <TextField label="Importer (name and address)" value={values.importer} onChange={set('importer')} maxLength={300} hint="Required when the country of origin is not India." />
        </fieldset>

        <fieldset className="bo-fieldset">
          <legend>Sizes and colours</legend>
          <div className="catalog-grid-controls">
            <div className="catalog-chips" aria-label="Sizes">
              {sizes.map((s) => (
                <span key={s} className="catalog-chip">{s}<button type="button" aria-label={`Remove size ${s}`} onClick={() => removeSize(s)}>×</button></span>
              ))}
            </div>
            <div className="catalog-add">
              <TextField label="Add a size" value={newSize} onChange={setNewSize} maxLength={20} placeholder="M, 32, UK 7, Free Size" onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addSize(); } }} />
              <button type="button" className="button button--small button--outline" onClick={() => addSize()}>Add size{colors.length > 1 ? ' to every colour' : ''}</button>
              {sizes.length === 0 && <button type="button" className="button button--small button--ghost" onClick={() => addSize('One size')}>One size (no sizes)</button>}
            </div>
            <div className="catalog-chips" aria-label="Colours">
              {swatches.map(({ color: c, colorHex }) => (
                <span key={c} className="catalog-chip">
                  <input type="color" className="catalog-swatch catalog-swatch--edit" value={colorHex} onChange={(e) => setSwatch(c, e.target.value)} aria-label={`Swatch of ${c}`} title="Change the swatch" />
                  {c}<button type="button" aria-label={`Remove colour ${c}`} onClick={() => removeColor(c)}>×</button>
                </span>
              ))}
            </div>
            <div className="catalog-add">
              <TextField label="Add a colour" value={newColor} onChange={typeColor} maxLength={40} placeholder="Rani Pink" onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); addColor(); } }} />
              <div className="field">
                <label className="field__label" htmlFor="new-colour-hex">Swatch</label>
                <input id="new-colour-hex" type="color" className="catalog-colour-input" value={newHex} onChange={(e) => { setNewHex(e.target.value); setHexByHand(true); }} />
                {newColor.trim() && !hexByHand && !swatchFor(newColor) && <span className="field__hint">Pick the swatch for {newColor.trim()}.</span>}
              </div>
              <button type="button" className="button button--small button--outline" onClick={addColor}>Add colour{sizes.length > 1 ? ' in every size' : ''}</button>
            </div>
          </div>
          {rows.length > 1 && (
            <div className="catalog-add">
              <button type="button" className="button button--small button--ghost" onClick={() => setAll({ mrp: template.mrp, sellingPrice: template.sellingPrice })}>Use the first variant's prices for all</button>
            </div>
          )}
          {rows.length === 0 && (
            <p className="muted" role="status">
              {pendingSizes.length > 0 ? `Add a colour to make the variants of ${pendingSizes.join(', ')}.`
                : pendingColors.length > 0 ? `Add a size — or choose One size — to make the variants of ${colors.join(', ')}.`
                : 'Add a size and a colour to start the grid. A piece without sizes: choose One size.'}
            </p>
          )}
          <ul className="catalog-variants">
            {rows.map((r) => {
              // Compared in paise, as the server does: ₹1,427.62 at 5 % is ₹1,499.00, not above an MRP of ₹1,499.
              const price = Number(r.sellingPrice) * (1 + (gst ?? 5) / 100);
              const label = `${r.size} / ${r.color}`;
              return (
                <li key={r.key} className="catalog-variant">
                  <div className="catalog-variant__name"><span className="catalog-swatch" style={{ background: r.colorHex }} aria-hidden="true" /><strong>{label}</strong></div>
                  <TextField label="SKU" value={r.sku} onChange={(sku) => setRow(r.key, { sku: sku.toUpperCase() })} maxLength={40} placeholder="Made on save" aria-label={`SKU of ${label}`} />
                  <TextField label="MRP ₹ (incl. tax)" value={r.mrp} onChange={(mrp) => setRow(r.key, { mrp })} inputMode="decimal" required aria-label={`MRP of ${label}`} />
                  <TextField label="Selling price ₹ (before GST)" value={r.sellingPrice} onChange={(sellingPrice) => setRow(r.key, { sellingPrice })} inputMode="decimal" required aria-label={`Selling price of ${label}`}
                    hint={Number.isFinite(price) && price > 0 ? `Shopper pays ${rupees(Math.round(price * 100) / 100)}${Number(r.mrp) && Math.round(price * 100) > Math.round(Number(r.mrp) * 100) ? ' — above the MRP' : ''}` : undefined} />
                  {r.id ? (
                    <div className="catalog-variant__stock">
                      <span>{r.currentStock} in stock</span>
                      <button type="button" className="button button--small button--outline" onClick={() => setStockFor(stockFor === r.id ? null : r.id)} aria-expanded={stockFor === r.id}>Stock…</button>
                    </div>
                  ) : (
                    <TextField label="Opening stock" value={r.stock} onChange={(stock) => setRow(r.key, { stock })} inputMode="numeric" aria-label={`Opening stock of ${label}`} />
                  )}
                  <button type="button" className="button button--small button--danger" onClick={() => removeWhere((x) => x.key === r.key)} aria-label={`Remove ${label}`}>Remove</button>
                  {r.id && stockFor === r.id && <StockPanel variantId={r.id} sku={r.sku} onChanged={(stock) => setRow(r.key, { currentStock: stock })} />}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="bo-form__actions bo-form__actions--sticky">
          <SubmitButton submitting={saving} busyLabel="Saving…">{product ? 'Save product' : 'Create product'}</SubmitButton>
          <button type="button" className="button button--ghost" onClick={() => navigate('/admin/products')}>Back to products</button>
          {product && product.status !== 'ARCHIVED' && <button type="button" className="button button--danger" disabled={archiving.loading} onClick={() => void archive()}>Archive</button>}
        </div>
      </form>
      {product ? <ProductPictures product={product} colors={colors} /> : <p className="muted">Save the product to add pictures.</p>}
    </>
  );
}
