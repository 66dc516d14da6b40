/** Every mock domain, in seeding order. Add a domain here to make its collections stateful. */
import type { MockDomain } from '../domain';
import { accountDomain } from './account';
import { coreDomain } from './core';

export const domains: MockDomain[] = [accountDomain, coreDomain];
