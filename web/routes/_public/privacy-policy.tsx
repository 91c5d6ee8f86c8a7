import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../../components/public/legal/privacy';

export const Route = createFileRoute('/_public/privacy-policy')({ component: PrivacyPolicy });
