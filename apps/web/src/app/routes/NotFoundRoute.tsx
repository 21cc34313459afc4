import { NotFoundPage } from '@/features/errors/components/ErrorPages';

export default NotFoundPage;
