import '../../lib/zod-without-eval.ts';
import '../../styles/admin-commerce.css';
import '../../styles/admin-pricing.css';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DAY_TYPE_LABELS, DAY_TYPES, formatDate, type IsoDate } from '#domain/shared/dates.ts';
import { DISCO_PACKAGE_KEYS, DISCO_PACKAGES } from '#domain/pricing/disco.ts';
import { bandGuestsLabel, CAPACITY_TIERS } from '#domain/pricing/fleet.ts';
import { formatMoney } from '#domain/shared/money.ts';
import type { PriceTable } from '#domain/pricing/price-versions.ts';
import type { AdminPriceVersion, AdminPricingResponse } from '#domain/pricing/pricing-admin.ts';
import { PRIVATE_PACKAGE_NAMES } from '#domain/pricing/tier-packages.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { apiProblem } from '../../features/back-office/shared/api-problem.ts';
import { ErrorSummary } from '../../admin/kit/error-summary.tsx';
import { FormBelowList, ListAndFormScreen, Loaded } from '../../admin/kit/list-and-form.tsx';
import { summaryProblems } from '../../features/back-office/pricing/form-problems.ts';
import {
  EDITABLE_ADD_ONS,
  PRICE_TABLE_PATHS,
  priceAt,
  priceChanges,
  priceFieldLabel,
  priceTableFromText,
  priceTableText,
  type PriceChange,
  type PriceTableText,
} from '../../features/back-office/pricing/price-table-form.ts';
import { useAdminPricing, useChangePricing } from '../../features/back-office/pricing/pricing-api.ts';
import { useFormBelowList } from '../../admin/kit/use-form-below-list.ts';

const STATUS_LABELS: Record<AdminPriceVersion['status'], string> = { past: 'Past', current: 'In effect', future: 'Starts later' };
const STATUS_BADGES: Record<AdminPriceVersion['status'], string> = {
  past: 'admin-badge--superseded',
  current: 'admin-badge--active',
  future: 'admin-badge--expired',
};
const FORM_ORDER = ['effectiveFrom', 'note', ...PRICE_TABLE_PATHS.map((path) => `table.${path}`)];

/** What the form is for: a new version, or a version not yet in effect. */
type Editing = { kind: 'new' } | { kind: 'edit'; version: AdminPriceVersion };

/**
 * /admin/pricing (decision 026): the prices in effect today, every version with its start date,
 * and a form for a new version (or one not yet started). Started versions are history: a quote
 * priced with one keeps it, so changing it would make the records disagree.
 */
export default function PricingPage() {
  const pricing = useAdminPricing();
  const { editing, formKey, formHeading, open } = useFormBelowList<Editing>();

  return (
    <ListAndFormScreen
      title="Prices"
      newLabel="New version"
      onNew={() => open({ kind: 'new' })}
      newDisabled={!pricing.isSuccess}
      lead="The figures every price is computed from. A new version starts on the date you choose: quotes issued from that day use it, quotes already sent keep their price, and the public pages are rebuilt with it. Seasonal rules are on the pricing rules screen."
    >
      <Loaded query={pricing} loading="Loading the prices..." what="the prices">
        {(data) => (
          <>
            <section className="admin-section" aria-labelledby="prices-today-heading">
              <h2 id="prices-today-heading">Prices in effect today</h2>
              <p>
                Version {data.current.version}, from {formatDate(data.current.effectiveFrom)}
                {data.current.note ? `: ${data.current.note}` : ''}. Amounts in US dollars, before tax and gratuity.
              </p>
              <PriceTableView table={data.current.table} />
            </section>
            <VersionList pricing={data} onEdit={(version) => open({ kind: 'edit', version })} />
            {editing && (
              <FormBelowList
                headingId="price-form-heading"
                headingRef={formHeading}
                heading={
                  editing.kind === 'new'
                    ? 'New price version'
                    : `Edit version ${editing.version.version}, starting ${formatDate(editing.version.effectiveFrom)}`
                }
              >
                <PriceVersionForm key={formKey} pricing={data} editing={editing} onDone={() => open(null)} />
              </FormBelowList>
            )}
          </>
        )}
      </Loaded>
    </ListAndFormScreen>
  );
}

/**
 * The two per-size tables (hourly rates by day type; package add-ons and the crew fee), each cell
 * given by `cell` from its PriceTable path: figures to read, or boxes to type dollars in.
 */
function PerSizeTables({ className, captionEnd = '', cell }: { className: string; captionEnd?: string; cell: (path: string) => ReactNode }) {
  return (
    <>
      <div className="admin-table-wrap">
        <table className={className}>
          <caption>Private charter hourly rates{captionEnd}</caption>
          <thead>
            <tr>
              <th scope="col">Group size</th>
              {DAY_TYPES.map((day) => (
                <th key={day} scope="col">
                  {DAY_TYPE_LABELS[day]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CAPACITY_TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row" data-label="Group size">
                  {bandGuestsLabel(tier)}
                </th>
                {DAY_TYPES.map((day) => (
                  <td key={day} data-label={DAY_TYPE_LABELS[day]}>
                    {cell(`hourlyRates.${tier}.${day}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-table-wrap">
        <table className={className}>
          <caption>Package add-ons and crew fees{captionEnd}</caption>
          <thead>
            <tr>
              <th scope="col">Group size</th>
              {EDITABLE_ADD_ONS.map((pkg) => (
                <th key={pkg} scope="col">
                  {PRIVATE_PACKAGE_NAMES[pkg]}, per cruise
                </th>
              ))}
              <th scope="col">Crew fee, per hour</th>
            </tr>
          </thead>
          <tbody>
            {CAPACITY_TIERS.map((tier) => (
              <tr key={tier}>
                <th scope="row" data-label="Group size">
                  {bandGuestsLabel(tier)}
                </th>
                {EDITABLE_ADD_ONS.map((pkg) => (
                  <td key={pkg} data-label={`${PRIVATE_PACKAGE_NAMES[pkg]}, per cruise`}>
                    {cell(`packageAddOns.${tier}.${pkg}`)}
                  </td>
                ))}
                <td data-label="Crew fee, per hour">{cell(`crewFeePerHour.${tier}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** What a read-only cell says: an hourly rate "an hour", a crew fee of nothing "None". */
function figureAt(table: PriceTable, path: string): string {
  const cents = priceAt(table, path) ?? 0;
  if (path.startsWith('crewFeePerHour.') && cents === 0) return 'None';
  return path.startsWith('hourlyRates.') ? `${formatMoney(cents)} an hour` : formatMoney(cents);
}

/** The table as read-only figures: hourly rates by size and day, the per-size extras, then the single figures. */
function PriceTableView({ table }: { table: PriceTable }) {
  return (
    <div className="admin-pricing-tables">
      <PerSizeTables className="admin-table" cell={(path) => figureAt(table, path)} />
      <dl className="admin-pricing-figures">
        <div>
          <dt>Lily pad, per cruise</dt>
          <dd>{formatMoney(table.lilyPad)}</dd>
        </div>
        {DISCO_PACKAGE_KEYS.map((key) => (
          <div key={key}>
            <dt>{DISCO_PACKAGES[key].name} ticket, per guest</dt>
            <dd>{formatMoney(table.discoPerPerson[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ChangeList({ changes, empty }: { changes: readonly PriceChange[]; empty: string }) {
  if (changes.length === 0) return <p className="admin-table__sub">{empty}</p>;
  return (
    <ul className="admin-pricing-changes">
      {changes.map((change) => (
        <li key={change.path}>
          {change.label}: {change.from} to {change.to}
        </li>
      ))}
    </ul>
  );
}

function VersionList({ pricing, onEdit }: { pricing: AdminPricingResponse; onEdit: (version: AdminPriceVersion) => void }) {
  // Newest first: the versions staff act on are the ones ahead.
  const versions = [...pricing.versions].reverse();
  return (
    <section className="admin-section" aria-labelledby="price-versions-heading">
      <h2 id="price-versions-heading">Versions</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption>Every price version, the latest start date first</caption>
          <thead>
            <tr>
              <th scope="col">Starts</th>
              <th scope="col">Version</th>
              <th scope="col">Status</th>
              <th scope="col">Note</th>
              <th scope="col">Changes from today&apos;s prices</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version}>
                <th scope="row" data-label="Starts">
                  {formatDate(version.effectiveFrom)}
                </th>
                <td data-label="Version">{version.version}</td>
                <td data-label="Status">
                  <span className={`admin-badge ${STATUS_BADGES[version.status]}`}>{STATUS_LABELS[version.status]}</span>
                </td>
                <td data-label="Note">{version.note || 'No note'}</td>
                <td data-label="Changes">
                  {version.status === 'future' ? (
                    <ChangeList changes={priceChanges(pricing.current.table, version.table)} empty="Same as today's prices" />
                  ) : (
                    <span>{version.status === 'current' ? "These are today's prices" : 'Replaced by a later version'}</span>
                  )}
                </td>
                <td data-label="Actions">
                  {version.status === 'future' ? (
                    <button type="button" className="button button--small button--secondary" onClick={() => onEdit(version)}>
                      Edit<span className="visually-hidden"> the version starting {formatDate(version.effectiveFrom)}</span>
                    </button>
                  ) : (
                    <span>Read-only</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PriceVersionForm({ pricing, editing, onDone }: { pricing: AdminPricingResponse; editing: Editing; onDone: () => void }) {
  const id = useId();
  const change = useChangePricing();
  const start = editing.kind === 'edit' ? editing.version : pricing.current;
  const [text, setText] = useState<PriceTableText>(() => priceTableText(start.table));
  const [effectiveFrom, setEffectiveFrom] = useState<IsoDate>(pricing.today);
  const [note, setNote] = useState(editing.kind === 'edit' ? (editing.version.note ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);
  const idFor = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  const errorId = (field: string) => (errors[field] ? `${idFor(field)}-error` : undefined);
  const reading = priceTableFromText(text);

  const fail = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = { ...reading.errors };
    if (editing.kind === 'new' && !/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)) found['effectiveFrom'] = 'Enter the date the prices start.';
    else if (editing.kind === 'new' && effectiveFrom < pricing.today) found['effectiveFrom'] = `Choose ${formatDate(pricing.today)} or a later date.`;
    if (note.trim().length > 200) found['note'] = 'Keep the note under 200 characters.';
    if (Object.keys(found).length > 0 || !reading.table) return fail(found);
    setErrors({});
    const noteField = note.trim() ? { note: note.trim() } : {};
    const request =
      editing.kind === 'new'
        ? ({ action: 'newVersion', effectiveFrom, table: reading.table, ...noteField } as const)
        : ({ action: 'editVersion', version: editing.version.version, table: reading.table, ...noteField } as const);
    change.mutate(request, {
      onSuccess: () => {
        const from = editing.kind === 'new' ? effectiveFrom : editing.version.effectiveFrom;
        toast({ title: 'Prices saved', description: `Quotes issued from ${formatDate(from)} use them.`, variant: 'success' });
        onDone();
      },
      onError: (failure) => {
        const problem = apiProblem(failure);
        // 'version' names no box (the version has started meanwhile): the message says what to do instead.
        const { version: _started, ...fields } = problem.fields;
        fail(Object.keys(fields).length > 0 ? fields : { form: problem.message });
      },
    });
  };

  // In the tables the row and column headers name a box for the eye; its label names it in full for a screen reader.
  const input = (path: string, visibleLabel = false) => {
    const field = `table.${path}`;
    return (
      <>
        <label htmlFor={idFor(field)} className={visibleLabel ? undefined : 'visually-hidden'}>
          {priceFieldLabel(path)}, in dollars
        </label>
        <span className="admin-pricing-input">
          <span aria-hidden="true">$</span>
          <input
            id={idFor(field)}
            inputMode="decimal"
            value={text[path] ?? ''}
            onChange={(event) => setText((current) => ({ ...current, [path]: event.target.value }))}
            aria-invalid={Boolean(errors[field])}
            aria-describedby={errorId(field)}
          />
        </span>
        <FieldError id={`${idFor(field)}-error`} message={errors[field]} />
      </>
    );
  };

  return (
    <form className="admin-commerce-form admin-pricing-form" onSubmit={submit} noValidate aria-busy={change.isPending}>
      <ErrorSummary ref={summary} problems={summaryProblems(errors, FORM_ORDER, idFor)} />
      {editing.kind === 'new' ? (
        <div className="field">
          <label htmlFor={idFor('effectiveFrom')}>Prices start on</label>
          <input
            id={idFor('effectiveFrom')}
            type="date"
            min={pricing.today}
            value={effectiveFrom}
            onChange={(event) => setEffectiveFrom(event.target.value)}
            aria-invalid={Boolean(errors['effectiveFrom'])}
            aria-describedby={describedBy(`${idFor('effectiveFrom')}-hint`, errorId('effectiveFrom'))}
          />
          <p id={`${idFor('effectiveFrom')}-hint`} className="field__hint">
            Today ({formatDate(pricing.today)}) or later. One version per date.
          </p>
          <FieldError id={`${idFor('effectiveFrom')}-error`} message={errors['effectiveFrom']} />
        </div>
      ) : (
        <p>Starts on {formatDate(editing.version.effectiveFrom)} (to start on another date, add a new version).</p>
      )}
      <div className="field">
        <label htmlFor={idFor('note')}>Note for staff (optional)</label>
        <input
          id={idFor('note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={200}
          aria-invalid={Boolean(errors['note'])}
          aria-describedby={errorId('note')}
        />
        <FieldError id={`${idFor('note')}-error`} message={errors['note']} />
      </div>

      <PerSizeTables className="admin-table admin-pricing-edit" captionEnd=", in dollars" cell={(path) => <div className="field">{input(path)}</div>} />
      <fieldset className="admin-fieldset admin-pricing-singles">
        <legend>Lily pad and disco tickets, in dollars</legend>
        {['lilyPad', ...DISCO_PACKAGE_KEYS.map((key) => `discoPerPerson.${key}`)].map((path) => (
          <div key={path} className="field">
            {input(path, true)}
          </div>
        ))}
      </fieldset>

      <section className="admin-pricing-diff" aria-labelledby={`${id}-changes`}>
        <h3 id={`${id}-changes`}>Changes from today&apos;s prices</h3>
        {reading.table ? (
          <ChangeList changes={priceChanges(pricing.current.table, reading.table)} empty="None yet: these are today's prices." />
        ) : (
          <p className="admin-table__sub">Some amounts are not valid yet: the changes show once every amount reads as dollars within its limits.</p>
        )}
      </section>
      <div className="admin-editor__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : editing.kind === 'new' ? 'Save the new version' : 'Save changes'}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
