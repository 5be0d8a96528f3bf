import type { ReactNode } from "react";
import type { PageModel } from "../../src/transform/index.ts";
import { Layout } from "../parts/layout.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { PostMeta } from "../parts/post-meta.tsx";
import { TableOfContents } from "../parts/table-of-contents.tsx";

/** One blog post with its author, date, reading time and links to the neighbouring posts. */
export function BlogPostPage({ model, content }: { model: PageModel; content: ReactNode }) {
  const post = model.post!;
  return (
    <Layout model={model}>
      <main id="main-content" className="blog-main blog-post" tabIndex={-1}>
        <article className="doc-article">
          <p className="blog-links">
            <a href={`${model.shell.baseUrl}blog`}>« All posts</a>
          </p>
          <h1>{model.title}</h1>
          <PostMeta post={post} />
          <div className="markdown">{content}</div>
          <Pagination prev={post.prev} next={post.next} label="Blog posts" prevLabel="Newer post" nextLabel="Older post" />
        </article>
        <div className="toc-container">
          <TableOfContents items={post.toc} />
        </div>
      </main>
    </Layout>
  );
}
