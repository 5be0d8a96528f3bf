import type { TemplateProps } from "../template-props.ts";
import { Pagination } from "../parts/pagination.tsx";
import { PostList } from "../parts/post-list.tsx";
import { BlogLayout } from "../parts/blog-layout.tsx";

/** A page of the blog, newest posts first. */
export function BlogListPage({ model, summaries, islands }: TemplateProps) {
  const list = model.blogList!;
  return (
    <BlogLayout model={model}>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <h1 tabIndex={-1}>{list.heading}</h1>
        <p className="lead">{model.description}</p>
        <p className="blog-links">
          <a href={model.blogLinks!.archive}>Archive</a>
          {model.blogLinks!.tags ? (
            <>
              {" · "}
              <a href={model.blogLinks!.tags}>Tags</a>
            </>
          ) : null}
        </p>
        <PostList posts={list.posts} summaries={summaries ?? []} islands={islands} />
        <Pagination prev={list.prev} next={list.next} label="Blog list pages" prevLabel="Newer" nextLabel="Older" />
      </main>
    </BlogLayout>
  );
}
