import type { PostSummary } from "../../src/shared/page-model.ts";

const DATE = new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** Date, reading time, authors and tags of a post. */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <div className="post-meta">
      <p>
        <time dateTime={post.date}>{DATE.format(new Date(`${post.date}T00:00:00Z`))}</time> ·{" "}
        {post.readingMinutes === 1 ? "One min read" : `${post.readingMinutes} min read`}
      </p>
      {post.authors.length ? (
        <p className="post-authors">
          {post.authors.map((author, i) => (
            <span key={author.name}>
              {i ? ", " : ""}
              {author.url ? <a href={author.url}>{author.name}</a> : author.name}
              {author.title ? (
                <>
                  {" "}
                  <span className="author-title">({author.title})</span>
                </>
              ) : null}
            </span>
          ))}
        </p>
      ) : null}
      {post.tags.length ? (
        <ul className="tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag.href}>
              <a href={tag.href}>{tag.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
