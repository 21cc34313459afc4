import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@terna/domain';

export const loginResolver = zodResolver(loginSchema);
