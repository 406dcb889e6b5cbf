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
      return (
        <SizeTable
          caption={block.caption}
          columns={block.columns}
          rows={block.rows}
          captionShown={block.captionShown}
        />
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
