// Rules for catalog blanks and callers' products (docs/operator-guide.md#catalog-blanks, docs/caller-guide.md#products): SKUs, print areas against the blank, text-field boxes.
import { ownArea, type Blank, type BlankPrintSize } from "./catalog.js";
import { fieldError, type FieldError } from "./errors.js";
import { isColor, isHttpUrl, isSku, requireText } from "./fields.js";
import type { BlankInput, ProductInput, TextFieldInput } from "./inputs.js";

function checkSku(errors: FieldError[], path: string, sku: string): void {
  if (!isSku(sku)) errors.push(fieldError(path, "invalid_sku", "must be 1–64 characters of letters, digits, '.', '_' or '-'"));
}

export function checkBlank(body: BlankInput): FieldError[] {
  const errors: FieldError[] = [];
  checkSku(errors, "sku", body.sku);
  requireText(errors, "name", body.name);
  const areas = Object.keys(body.print_areas ?? {});
  if (body.type === "fulfillment" && areas.length > 0) {
    errors.push(fieldError("print_areas", "print_areas_not_allowed", "fulfillment blanks have no print areas"));
  }
  if (body.type === "pod" && areas.length === 0) {
    errors.push(fieldError("print_areas", "required", "a print-on-demand blank needs at least one print area"));
  }
  return errors;
}

function checkTextField(errors: FieldError[], path: string, field: TextFieldInput, size: BlankPrintSize): void {
  if (field.x + field.width > size.width_px || field.y + field.height > size.height_px) {
    errors.push(fieldError(path, "box_out_of_bounds", `the box (x ${field.x}, y ${field.y}, ${field.width}×${field.height}) must fit in the ${size.width_px}×${size.height_px} print area`));
  }
  if (field.color !== undefined && !isColor(field.color)) errors.push(fieldError(`${path}.color`, "invalid_color", "must be #RRGGBB"));
  if (field.default_text !== undefined && [...field.default_text].length > field.max_length) {
    errors.push(fieldError(`${path}.default_text`, "default_text_too_long", `must fit max_length ${field.max_length}`));
  }
  requireText(errors, `${path}.default_text`, field.default_text);
}

/** `blank` is the product's blank, or undefined when blank_sku names none. */
export function checkProduct(body: ProductInput, blank: Blank | undefined): FieldError[] {
  const errors: FieldError[] = [];
  checkSku(errors, "sku", body.sku);
  requireText(errors, "name", body.name);
  if (!blank) {
    errors.push(fieldError("blank_sku", "unknown_sku", `"${body.blank_sku}" is not a catalog SKU`));
    return errors;
  }
  const areas = Object.entries(body.print_areas ?? {});
  if (blank.type === "fulfillment") {
    if (areas.length > 0) errors.push(fieldError("print_areas", "print_areas_not_allowed", "products of a fulfillment blank have no print areas"));
    return errors;
  }
  if (areas.length === 0) errors.push(fieldError("print_areas", "required", "a print-on-demand product needs at least one print area"));
  for (const [name, area] of areas) {
    const path = `print_areas.${name}`;
    const size = ownArea(blank.print_areas, name);
    if (!size) {
      errors.push(fieldError(path, "unknown_print_area", `blank "${blank.sku}" offers the print areas: ${Object.keys(blank.print_areas).join(", ")}`));
      continue;
    }
    if (area.print_file === undefined && area.text_fields === undefined) {
      errors.push(fieldError(path, "print_area_empty", "a print area carries print_file, text_fields or both"));
    }
    if (area.print_file !== undefined && !isHttpUrl(area.print_file)) {
      errors.push(fieldError(`${path}.print_file`, "invalid_url", "must be an absolute http(s) URL"));
    }
    const names = new Set<string>();
    area.text_fields?.forEach((field, j) => {
      const fieldPath = `${path}.text_fields[${j}]`;
      if (names.has(field.field_name)) errors.push(fieldError(`${fieldPath}.field_name`, "duplicate_text_field", `"${field.field_name}" appears more than once`));
      names.add(field.field_name);
      checkTextField(errors, fieldPath, field, size);
    });
  }
  return errors;
}
