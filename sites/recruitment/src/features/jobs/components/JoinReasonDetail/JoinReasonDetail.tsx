import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { PageHead } from '@brokerage/shared/app/components/PageHead/PageHead.tsx';
import type { ContentDetailStore } from '@brokerage/shared/app/data/ContentDetailStore.ts';
import { useLayout } from '@brokerage/shared/app/hooks/useLayout.ts';
import { usePageTranslations } from '@brokerage/shared/app/hooks/usePageTranslations.ts';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import { ShareButton } from '@brokerage/shared/ui/components/ShareModal/ShareButton.tsx';
import type {
  AboutUsPost,
  AboutUsPostDetail,
} from '@brokerage/shared/validation/recruitment/jobs.ts';
import { DetailGate, RecruitBreadcrumbs } from '../JobDetails/DetailFrame';
import { JoinReasonCards } from '../JoinReasons/JoinReasons';

type PostStore = ContentDetailStore<AboutUsPostDetail, AboutUsPost>;

/** `ly-do-gia-nhap-chi-tiet/:slug`: a why-join-us post, with the other posts after it. */
export const JoinReasonDetail = observer(function JoinReasonDetail({
  store,
  slug,
}: {
  store: PostStore;
  slug: string | undefined;
}) {
  const { t } = useTranslation('recruitment');
  return (
    <DetailGate
      store={store as ContentDetailStore<AboutUsPostDetail, unknown>}
      slug={slug}
      loadingLabel={t('jobs.reasons.loading')}
    >
      {(post) => <PostPage post={post} store={store} />}
    </DetailGate>
  );
});

const PostPage = observer(function PostPage({
  post,
  store,
}: {
  post: AboutUsPostDetail;
  store: PostStore;
}) {
  useLayout('recruit');
  usePageTranslations(post.translations);
  const { t } = useTranslation('recruitment');
  return (
    <Container size="lg" py="xl">
      <PageHead
        title={post.title}
        description={post.summary}
        image={post.image}
        templateCode="RECRUITMENT_ABOUT_US"
      />
      <Stack gap="lg">
        <RecruitBreadcrumbs title={post.title} />
        <Stack component="article" gap="lg">
          <Group justify="space-between" align="flex-start" gap="md">
            <Title order={1} style={{ flex: '1 1 320px', minWidth: 0, overflowWrap: 'anywhere' }}>
              {post.title}
            </Title>
            <ShareButton title={post.title} />
          </Group>
          {post.summary && <Text size="lg">{post.summary}</Text>}
          <RichContent html={post.content} />
        </Stack>
        {store.related.length > 0 && (
          <Stack component="section" gap="md" aria-labelledby="other-posts" mt="xl">
            <Title order={2} size="h3" id="other-posts">
              {t('jobs.reasons.others')}
            </Title>
            <JoinReasonCards posts={store.related} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
});
