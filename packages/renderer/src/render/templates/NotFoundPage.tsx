/** The not-found page (written to 404.html). */
export function NotFoundPage(props: { apiHref: string }) {
  return (
    <article className="doc not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Please contact the owner of the site that linked you to the original URL and let them know their link is broken, or start again from the{' '}
        <a href="/">guides</a> or the <a href={props.apiHref}>REST API reference</a>.
      </p>
    </article>
  );
}
