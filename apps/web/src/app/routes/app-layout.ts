export { AppLayout as default } from '../layout/app-layout.tsx';
