import '../../lib/zod-without-eval.ts';
import { Download, Pencil, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatMoney } from '#domain/shared/money.ts';
import {
  MAX_COMMISSION_PERCENT,
  PARTNER_KIND_LABELS,
  PARTNER_KINDS,
  partnerEmbedSnippet,
  partnerInputSchema,
  partnerShareLink,
  type Month,
  type Partner,
  type PartnerKind,
  type PartnerReportRow,
} from '#domain/commerce/partners.ts';
import { describedBy, FieldError } from '../../components/forms/field-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { CopyLink } from '../../admin/kit/copy-link.tsx';
import { ErrorSummary } from '../../admin/kit/error-summary.tsx';
import { formatDateTime, plural } from '../../features/back-office/shared/format.ts';
import { LoadError } from '../../admin/kit/load-error.tsx';
import { MonthRangeFilter, MonthRangeProblem, useMonthRange } from '../../admin/kit/month-range.tsx';
import { reportCsvHref, useMarkCommissionPaid, usePartnerReport, usePartners, useSavePartner } from '../../features/back-office/commerce/partners-api.ts';
import { usePrivatePageHead } from '../../features/quotes/use-private-page-head.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * /affiliates: the partners who send guests (planners, hotels, bridal shops) with their code,
 * the link and the embed snippet to give each one, and what they are owed per month, exportable
 * as CSV, with "Mark paid" (decision 028).
 */

type Field = 'name' | 'kind' | 'contactName' | 'contactEmail' | 'contactPhone' | 'code' | 'commissionPercent';
const FIELDS: readonly Field[] = ['name', 'kind', 'contactName', 'contactEmail', 'contactPhone', 'code', 'commissionPercent'];
interface FormValues extends Record<Field, string> {
  active: boolean;
}

const emptyValues: FormValues = {
  name: '',
  kind: 'planner',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  code: '',
  commissionPercent: '10',
  active: true,
};
const valuesOf = (partner: Partner): FormValues => ({
  ...partner,
  contactPhone: partner.contactPhone ?? '',
  commissionPercent: String(partner.commissionPercent),
});

function errorsFrom(fields: Record<string, string> | undefined): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = path.split('.')[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= message;
  }
  return errors;
}

function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: (saved: Partner | null) => void }) {
  const id = useId();
  const [values, setValues] = useState<FormValues>(partner ? valuesOf(partner) : emptyValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSavePartner();
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (focusSummary > 0) summary.current?.focus();
  }, [focusSummary]);

  const inputId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = {
      ...values,
      kind: values.kind as PartnerKind,
      commissionPercent: values.commissionPercent.trim() === '' ? Number.NaN : Number(values.commissionPercent),
    };
    const parsed = partnerInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsFrom(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))));
      setFocusSummary((n) => n + 1);
      return;
    }
    try {
      const { partner: saved } = await save.mutateAsync({ id: partner?.id, version: partner?.version, values: input });
      toast({
        title: partner ? 'Partner saved' : 'Partner added',
        description: `${saved.name}'s link and snippet carry the code ${saved.code}.`,
        variant: 'success',
      });
      onDone(saved);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { error?: { message?: string; fields?: Record<string, string> } } | undefined) : undefined;
      const fields = errorsFrom(body?.error?.fields);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : (body?.error?.message ?? 'The partner could not be saved. Try again in a moment.'));
      setFocusSummary((n) => n + 1);
    }
  };

  const problems = [
    ...(failure ? [{ message: failure }] : []),
    ...FIELDS.flatMap((field) => (errors[field] ? [{ target: inputId(field), message: errors[field] }] : [])),
  ];
  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={inputId(name)}>{label}</label>
      {hint && (
        <p id={`${inputId(name)}-hint`} className="admin-seo__hint">
          {hint}
        </p>
      )}
      {control}
      <FieldError id={errorId(name)} message={errors[name]} />
    </div>
  );
  const text = (name: Field, label: string, options: { type?: string; hint?: string; autoComplete?: string; inputMode?: 'decimal' } = {}) =>
    field(
      name,
      label,
      <input
        id={inputId(name)}
        name={name}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ?? 'off'}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(options.hint && `${inputId(name)}-hint`, errors[name] && errorId(name))}
      />,
      options.hint,
    );

  return (
    <section className="admin-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="admin-subheading">
        {partner ? `Edit ${partner.name}` : 'Add a partner'}
      </h2>
      <ErrorSummary ref={summary} problems={problems} />
      <form className="admin-editor__form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
        <div className="admin-form-grid">
          {text('name', 'Partner name', { autoComplete: 'organization' })}
          {field(
            'kind',
            'Kind',
            <select
              id={inputId('kind')}
              name="kind"
              value={values.kind}
              onChange={(event) => set('kind', event.target.value as PartnerKind)}
              aria-invalid={errors.kind ? true : undefined}
              aria-describedby={describedBy(errors.kind && errorId('kind'))}
            >
              {PARTNER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PARTNER_KIND_LABELS[kind]}
                </option>
              ))}
            </select>,
          )}
          {text('contactName', 'Contact name')}
          {text('contactEmail', 'Contact e-mail', { type: 'email' })}
          {text('contactPhone', 'Contact phone (optional)', { type: 'tel' })}
          {text('code', 'Referral code', { hint: 'Letters, digits, - or _. Unique whatever its case; it goes in their link.' })}
          {text('commissionPercent', 'Commission (%)', {
            inputMode: 'decimal',
            hint: `Of the cruise price their guests pay, before tax and gratuity, net of discounts and refunds. 0 to ${MAX_COMMISSION_PERCENT}, two decimals at most.`,
          })}
        </div>
        <div className="admin-check">
          <input
            id={`${id}-active`}
            type="checkbox"
            checked={values.active}
            onChange={(event) => setValues((current) => ({ ...current, active: event.target.checked }))}
            aria-describedby={`${id}-active-hint`}
          />
          <label htmlFor={`${id}-active`}>Active</label>
        </div>
        <p id={`${id}-active-hint`} className="admin-seo__hint">
          An inactive partner's code still opens the quote builder, but new quotes are not attributed to them.
        </p>
        <div className="admin-editor__actions">
          <button type="submit" className="button button--sun" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : partner ? 'Save partner' : 'Add partner'}
          </button>
          <button type="button" className="button" onClick={() => onDone(null)}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

function PartnerLinks({ partner }: { partner: Partner }) {
  const id = useId();
  const origin = window.location.origin;
  const snippet = partnerEmbedSnippet(origin, partner.code);
  const copySnippet = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: 'Snippet copied', description: `Send it to ${partner.contactName} to paste into their site.`, variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the snippet', description: 'Select it in the box and copy it from there.', variant: 'error' });
    }
  };
  return (
    <div className="admin-partner-links">
      <CopyLink url={partnerShareLink(origin, partner.code)} label={`Share link for ${partner.name}`} />
      <div className="field">
        <label htmlFor={`${id}-snippet`}>Embed snippet for {partner.name}</label>
        <textarea id={`${id}-snippet`} readOnly rows={3} value={snippet} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--small" onClick={() => void copySnippet()}>
          Copy snippet
        </button>
      </div>
    </div>
  );
}

function ReportTable({ rows, from, to }: { rows: PartnerReportRow[]; from: Month; to: Month }) {
  const markPaid = useMarkCommissionPaid();
  const pay = async (row: PartnerReportRow) => {
    try {
      await markPaid.mutateAsync({ partnerId: row.partnerId, month: row.month });
      toast({ title: 'Commission marked paid', description: `${row.partnerName}, ${row.month}: ${formatMoney(row.commission)}.`, variant: 'success' });
    } catch (error) {
      const message =
        error instanceof ApiError ? ((error.body as { error?: { message?: string } } | undefined)?.error?.message ?? error.message) : 'Try again in a moment.';
      toast({ title: 'Could not mark the commission paid', description: message, variant: 'error' });
    }
  };
  if (rows.length === 0)
    return (
      <p className="admin-empty">
        No partner quotes, bookings or payments from {from} to {to}.
      </p>
    );
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>
          Commission by partner and month, {from} to {to}
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Partner</th>
            <th scope="col">Quotes</th>
            <th scope="col">Bookings</th>
            <th scope="col">Revenue</th>
            <th scope="col">Commission</th>
            <th scope="col">Paid</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.month} ${row.partnerId}`}>
              <td data-label="Month">{row.month}</td>
              <th scope="row" data-label="Partner">
                {row.partnerName} <span className="admin-table__sub">{row.code}</span>
              </th>
              <td data-label="Quotes">{row.quotes}</td>
              <td data-label="Bookings">{row.bookings}</td>
              <td data-label="Revenue">
                {formatMoney(row.revenue)}
                {row.refunded > 0 && <span className="admin-table__sub">{formatMoney(row.refunded)} refunded</span>}
              </td>
              <td data-label="Commission">
                {formatMoney(row.commission)}{' '}
                <span className="admin-table__sub">
                  {row.commissionPercent}% of {formatMoney(row.commissionBase)} before tax and gratuity
                </span>
              </td>
              <td data-label="Paid">
                {row.payout ? (
                  <span>
                    Paid {formatMoney(row.payout.amount)}
                    <span className="admin-table__sub">
                      {formatDateTime(row.payout.paidAt)} by {row.payout.paidBy}
                    </span>
                    {row.outstanding !== 0 && <span className="admin-table__sub">{formatMoney(row.outstanding)} since</span>}
                  </span>
                ) : row.commission > 0 ? (
                  <button type="button" className="button button--small" disabled={markPaid.isPending} onClick={() => void pay(row)}>
                    Mark paid
                    <span className="visually-hidden">
                      : {row.partnerName}, {row.month}
                    </span>
                  </button>
                ) : (
                  'Nothing owed'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PartnersPage() {
  const id = useId();
  usePrivatePageHead('Partners | Back office');
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const range = useMonthRange();
  const { thisMonth, from, to, rangeOk } = range;
  const partners = usePartners();
  const report = usePartnerReport(from, to);

  let list: ReactNode;
  if (partners.isPending) list = <Spinner label="Loading the partners..." />;
  else if (partners.isError)
    list = <LoadError what="the partners" error={partners.error} onRetry={() => void partners.refetch()} retrying={partners.isFetching} />;
  else if (partners.data.partners.length === 0) list = <p className="admin-empty">No partners yet. Add one to give them a link and a snippet.</p>;
  else
    list = (
      <ul className="admin-partner-list">
        {partners.data.partners.map((partner) => (
          <li key={partner.id} className="admin-panel">
            <h3 className="admin-subheading">
              {partner.name}{' '}
              <span className={`admin-badge ${partner.active ? 'admin-badge--active' : 'admin-badge--muted'}`}>{partner.active ? 'Active' : 'Inactive'}</span>
            </h3>
            <p>
              {PARTNER_KIND_LABELS[partner.kind]} · code <strong>{partner.code}</strong> · {partner.commissionPercent}% commission · {partner.contactName},{' '}
              <a href={`mailto:${partner.contactEmail}`}>{partner.contactEmail}</a>
              {partner.contactPhone ? `, ${partner.contactPhone}` : ''}
            </p>
            <PartnerLinks partner={partner} />
            <button type="button" className="button button--small" onClick={() => setEditing(partner)}>
              <Pencil size={16} aria-hidden="true" /> Edit<span className="visually-hidden"> {partner.name}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  let reportBody: ReactNode;
  if (!rangeOk) reportBody = <MonthRangeProblem />;
  else if (report.isPending) reportBody = <Spinner label="Loading the report..." />;
  else if (report.isError) reportBody = <LoadError what="the report" error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  else reportBody = <ReportTable rows={report.data.rows} from={from} to={to} />;

  return (
    <div className="admin-page admin-page--wide">
      <header className="admin-page__header">
        <h1>Partners</h1>
        {editing === null && (
          <button type="button" className="button button--sun" onClick={() => setEditing('new')}>
            <Plus size={18} aria-hidden="true" /> Add a partner
          </button>
        )}
      </header>
      <p className="admin-page__lead">
        Planners, hotels and bridal shops who send guests. A quote made through a partner's link or snippet is theirs (the last code the guest followed), and so
        is its booking; they earn their commission on the cruise price those guests pay, before tax and gratuity, net of discounts and refunds.
      </p>
      {editing !== null && (
        <PartnerForm
          key={editing === 'new' ? 'new' : `${editing.id} ${editing.version}`}
          partner={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <section aria-labelledby={`${id}-partners`}>
        <h2 id={`${id}-partners`} className="admin-subheading">
          {partners.data ? plural(partners.data.partners.length, 'partner') : 'Partners'}
        </h2>
        {list}
      </section>
      <section aria-labelledby={`${id}-report`}>
        <h2 id={`${id}-report`} className="admin-subheading">
          Commission report
        </h2>
        <MonthRangeFilter range={range} max={thisMonth}>
          {rangeOk && (
            <a className="button" href={reportCsvHref(from, to)} download>
              <Download size={18} aria-hidden="true" /> Download CSV
            </a>
          )}
        </MonthRangeFilter>
        {reportBody}
      </section>
    </div>
  );
}
