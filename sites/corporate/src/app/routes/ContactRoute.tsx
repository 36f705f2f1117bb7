import { ContactPage } from '../../features/contact/components/ContactPage/ContactPage';
import { OfficeList } from '../../features/network/components/OfficeList/OfficeList';
import { useStores } from '@brokerage/shared/app/stores/StoresContext.ts';

/** The shared SystemStore already holds `systems/general` for the header and footer. */
export default function ContactRoute() {
  const { system, contactForm } = useStores();
  return <ContactPage settings={system} form={contactForm} offices={<OfficeList />} />;
}
