import type { ReactNode } from "react";
import type { PageModel } from "../../src/transform/index.ts";
import { Layout } from "../parts/layout.tsx";
import { PostList } from "../parts/post-list.tsx";

/** The posts carrying one tag. */
export function TagPage({ model, summaries }: { model: PageModel; summaries: ReactNode[] }) {
  const list = model.blogList!;
  return (
    <Layout model={model}>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <h1>{list.heading}</h1>
        <p className="blog-links">
          <a href={`${model.shell.baseUrl}blog/tags`}>View all tags</a>
        </p>
        <PostList posts={list.posts} summaries={summaries} />
      </main>
    </Layout>
  );
}
