import type { ReactNode } from "react";
import type { PostSummary } from "../../src/shared/page-model.ts";
import { Island } from "./island.tsx";
import { PostMeta } from "./post-meta.tsx";

/** Blog post summaries, each cut at its truncate marker, with a link to the whole post. */
export function PostList({ posts, summaries, islands }: { posts: PostSummary[]; summaries: ReactNode[]; islands?: Record<string, Element> }) {
  return (
    <div className="post-list">
      {posts.map((post, i) => (
        <article key={post.href} className="post-summary">
          <h2>
            <a href={post.href}>{post.title}</a>
          </h2>
          <PostMeta post={post} />
          <Island id={`summary-${i}`} className="markdown" source={islands?.[`summary-${i}`]}>
            {summaries[i]}
          </Island>
          {post.truncated ? (
            <p>
              <a href={post.href} aria-label={`Read more about ${post.title}`}>
                Read more
              </a>
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}
