import type { ReactNode } from "react";
import type { PostSummary } from "../../src/transform/index.ts";
import { PostMeta } from "./post-meta.tsx";

/** Blog post summaries, each cut at its truncate marker, with a link to the whole post. */
export function PostList({ posts, summaries }: { posts: PostSummary[]; summaries: ReactNode[] }) {
  return (
    <div className="post-list">
      {posts.map((post, i) => (
        <article key={post.href} className="post-summary">
          <h2>
            <a href={post.href}>{post.title}</a>
          </h2>
          <PostMeta post={post} />
          <div className="markdown">{summaries[i]}</div>
          {post.truncated ? (
            <p>
              <a href={post.href} aria-label={`Read more about ${post.title}`}>Read more</a>
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}
