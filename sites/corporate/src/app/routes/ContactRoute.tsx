import { ContactPage } from '../../features/contact/components/ContactPage/ContactPage';
import { useCorporateStores } from '../RootStore';

/** The shared SystemStore already holds `systems/general` for the header and footer. */
export default function ContactRoute() {
  const { system, contactForm } = useCorporateStores();
  return <ContactPage settings={system} form={contactForm} />;
}
