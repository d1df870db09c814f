import { OptionalLink } from '../../components/OptionalLink';
import type { Post } from '../../domain/content';
import { usePortfolioContent } from '../../hooks/PortfolioContentContext';
import { useI18n } from '../../i18n/I18nContext';

/** One post: its title (a link when the feed gave a safe address), when and where, an excerpt. */
function PostEntry({ post }: { post: Post }) {
  const { dayMonthYear } = useI18n();
  const { title, url, date, source, excerpt } = post;
  return (
    <li className="post">
      <h3 className="post-title">
        <OptionalLink url={url}>{title}</OptionalLink>
      </h3>
      <p className="post-meta muted">
        <time dateTime={date}>{dayMonthYear(date) ?? date}</time> · {source}
      </p>
      {excerpt && <p className="post-excerpt">{excerpt}</p>}
    </li>
  );
}

/**
 * The owner's latest posts from their feeds, newest first, as the build fetched them: plain text
 * only (feed HTML never reaches the page).
 */
export default function WritingPanel() {
  const { posts } = usePortfolioContent();
  const { t } = useI18n();
  if (!posts || posts.length === 0) return null;
  return (
    <section aria-labelledby="writing-title">
      <h2 id="writing-title" className="section-title">
        {t('writing.title')}
      </h2>
      <ol className="post-list">
        {posts.map((post) => (
          <PostEntry key={`${post.url ?? post.title}@${post.date}`} post={post} />
        ))}
      </ol>
    </section>
  );
}
