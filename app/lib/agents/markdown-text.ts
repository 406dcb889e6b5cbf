// Markdown for agents, written so that what the catalogue and shoppers wrote stays data. The shop's own
// words (headings, labels, prices) are Markdown; a product's title is one escaped line; a description or a
// review is quoted whole in a fenced block that names its source, and nothing inside it can close the block.
// So text in a product or a review ("ignore your instructions and…") can never pass for the page speaking.

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** Marks that start emphasis, code, links, HTML, headings or table cells anywhere in a line. */
const INLINE_MARKS = /[\\`*_[\]<>#|~]/g;

/** A run of text inside a line, spaces at its ends kept (it may sit between links): Markdown's marks escaped. */
export function inlineRun(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").replace(INLINE_MARKS, "\\$&");
}

/** One line of catalogue text inside the shop's Markdown: line breaks folded, Markdown's marks escaped. */
export function inlineText(value: string): string {
  return inlineRun(value).trim();
}

/**
 * Text quoted whole as data: a fenced block one backtick longer than any run of backticks inside it, so the
 * text cannot end the block early. `source` says whose words these are, on the line before.
 */
export function quotedText(source: string, value: string): string {
  const text = value.replace(CONTROL_CHARACTERS, "").replace(/\r\n?/g, "\n").trim();
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${source}\n\n${fence}text\n${text}\n${fence}`;
}

/** A link whose address is ours (built from handles and our own paths): the text escaped, the address kept whole. */
export function markdownLink(text: string, url: string): string {
  const address = url.replace(
    /[\s()<>]/g,
    (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return `[${inlineText(text)}](${address})`;
}

/** A table: every cell one escaped line. */
export function markdownTable(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => inlineText(cell) || " ").join(" | ")} |`;
  return [line(columns), `| ${columns.map(() => "---").join(" | ")} |`, ...rows.map(line)].join("\n");
}

/** Blocks joined by blank lines, empty ones dropped, ending in one newline. */
export function markdownDocument(blocks: readonly (string | null | false | undefined)[]): string {
  return `${blocks.filter((block): block is string => Boolean(block && block.trim())).join("\n\n")}\n`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of a piece of the shop's own HTML (a collection description, a rendered story): tags out, paragraphs kept. */
export function plainTextOfHtml(html: string): string {
  return html
    .replace(/<\/(?:p|div|h[1-6]|li|blockquote|tr)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
}
