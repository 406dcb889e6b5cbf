import type { ReactNode } from "react";
import type { PolicyBlock, PolicyPage, PolicyText } from "../../lib/content/policy-pages";
import { ContentPage } from "./ContentPage";
import { SizeTable } from "./SizeTable";

function Text({ parts }: { parts: readonly PolicyText[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : "link" in part ? (
          <a key={index} href={part.link}>
            {part.text}
          </a>
        ) : (
          <strong key={index}>{part.strong}</strong>
        ),
      )}
    </>
  );
}

/** The shipping table: its caption for screen readers only, the order total as each row's header. */
function RatesTable({ block }: { block: Extract<PolicyBlock, { kind: "table" }> }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl ring-1 ring-sand-200">
      <table className="w-full min-w-[28rem] bg-white/70 text-left text-sm">
        <caption className="sr-only">{block.caption}</caption>
        <thead className="bg-sand-100 text-ink-900">
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map(([header, ...cells]) => (
            <tr key={header} className="border-t border-sand-200 text-ink-700">
              <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                {header}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="px-4 py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "heading":
      return <h2>{block.text}</h2>;
    case "paragraph":
      return (
        <p>
          <Text parts={block.text} />
        </p>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Text parts={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "labels":
      return (
        <ul className="mt-4 flex list-none flex-wrap gap-2 pl-0">
          {block.items.map((label) => (
            <li
              key={label}
              className="mt-0 rounded-full bg-white/70 px-4 py-1 text-sm font-medium text-ink-900 ring-1 ring-sand-200"
            >
              {label}
            </li>
          ))}
        </ul>
      );
    case "table":
      return block.layout === "rates" ? (
        <RatesTable block={block} />
      ) : (
        <SizeTable caption={block.caption} columns={block.columns} rows={block.rows} />
      );
  }
}

/** A policy page (shipping, returns, a size guide) from its content; `nav` sits above the body (the size guides' tabs). */
export function PolicyContentPage({ page, nav }: { page: PolicyPage; nav?: ReactNode }) {
  return (
    <ContentPage
      eyebrow={page.eyebrow}
      title={page.title}
      intro={
        <p>
          <Text parts={page.intro} />
        </p>
      }
    >
      {nav}
      {page.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </ContentPage>
  );
}
