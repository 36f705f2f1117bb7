import { bulkInsert } from '../../../src/cli/bulk-insert';
import type { Tx } from '../../../src/db/client';
import {
  companyAssociations,
  companyCapitalHistory,
  companyExerciseRights,
  companyInsiderTransactions,
  companyLargeShareholders,
  companyNews,
  companyOfficers,
  companyOwnershipStructures,
  companyProfiles,
  companyRecommendations,
  exerciseRightTypes,
  recommendationCategories,
} from '../../../src/db/schema';
import type { GeneratedCompanyData } from './profiles';

/**
 * Writes generated (or imported) company data into empty company tables, after the market
 * companies it belongs to. The two lookup tables go first (the rights and recommendations refer
 * to them) with a plain insert, their JSON columns included; the rest in bulk. The research
 * reports are not rows of these tables: they go to the analysis-report content.
 * Returns the rows written.
 */
export async function insertCompanyProfiles(
  tx: Tx,
  generated: Omit<GeneratedCompanyData, 'researchReports'>,
): Promise<number> {
  await tx.insert(exerciseRightTypes).values(generated.exerciseRightTypes).onConflictDoNothing();
  await tx
    .insert(recommendationCategories)
    .values(generated.recommendationCategories)
    .onConflictDoNothing();
  await bulkInsert(tx, companyProfiles, generated.profiles);
  await bulkInsert(tx, companyAssociations, generated.associations);
  await bulkInsert(tx, companyLargeShareholders, generated.largeShareholders);
  await bulkInsert(tx, companyOwnershipStructures, generated.ownership);
  await bulkInsert(tx, companyOfficers, generated.officers);
  await bulkInsert(tx, companyInsiderTransactions, generated.insiderTransactions);
  await bulkInsert(tx, companyCapitalHistory, generated.capitalHistory);
  await bulkInsert(tx, companyExerciseRights, generated.exerciseRights);
  await bulkInsert(tx, companyNews, generated.news);
  await bulkInsert(tx, companyRecommendations, generated.recommendations);
  return (
    generated.exerciseRightTypes.length +
    generated.recommendationCategories.length +
    generated.profiles.length +
    generated.associations.length +
    generated.largeShareholders.length +
    generated.ownership.length +
    generated.officers.length +
    generated.insiderTransactions.length +
    generated.capitalHistory.length +
    generated.exerciseRights.length +
    generated.news.length +
    generated.recommendations.length
  );
}
