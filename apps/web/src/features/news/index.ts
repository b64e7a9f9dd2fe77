// The news feature's face: its pages are lazy (routes.tsx imports them by path); the news editor
// (features/news-admin) previews a post with the member's own article and drops the feed.
export { NewsArticle } from './components/news-article';
export { newsKeys } from './news.queries';
