import corporate from './en/corporate.json';
import news from './en/news.json';
import services from './en/services.json';

export default { ...corporate, ...news, ...services };
