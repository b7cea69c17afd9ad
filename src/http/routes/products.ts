// Caller routes for the account's products: create, get, list, update, archive.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreateProductBody, GetProductBody, ListProductsBody, ProductView, UpdateProductBody } from "../../schemas/products.js";
import { archiveProduct, checkProductRules, checkProductUpdateRules, createProduct, getProduct, listProducts, updateProduct } from "../../services/catalog.js";
import type { ServiceContext } from "../../services/context.js";
import { accountOf } from "../auth.js";
import { operation } from "../operation.js";

export function productRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/products/create", scope: "products:write",
      summary: "Create a product",
      description: "A product on a catalog blank. Print areas with text_fields make a custom-text product; without, a standard product.",
      tag: "Products",
      body: CreateProductBody,
      data: ProductView,
      message: "Product created successfully",
      rules: (body) => checkProductRules(ctx, body),
    },
    async (body, request) => createProduct(ctx, accountOf(request), body),
  );
  operation(
    scope,
    { path: "/v1/products/get", scope: "products:read", summary: "Get a product by SKU", tag: "Products", body: GetProductBody, data: ProductView, message: "Product found" },
    async (body, request) => getProduct(ctx, accountOf(request), body.sku),
  );
  operation(
    scope,
    {
      path: "/v1/products/list", scope: "products:read",
      summary: "List products",
      description: "By SKU. Archived products are left out unless include_archived is true.",
      tag: "Products",
      body: ListProductsBody,
      data: Type.Object({ products: Type.Array(ProductView), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
      message: "Products listed",
    },
    async (body, request) => listProducts(ctx, accountOf(request), body.cursor, body.limit, body.include_archived === true),
  );
  operation(
    scope,
    {
      path: "/v1/products/update", scope: "products:write",
      summary: "Change a product",
      description:
        "Changes the name or the print areas (replaced whole), checked like create against the product's blank, every problem in one 400. The SKU and the blank never change. " +
        "Orders already placed keep their lines; print files not made yet are made from the product as it is then.",
      tag: "Products",
      body: UpdateProductBody,
      data: ProductView,
      message: "Product updated successfully",
      rules: (body, request) => checkProductUpdateRules(ctx, accountOf(request), body),
    },
    async (body, request) => updateProduct(ctx, accountOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/products/archive", scope: "products:write",
      summary: "Archive a product",
      description:
        "New orders and quotes naming it are refused (400 product_archived at the line's sku); orders made before are untouched. products/list leaves it out unless include_archived; products/get still shows it, with archived_at. Archiving it again changes nothing.",
      tag: "Products",
      body: GetProductBody,
      data: ProductView,
      message: "Product archived",
    },
    async (body, request) => archiveProduct(ctx, accountOf(request), body.sku),
  );
}
