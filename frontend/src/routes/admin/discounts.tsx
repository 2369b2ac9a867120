import '../../lib/zod-without-eval.ts';
import '../../styles/admin-commerce.css';
import type { PromoCodeWithUses } from '#domain/pricing/promo-codes.ts';
import { FormBelowList, ListAndFormScreen, Loaded } from '../../admin/kit/list-and-form.tsx';
import { useFormBelowList } from '../../admin/kit/use-form-below-list.ts';
import { useAdminPromoCodes } from '../../features/back-office/pricing/extras-api.ts';
import { PromoForm, PromoTable } from '../../features/back-office/pricing/promo-code-form.tsx';

/**
 * /discounts: promo codes (decision 027). A guest enters one code per quote; a use is counted when
 * a booking is made with it and given back when that booking is cancelled or released.
 */
export default function DiscountsPage() {
  const codes = useAdminPromoCodes();
  const { editing, formKey, formHeading, open } = useFormBelowList<PromoCodeWithUses>();
  // null is the new-code form, which is always there.
  const edit = (promo: PromoCodeWithUses | null) => open(promo, true);

  return (
    <ListAndFormScreen
      title="Discounts"
      newLabel="New promo code"
      onNew={() => edit(null)}
      lead="Codes guests enter in the chat. The valid dates are the days a code may be entered; a quote keeps its discount while its price holds. A code that does not combine is refused on dates an off-peak price already applies."
    >
      <Loaded query={codes} loading="Loading the promo codes..." what="the promo codes">
        {(data) =>
          data.codes.length === 0 ? <p className="admin-empty">No promo codes yet. Add the first below.</p> : <PromoTable codes={data.codes} onEdit={edit} />
        }
      </Loaded>
      <FormBelowList headingId="promo-form-heading" headingRef={formHeading} heading={editing ? `Edit ${editing.code}` : 'New promo code'}>
        <PromoForm key={formKey} promo={editing} onSaved={() => edit(null)} />
      </FormBelowList>
    </ListAndFormScreen>
  );
}
