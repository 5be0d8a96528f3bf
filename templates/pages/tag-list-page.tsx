import type { PageModel } from "../../src/shared/page-model.ts";
import { BlogLayout } from "../parts/blog-layout.tsx";

/** Every blog tag with its post count. */
export function TagListPage({ model }: { model: PageModel }) {
  return (
    <BlogLayout model={model}>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <h1 tabIndex={-1}>{model.title}</h1>
        <ul className="tag-list">
          {model.tagList!.map((tag) => (
            <li key={tag.href}>
              <a href={tag.href}>
                {tag.label} <span className="count">({tag.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </main>
    </BlogLayout>
  );
}
