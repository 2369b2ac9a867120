import { UserLoggedIn, UserLoginFailed, UserRegistered } from './auth.ts';
import { LeadCaptured } from './leads.ts';
import { QuoteSubmitted } from './quotes.ts';
import { UserProfileCreated } from './users.ts';

/** Every event the system publishes; tests check each sample against its schema and the rules. */
export const eventCatalogue = [UserProfileCreated, UserRegistered, UserLoggedIn, UserLoginFailed, LeadCaptured, QuoteSubmitted] as const;
