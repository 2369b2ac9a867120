import '../../lib/zod-without-eval.ts';
import '../../styles/admin-commerce.css';
import type { Product } from '#domain/pricing/products.ts';
import { FormBelowList, ListAndFormScreen, Loaded } from '../../admin/kit/list-and-form.tsx';
import { useFormBelowList } from '../../admin/kit/use-form-below-list.ts';
import { useAdminProducts } from '../../features/back-office/pricing/extras-api.ts';
import { ProductForm, ProductTable } from '../../features/back-office/pricing/product-form.tsx';

/**
 * /products: the add-on catalogue (decision 027). Staff add products, change their price, where
 * they are sold and whether they are offered; a retired product stays on the quotes that hold it.
 */
export default function ProductsPage() {
  const products = useAdminProducts();
  const { editing, formKey, formHeading, open } = useFormBelowList<Product>();
  // null is the new-product form, which is always there.
  const edit = (product: Product | null) => open(product, true);

  return (
    <ListAndFormScreen
      title="Products"
      newLabel="New product"
      onNew={() => edit(null)}
      lead="The add-ons offered in the chat and on staff quotes. A price change applies to new quotes; quotes already sent keep their price. The lily pad is part of the price table."
    >
      <Loaded query={products} loading="Loading the products..." what="the products">
        {(data) => <ProductTable products={data.products} onEdit={edit} />}
      </Loaded>
      <FormBelowList headingId="product-form-heading" headingRef={formHeading} heading={editing ? `Edit ${editing.name}` : 'New product'}>
        <ProductForm key={formKey} product={editing} onSaved={() => edit(null)} />
      </FormBelowList>
    </ListAndFormScreen>
  );
}
