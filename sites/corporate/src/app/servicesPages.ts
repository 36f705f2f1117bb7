import type { SitePage } from '@brokerage/shared/app/start/createSiteRoutes.tsx';

/** Routes of the shared table whose screens live in the services features. */
export const SERVICES_PAGES: SitePage[] = [
  {
    route: 'departments',
    load: () =>
      import('../features/departments/components/DepartmentsPage/DepartmentsPage').then((m) => ({
        default: m.DepartmentsPage,
      })),
  },
  {
    route: 'departmentDetail',
    load: () =>
      import('../features/departments/components/DepartmentDetailPage/DepartmentDetailPage').then((m) => ({
        default: m.DepartmentDetailPage,
      })),
  },
  {
    route: 'individualCustomer',
    load: () =>
      import('../features/services/components/IndividualCustomerPage/IndividualCustomerPage').then((m) => ({
        default: m.IndividualCustomerPage,
      })),
  },
  {
    route: 'individualCustomerDetail',
    load: () =>
      import('../features/services/components/ServiceDetailPage/ServiceDetailPage').then((m) => ({
        default: m.ServiceDetailPage,
      })),
  },
  {
    route: 'organizeCustomer',
    load: () =>
      import('../features/investment-banking/components/OrganizeCustomerPage/OrganizeCustomerPage').then((m) => ({
        default: m.OrganizeCustomerPage,
      })),
  },
  {
    route: 'bankInvestment',
    load: () =>
      import('../features/investment-banking/components/BankInvestmentPage/BankInvestmentPage').then((m) => ({
        default: m.BankInvestmentPage,
      })),
  },
  {
    route: 'bankInvestmentDetail',
    load: () =>
      import('../features/investment-banking/components/BankServiceDetailPage/BankServiceDetailPage').then((m) => ({
        default: m.BankServiceDetailPage,
      })),
  },
  {
    route: 'transactionFee',
    load: () => import('../features/fees/components/FeesPage/FeesPage').then((m) => ({ default: m.FeesPage })),
  },
  {
    route: 'transactionSupportDetail',
    load: () =>
      import('../features/instructs/components/InstructDetailPage/InstructDetailPage').then((m) => ({
        default: m.InstructDetailPage,
      })),
  },
];
