// Caller routes for the account's products: create, get, list.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { CreateProductBody, GetProductBody, ListBody, ProductView } from "../../schemas/products.js";
import { createProduct, getProduct, listProducts } from "../../services/catalog.js";
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
      tag: "Products",
      body: ListBody,
      data: Type.Object({ products: Type.Array(ProductView), next_cursor: Type.Union([Type.String(), Type.Null()]) }),
      message: "Products listed",
    },
    async (body, request) => listProducts(ctx, accountOf(request), body.cursor, body.limit),
  );
}
