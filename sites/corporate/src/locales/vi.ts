import corporate from './vi/corporate.json';
import news from './vi/news.json';
import services from './vi/services.json';

export default { ...corporate, ...news, ...services };
