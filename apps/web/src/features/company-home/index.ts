export { CompanyLogoUpload } from './components/CompanyLogoUpload';
