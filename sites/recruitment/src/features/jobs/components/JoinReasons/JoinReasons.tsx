import { Anchor, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { Link } from '@brokerage/shared/routing/Link.tsx';
import type { AboutUsPost } from '@brokerage/shared/validation/recruitment/jobs.ts';

/** Why-join-us posts as cards linking to `ly-do-gia-nhap-chi-tiet/:slug`. */
export function JoinReasonCards({
  posts,
  headingLevel = 3,
}: {
  posts: AboutUsPost[];
  headingLevel?: 3 | 4;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {posts.map((post) => (
        <Card key={post.id} component="article" withBorder radius="md" padding="md">
          {post.image && (
            <Card.Section>
              <Image src={post.image} alt="" height={160} loading="lazy" />
            </Card.Section>
          )}
          <Stack gap={6} mt={post.image ? 'sm' : 0}>
            <Title order={headingLevel} size="h4">
              <Anchor
                component={Link}
                route="joinReasonDetail"
                options={{ slug: post.slug }}
                inherit
              >
                {post.title}
              </Anchor>
            </Title>
            {post.summary && (
              <Text size="sm" c="dimmed">
                {post.summary}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export interface PostsState {
  value: AboutUsPost[] | null;
  isLoading: boolean;
}

/** The landing's "why join us" section; nothing at all when there are no posts. */
export const JoinReasons = observer(function JoinReasons({ posts }: { posts: PostsState }) {
  const { t } = useTranslation('recruitment');
  const items = posts.value ?? [];
  if (items.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="join-reasons-heading">
      <Title order={2} id="join-reasons-heading">
        {t('jobs.reasons.heading')}
      </Title>
      <JoinReasonCards posts={items} />
    </Stack>
  );
});
