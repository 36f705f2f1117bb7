// The services screens' name for the one detail store of this site (lib/content).
export {
  ContentDetailStore as DetailResource,
  type DetailLoader,
  type RelatedLoader,
} from '../content/ContentDetailStore';
