import type { PageModel } from "../../src/shared/page-model.ts";
import { BlogLayout } from "../parts/blog-layout.tsx";

/** Every author of the blog with their title and number of posts. */
export function AuthorListPage({ model }: { model: PageModel }) {
  return (
    <BlogLayout model={model}>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <h1 tabIndex={-1}>{model.title}</h1>
        <ul className="author-list">
          {model.authorList!.map((author) => (
            <li key={author.name}>
              <h2>
                {author.url ? <a href={author.url}>{author.name}</a> : author.name} <span className="count">({author.count})</span>
              </h2>
              {author.title ? <p className="author-title">{author.title}</p> : null}
            </li>
          ))}
        </ul>
      </main>
    </BlogLayout>
  );
}
