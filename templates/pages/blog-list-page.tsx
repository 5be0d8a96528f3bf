import type { ReactNode } from "react";
import type { PageModel } from "../../src/transform/index.ts";
import { Layout } from "../parts/layout.tsx";
import { Pagination } from "../parts/pagination.tsx";
import { PostList } from "../parts/post-list.tsx";

/** A page of the blog, newest posts first. */
export function BlogListPage({ model, summaries }: { model: PageModel; summaries: ReactNode[] }) {
  const list = model.blogList!;
  return (
    <Layout model={model}>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <h1>{list.heading}</h1>
        <p className="lead">{model.description}</p>
        <p className="blog-links">
          <a href={`${model.shell.baseUrl}blog/archive`}>Archive</a> · <a href={`${model.shell.baseUrl}blog/tags`}>Tags</a>
        </p>
        <PostList posts={list.posts} summaries={summaries} />
        <Pagination prev={list.prev} next={list.next} label="Blog list pages" prevLabel="Newer" nextLabel="Older" />
      </main>
    </Layout>
  );
}
