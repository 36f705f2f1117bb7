import { Avatar, Card, Stack, Text } from '@mantine/core';
import { RichContent } from '@brokerage/shared/ui/components/RichContent/RichContent.tsx';
import type { Leader } from '../../api/departmentsApi';
import classes from './MemberCard.module.css';

export interface MemberCardProps {
  member: Pick<Leader, 'id' | 'title' | 'summary' | 'attrs'> & { body?: string | null };
  /** The detail page shows each person's biography under the name. */
  withBio?: boolean;
  headingOrder?: 3 | 4;
}

/** A person of the management: photo (or initials), name and position; the bio on request. */
export function MemberCard({ member, withBio = false, headingOrder = 3 }: MemberCardProps) {
  const Heading = `h${headingOrder}` as const;
  const position = member.summary ?? member.attrs.position;
  return (
    <Card withBorder padding="lg" radius="md" className={classes.card} data-with-bio={withBio || undefined}>
      <div className={classes.person}>
        <Avatar
          src={member.attrs.photo}
          name={member.title}
          color="initials"
          alt=""
          size={withBio ? 112 : 96}
          radius="50%"
          className={classes.avatar}
        />
        <Stack gap={2} className={classes.text}>
          <Text component={Heading} fw={700} size="lg" m={0}>
            {member.title}
          </Text>
          {position && <Text className={classes.position}>{position}</Text>}
        </Stack>
      </div>
      {withBio && member.body && <RichContent html={member.body} className={classes.bio} />}
    </Card>
  );
}
