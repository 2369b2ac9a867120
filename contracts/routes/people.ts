// The API's routes of people: staff and customer sign-in, the signed-in user, leads; staff: the dashboard, customers and leads (decision 041).
// The staff's (admin) routes are in ./people-staff.ts, a module of their own, so no public page's
// chunk carries them.
import type {
  AdminCustomerDetailResponse,
  AdminCustomerEditResponse,
  AdminCustomerListResponse,
  AdminCustomerNoteCreatedResponse,
  AdminLeadListResponse,
  AdminSummaryResponse,
  CustomerNoteRequest,
} from '#domain/people/back-office.ts';
import type { StaffRole } from '#domain/people/staff-roles.ts';
import type {
  TeamInvite,
  TeamInviteAccepted,
  TeamInviteRequest,
  TeamInviteView,
  TeamMemberChange,
  TeamResponse,
  TeamSettings,
  TeamSettingsRequest,
} from '#domain/people/team.ts';
import type { CustomerEditInput, CustomerMergeInput } from '#domain/people/customer-edits.ts';
import type { RouteContract, RouteTable } from '../route.ts';

/** The signed-in user as /api/user, sign-in and registration answer it. */
export interface SignedInUser {
  id: string;
  email: string;
  /** 'admin' opens the back office; anything else is a customer. */
  role: string;
  /** A member of staff's role (decision 075): which screens they are shown; null for a customer. */
  staffRole?: StaffRole | null;
  createdAt?: string;
}

const publicTable = {
  getCurrentUser: { method: 'GET', path: '/api/user', auth: 'user' },
  createLead: { method: 'POST', path: '/api/leads', auth: 'public' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'public' },
  register: { method: 'POST', path: '/api/auth/register', auth: 'public' },
  // A teammate's invitation (decision 075): the link's token is the path's secret.
  getTeamInvite: { method: 'GET', path: '/api/team/invites/{token}', auth: 'public' },
  acceptTeamInvite: { method: 'POST', path: '/api/team/invites/{token}', auth: 'public' },
} as const satisfies Record<string, RouteContract>;

/**
 * The sign-in's second step for staff whose role moves money (decision 085): the code of an
 * authenticator app already set up (`totp`, with Cognito's challenge Session to send back), or
 * setting one up (`totp-setup`: the secret, as text and as the otpauth:// address a QR code
 * carries; the next request sends the password again with the first code).
 */
export type LoginStep = { next: 'totp'; session: string } | { next: 'totp-setup'; secret: string; otpauthUri: string };

/** The password (with the code when setting up, or answering at once), or the `totp` step's Session and the code. */
export interface LoginBody {
  email: string;
  password?: string;
  session?: string;
  code?: string;
}

/** What each route takes and answers. */
export interface PeopleIo {
  getCurrentUser: { response: { user: SignedInUser } };
  createLead: { response: { lead: { id: string } }; body: unknown };
  login: { response: { user: SignedInUser } | LoginStep; body: LoginBody };
  logout: { response: undefined };
  register: { response: { user: SignedInUser }; body: { email: string; password: string; name?: string } };
  getAdminSummary: { response: AdminSummaryResponse };
  listAdminCustomers: { response: AdminCustomerListResponse };
  getAdminCustomer: { response: AdminCustomerDetailResponse };
  putAdminCustomer: { response: AdminCustomerEditResponse; body: CustomerEditInput };
  mergeAdminCustomer: { response: AdminCustomerEditResponse; body: CustomerMergeInput };
  getAdminCustomerCsv: { response: string };
  addCustomerNote: { response: AdminCustomerNoteCreatedResponse; body: CustomerNoteRequest };
  listAdminLeads: { response: AdminLeadListResponse };
  getAdminTeam: { response: TeamResponse };
  inviteAdminTeammate: { response: { invite: TeamInvite }; body: TeamInviteRequest };
  cancelAdminTeamInvite: { response: undefined };
  putAdminTeamMember: { response: undefined; body: TeamMemberChange };
  removeAdminTeamMember: { response: undefined };
  putAdminTeamSettings: { response: { settings: TeamSettings }; body: TeamSettingsRequest };
  getTeamInvite: { response: { invite: TeamInviteView } };
  acceptTeamInvite: { response: { joined: TeamInviteAccepted }; body: { password: string } };
}

export const peopleRoutes: RouteTable<typeof publicTable, PeopleIo> = publicTable;
