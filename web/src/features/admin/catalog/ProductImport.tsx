import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { UploadRefused, downloadCsv, uploadFiles } from './back-office-files';
import './catalog-admin.css';

type Problem = UploadRefused['problems'][number];

/** /admin/products/import: export the catalogue as CSV, download the template, import a file (all rows or none). */
export function ProductImport() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const download = async (path: string, name: string) => {
    try {
      await downloadCsv(path, name);
    } catch (failure) {
      enqueueSnackbar(failure instanceof Error ? failure.message : 'The download failed. Please try again.', { variant: 'error' });
    }
  };
  const importFile = async (files: File[]) => {
    if (!files[0]) return;
    setBusy(true);
    setResult(null);
    setProblems([]);
    setRefusal(null);
    try {
      const answer = await uploadFiles<unknown>('/admin/products/import', 'file', [files[0]]);
      setResult(answer.message);
      enqueueSnackbar(answer.message, { variant: 'success' });
    } catch (failure) {
      if (failure instanceof UploadRefused) {
        setRefusal(failure.message);
        setProblems(failure.problems);
      } else setRefusal('The import failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className="bo-card" aria-labelledby="export-heading">
        <h2 className="bo-card__title" id="export-heading">Export</h2>
        <p className="muted">Every product that is not archived, one row per size and colour, with its stock.</p>
        <div className="bo-list__actions">
          <button type="button" className="button" onClick={() => void download('/admin/products/export.csv', 'kapda-products.csv')}>Download products CSV</button>
          <button type="button" className="button button--outline" onClick={() => void download('/admin/products/import-template.csv', 'kapda-products-template.csv')}>Download the template</button>
        </div>
      </section>
      <section className="bo-card" aria-labelledby="import-heading">
        <h2 className="bo-card__title" id="import-heading">Import</h2>
        <p className="muted">Rows create or update variants by SKU (new products by product_slug). Every row is checked first: if any has a problem, nothing changes and each problem is listed here. A clean file is applied all at once.</p>
        <label className="button">
          {busy ? 'Importing…' : 'Choose a CSV file'}
          <input type="file" className="visually-hidden" accept=".csv,text/csv" disabled={busy} onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; void importFile(files); }} />
        </label>
        <div aria-live="polite">
          {result && <p className="bo-notice">{result}</p>}
          {refusal && <p role="alert" className="bo-warning">{refusal}</p>}
        </div>
        {problems.length > 0 && (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <caption className="visually-hidden">Problems by row</caption>
              <thead><tr><th scope="col">Row</th><th scope="col">Column</th><th scope="col">Problem</th></tr></thead>
              <tbody>
                {problems.map((p, i) => <tr key={i}><td>{p.row}</td><td>{p.column ?? '—'}</td><td>{p.message}</td></tr>)}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
