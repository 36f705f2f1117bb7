import { Link } from '@brokerage/shared/routing/Link.tsx';

/** An item's title in a list: the link to its page, or plain text when it has none. */
export function TitleLink({
  title,
  href,
  className,
}: {
  title: string;
  href: string | null;
  className?: string;
}) {
  return href ? (
    <Link href={href} className={className}>
      {title}
    </Link>
  ) : (
    <>{title}</>
  );
}
