// Staff's agent chat (issue 30, decision 072).
import { AgentChatReplyPosted } from './assistant.ts';
import { UserLoggedIn, UserLoginFailed, UserRegistered } from './auth.ts';
import { BookingCancelled, BookingChanged, BookingConfirmed, BookingMoved, BookingReleased, BookingRequested, CruiseThankYouDue } from './bookings.ts';
import { LeadCaptured } from './leads.ts';
// The group's manifest and waivers (issue 17, decision 023).
import { GuestInvited, WaiverReminderRequested, WaiverSigned } from './manifest.ts';
import { BalanceDue, BookingPriceAdjusted, PaymentFailed, PaymentReturned, PaymentSucceeded, PayLinkRequested, RefundIssued } from './payments.ts';
import { GuestSignedIn, PortalCodeRequested } from './portal.ts';
import { QuoteSubmitted } from './quotes.ts';
import { BusinessFactsChanged } from './settings.ts';
// Content blocks (issue 19, decision 032).
import { ContentBlocksChanged, FaqChanged, GuestReviewsChanged } from './content.ts';
import { UserProfileCreated } from './users.ts';
// The team (issue 29, decision 075).
import { StaffInvited, StaffJoined, StaffRoleChanged, TeamSettingsChanged } from './team.ts';
import { GuestAccountDeleted, GuestDataExported, GuestProfileUpdated } from './portal-profile.ts';
// The blog (issue 19, decision 030).
import { BlogPostPublished, BlogPostUnpublished, BlogTermChanged } from './blog.ts';
// The media library's page photos and the press page's (issue 19, decision 031).
import { PagePhotosChanged, PublishedPhotosChanged } from './media.ts';
// The price version in effect (issue 18, decision 026).
import { PriceVersionTookEffect } from './pricing.ts';

/** Every event the system publishes; tests check each sample against its schema and the rules. */
export const eventCatalogue = [
  UserProfileCreated,
  UserRegistered,
  UserLoggedIn,
  UserLoginFailed,
  LeadCaptured,
  QuoteSubmitted,
  BookingRequested,
  BookingConfirmed,
  BookingCancelled,
  BookingMoved,
  BookingReleased,
  // Staff's edit of a booking (issue 29).
  BookingChanged,
  // The thank-you the day after the cruise (issue 29, decision 078).
  CruiseThankYouDue,
  PaymentSucceeded,
  PaymentFailed,
  BalanceDue,
  RefundIssued,
  PayLinkRequested,
  BusinessFactsChanged,
  // A charge the booking had no room for, refunded at once (decision 037).
  PaymentReturned,
  BookingPriceAdjusted,
  // The customer portal's sign-in (decision 022).
  PortalCodeRequested,
  GuestSignedIn,
  // Guest profile and data (issue 17, decision 025).
  GuestProfileUpdated,
  GuestDataExported,
  GuestAccountDeleted,
  // The group's manifest and waivers (decision 023).
  GuestInvited,
  WaiverReminderRequested,
  WaiverSigned,
  // The blog (decision 030): each republishes the site (siteRepublishTrigger).
  BlogPostPublished,
  BlogPostUnpublished,
  BlogTermChanged,
  // The media library's page photos (issue 19, decision 031).
  PagePhotosChanged,
  // The press page's photos (issue 19, decision 031).
  PublishedPhotosChanged,
  // Content blocks (issue 19, decision 032).
  ContentBlocksChanged,
  FaqChanged,
  // Guests' reviews approved or taken off the site (issue 29, decision 077): republishes the site.
  GuestReviewsChanged,
  // The price version in effect (issue 18, decision 026): republishes the site.
  PriceVersionTookEffect,
  // A staff reply to a guest's agent conversation, e-mailed (decision 072).
  AgentChatReplyPosted,
  // The team (decision 075): an invitation e-mailed, a teammate joined, a role changed.
  StaffInvited,
  StaffJoined,
  StaffRoleChanged,
  TeamSettingsChanged,
] as const;
