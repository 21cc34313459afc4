import { ProcessNotOwnedPage } from '@/features/errors/components/ErrorPages';

export default ProcessNotOwnedPage;
