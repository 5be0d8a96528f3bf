import type { PageModel } from "../../src/shared/page-model.ts";

/** Every post, grouped by year, newest first. */
export function BlogArchivePage({ model }: { model: PageModel }) {
  return (
    <>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <h1 tabIndex={-1}>{model.title}</h1>
        <p className="lead">{model.description}</p>
        {model.archive!.years.map((year) => (
          <section key={year.year}>
            <h2>{year.year}</h2>
            <ul>
              {year.posts.map((post) => (
                <li key={post.href}>
                  <time dateTime={post.date}>{post.date}</time> <a href={post.href}>{post.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </>
  );
}
