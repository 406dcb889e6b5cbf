// Worker tests read an HTML answer the way a person (or a screen reader) does:
// parsed with linkedom, then a field found by its label, a link by its name, a
// heading by its text. Entities are decoded by the parser, so a test compares
// with the plain text ("Returns & FAQ"), never with hand-escaped markup.
import { parseHTML } from "linkedom";

type Root = Document | Element;

/** Parses a whole page (or a fragment) into a document. */
export function parseHtml(html: string): Document {
  return parseHTML(html).document;
}

/** Reads a response's body and parses it. */
export async function htmlOf(response: Response): Promise<Document> {
  return parseHtml(await response.text());
}

/** Text as a person reads it: whitespace collapsed, entities decoded. */
export function textOf(node: Root | null): string {
  const text = node && "body" in node ? node.body?.textContent : node?.textContent;
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function matches(text: string, name: string | RegExp): boolean {
  const normalized = text.replace(/\s+/g, " ").trim();
  return typeof name === "string" ? normalized === name : name.test(normalized);
}

function documentOf(root: Root): Document {
  return "body" in root ? root : root.ownerDocument;
}

/** An element's accessible name, for the names these pages use: aria-labelledby, aria-label, then its text. */
function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const document = element.ownerDocument;
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(" ")
      .trim();
  }
  return element.getAttribute("aria-label")?.trim() ?? textOf(element);
}

/** A label's own text: a control wrapped in it (a select's options, a textarea's text) is not part of its name. */
function labelText(label: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else if (child.nodeType === 1 && !["INPUT", "SELECT", "TEXTAREA"].includes((child as Element).tagName))
        walk(child);
    }
  };
  walk(label);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Every form control whose label (a `<label for>`, a wrapping label, aria-label or aria-labelledby) is `label`. */
export function fieldsByLabel(root: Root, label: string | RegExp): Element[] {
  const document = documentOf(root);
  const found = new Set<Element>();
  for (const element of root.querySelectorAll("label")) {
    if (!matches(labelText(element), label)) continue;
    const target = element.getAttribute("for");
    const control = target ? document.getElementById(target) : element.querySelector("input, textarea, select");
    if (control) found.add(control);
  }
  for (const control of root.querySelectorAll("input, textarea, select")) {
    if (
      (control.hasAttribute("aria-label") || control.hasAttribute("aria-labelledby")) &&
      matches(accessibleName(control), label)
    )
      found.add(control);
  }
  return [...found];
}

/** The one form control labelled `label`; throws (naming the labels there are) when there is none or several. */
export function fieldByLabel(root: Root, label: string | RegExp): Element {
  const fields = fieldsByLabel(root, label);
  if (fields.length === 1) return fields[0];
  const labels = [...root.querySelectorAll("label")].map((element) => JSON.stringify(labelText(element)));
  throw new Error(`${fields.length} fields labelled ${String(label)}; the labels are ${labels.join(", ")}`);
}

/** What the field holds as the page was sent: an input's value, a textarea's text, a select's chosen option. */
export function valueOf(field: Element): string {
  switch (field.tagName.toLowerCase()) {
    case "textarea":
      return field.textContent ?? "";
    case "select": {
      const chosen = field.querySelector("option[selected]") ?? field.querySelector("option");
      return chosen?.getAttribute("value") ?? chosen?.textContent ?? "";
    }
    default:
      return field.getAttribute("value") ?? "";
  }
}

/** The error a field is described by (aria-describedby), when it is marked invalid; "" when it is valid. */
export function errorOf(field: Element): string {
  if (field.getAttribute("aria-invalid") !== "true") return "";
  const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  return ids
    .map((id) => textOf(field.ownerDocument.getElementById(id)))
    .filter(Boolean)
    .join(" ");
}

/** Every link named `name`. */
export function linksByName(root: Root, name: string | RegExp): Element[] {
  return [...root.querySelectorAll("a[href]")].filter((link) => matches(accessibleName(link), name));
}

/** Headings (h1-h6) as their text, or those of one level. */
export function headings(root: Root, level?: 1 | 2 | 3 | 4 | 5 | 6): string[] {
  const selector = level ? `h${level}` : "h1, h2, h3, h4, h5, h6";
  return [...root.querySelectorAll(selector)].map((heading) => textOf(heading));
}
