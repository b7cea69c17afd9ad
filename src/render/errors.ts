// The one error rendering reports for bad inputs (unreadable art, text that cannot be drawn); retrying cannot help.
export class RenderError extends Error {
  override readonly name = "RenderError";
}
