import { Text } from '@mantine/core';
import { useTranslation } from '@brokerage/shared/i18n/react.tsx';
import type { Leader } from '../../api/departmentsApi';
import { CardList } from '../../../../lib/content/CardList/CardList';
import { MemberCard } from '../MemberCard/MemberCard';

export interface DepartmentMembersProps {
  members: readonly Leader[];
  withBio?: boolean;
  headingOrder?: 3 | 4;
}

/** The people of one department as a grid of cards (one column with bios). */
export function DepartmentMembers({
  members,
  withBio = false,
  headingOrder = 3,
}: DepartmentMembersProps) {
  const { t } = useTranslation('corporate');
  if (members.length === 0) return <Text c="dimmed">{t('departments.noMembers')}</Text>;
  return (
    <CardList
      items={members}
      cols={withBio ? { base: 1, lg: 2 } : { base: 1, xs: 2, md: 3, lg: 4 }}
    >
      {(member) => <MemberCard member={member} withBio={withBio} headingOrder={headingOrder} />}
    </CardList>
  );
}
