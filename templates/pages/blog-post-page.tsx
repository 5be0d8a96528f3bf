import type { TemplateProps } from "../template-props.ts";
import { Island } from "../parts/island.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { PostMeta } from "../parts/post-meta.tsx";
import { TableOfContents } from "../parts/table-of-contents.tsx";
import { BlogLayout } from "../parts/blog-layout.tsx";

/** One blog post with its author, date, reading time and links to the neighbouring posts. */
export function BlogPostPage({ model, content, islands }: TemplateProps) {
  const post = model.post!;
  return (
    <BlogLayout model={model}>
      <main id="main-content" className="blog-main blog-post" tabIndex={-1}>
        <article className="doc-article">
          <p className="blog-links">
            <a href={model.blogLinks!.list}>« All posts</a>
          </p>
          <h1 tabIndex={-1}>{model.title}</h1>
          <PostMeta post={post} />
          <Island id="content" className="markdown" source={islands?.content}>
            {content}
          </Island>
          <Pagination prev={post.prev} next={post.next} label="Blog posts" prevLabel="Newer post" nextLabel="Older post" />
        </article>
        <div className="toc-container">
          <TableOfContents items={post.toc} />
        </div>
      </main>
    </BlogLayout>
  );
}
