import { PRODUCT_ADMIN_TEXTS, type Product } from "@xpart/shared/schemas";
import {
  ADMIN_TEXTS,
  formatMoney,
  LIMITS,
  truncate,
  productSorts,
  type ProductSort,
} from "@xpart/shared/texts";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { ConfirmDialog } from "#src/components/confirm-dialog";
import { Thumbnail } from "#src/components/thumbnail";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useDeleteProduct } from "#src/features/admin/api/delete-product";
import { ADMIN_PRODUCTS_PAGE, useAdminProducts } from "#src/features/admin/api/get-admin-products";
import { AdminPage, AdminTable, EmptyResults, QueryStates } from "#src/features/admin/components/admin-page";
import { Pager } from "#src/features/admin/components/pager";
import { RestockModal } from "#src/features/admin/components/restock-modal";
import { SearchBox } from "#src/features/admin/components/search-box";
import { SelectField } from "#src/features/admin/components/select-field";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import { isLowStock } from "#src/features/admin/product-rules";
import { toast } from "#src/lib/lazy-toast";
import { hrefs } from "#src/lib/paths";

type TableSort = ProductSort | "";

const SORT_OPTIONS: readonly { value: TableSort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "", label: "Catalogue order" },
  { value: "name", label: "Name" },
  { value: "price-asc", label: "Price, low to high" },
  { value: "price-desc", label: "Price, high to low" },
];

const COLUMNS = ["No.", "Image", "Name", "Quantity", "Price per unit", "Update", "Delete"] as const;

function readSort(value: string | null): TableSort {
  if (value === "catalogue") return "";
  return productSorts.find((sort) => sort === value) ?? "newest";
}

function readOffset(value: string | null): number {
  const offset = Number(value);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

interface RowProps {
  product: Product;
  number: number;
  onUpdate: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * Below 640 px a row is a card (issue 27): number, picture and name on top, then quantity and price with
 * their names, then the buttons, so the page never scrolls sideways.
 */
const PHONE_ROW =
  "max-sm:grid max-sm:grid-cols-[auto_3rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:border-b max-sm:border-base-300 max-sm:p-3";
const PHONE_CELL = "max-sm:block max-sm:p-0";
/**
 * A value the card names, as its column header would: the name is the cell's `data-label`, shown before it
 * by CSS, so it is read and seen on a phone and the cell's text stays the value alone.
 */
const PHONE_NAMED_CELL = `${PHONE_CELL} max-sm:col-span-3 max-sm:before:text-sm max-sm:before:text-base-content/70 max-sm:before:content-[attr(data-label)_':_']`;

function ProductRow({ product, number, onUpdate, onDelete }: RowProps) {
  const low = isLowStock(product);
  return (
    <tr className={PHONE_ROW}>
      <th scope="row" className={PHONE_CELL}>
        {number}
      </th>
      <td className={PHONE_CELL}>
        <Thumbnail src={product.img} size={48} className="size-12" />
      </td>
      <td className={PHONE_CELL}>
        <div className="flex min-w-0 flex-col items-start gap-1">
          <Link
            to={hrefs.product(product._id)}
            className="link link-hover font-medium break-words max-sm:max-w-full"
            title={product.name}
          >
            {truncate(product.name, LIMITS.tableNameChars)}
          </Link>
          <span className="badge badge-sm border-base-300 bg-base-200 text-base-content">
            {product.category}
          </span>
        </div>
      </td>
      <td className={PHONE_NAMED_CELL} data-label={COLUMNS[3]}>
        <div className="flex flex-col items-start gap-1 max-sm:inline-flex max-sm:flex-row max-sm:flex-wrap max-sm:items-center max-sm:gap-2">
          <span className="font-semibold">{product.availableQty}</span>
          {low && (
            <span
              className="badge badge-sm h-auto gap-1 border-0 bg-warning/20 py-0.5 text-base-content"
              title={`Below the minimum order of ${product.minOrder}: it cannot be bought until restocked`}
            >
              <TriangleAlert aria-hidden="true" className="size-3.5 text-warning" />
              {ADMIN_TEXTS.lowStock}
              <span className="sr-only">: below the minimum order of {product.minOrder}</span>
            </span>
          )}
        </div>
      </td>
      <td className={PHONE_NAMED_CELL} data-label={COLUMNS[4]}>
        {formatMoney(product.price)}
      </td>
      <td className={`${PHONE_CELL} max-sm:col-span-2`}>
        <button
          type="button"
          className="btn btn-primary btn-xs max-sm:btn-sm"
          aria-label={`${ADMIN_TEXTS.update} ${product.name}`}
          onClick={() => onUpdate(product)}
        >
          {ADMIN_TEXTS.update}
        </button>
      </td>
      <td className={PHONE_CELL}>
        <button
          type="button"
          className="btn btn-outline btn-error btn-xs max-sm:btn-sm"
          aria-label={`${ADMIN_TEXTS.delete} ${product.name}`}
          onClick={() => onDelete(product)}
        >
          {ADMIN_TEXTS.delete}
        </button>
      </td>
    </tr>
  );
}

/**
 * Manage Products (spec §2, MANAGE-01..12): every product, a page at a time, with its stock and price; Update
 * opens the modal for that row's product, Delete asks first. A low-stock mark shows where the stock is below
 * the product's own minimum order. On a phone the rows stack as cards (issue 27): no sideways scrolling.
 */
export function ManageProductsPage() {
  const [params, setParams] = useUrlParams();
  const q = params.get("q")?.trim() ?? "";
  const sort = readSort(params.get("sort"));
  const offset = readOffset(params.get("offset"));
  const products = useAdminProducts({ q, sort, offset });
  const remove = useDeleteProduct();
  const failed = useAdminFailure();
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const setParam = (key: string, value: string, keepOffset = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        if (!keepOffset) next.delete("offset");
        return next;
      },
      { replace: key === "q" },
    );

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ archived }) =>
        toast.success(
          archived
            ? `${ADMIN_TEXTS.productDeleted}: it has orders, so it is archived for them and hidden from the shop.`
            : ADMIN_TEXTS.productDeleted,
        ),
      onError: failed,
      onSettled: () => setDeleting(null),
    });
  };

  const content = (
    <QueryStates
      query={products}
      isEmpty={(data) => data.products.length === 0}
      empty={
        <EmptyResults
          filtered={q !== ""}
          noMatch={<>No products match &quot;{q}&quot;.</>}
          showAll="Show all products"
          onShowAll={() => setParam("q", "")}
          none="No products yet."
        />
      }
    >
      {({ products: list, total }) => (
        <>
          <AdminTable
            label="Products"
            busy={products.isPlaceholderData}
            scrollHint="Scroll the table sideways for price, Update and Delete."
            stackOnPhone
            caption={<>Products, {SORT_OPTIONS.find((o) => o.value === sort)?.label}</>}
            columns={COLUMNS}
          >
            {list.map((product, index) => (
              <ProductRow
                key={product._id}
                product={product}
                number={offset + index + 1}
                onUpdate={setEditing}
                onDelete={setDeleting}
              />
            ))}
          </AdminTable>
          <Pager
            label="Products"
            offset={offset}
            pageSize={ADMIN_PRODUCTS_PAGE}
            total={total}
            shown={list.length}
            busy={products.isPlaceholderData}
            onOffset={(next) => setParam("offset", next ? String(next) : "", true)}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage title={ADMIN_TEXTS.manageProducts}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search products"
          placeholder="Name or description"
          value={q}
          onSearch={(v) => setParam("q", v)}
        />
        <SelectField
          label="Sort by"
          className="w-full sm:w-56"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => setParam("sort", value === "" ? "catalogue" : value === "newest" ? "" : value)}
        />
      </div>
      {content}
      {editing && <RestockModal key={editing._id} product={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? PRODUCT_ADMIN_TEXTS.deleteConfirm(deleting.name) : ""}
        message="A product with orders is archived: hidden from the shop, kept for its orders."
        confirmLabel={PRODUCT_ADMIN_TEXTS.yes}
        cancelLabel="No"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
