/** Shapes of the REST upstream (see api/CONTRACT.md). Only what the bff reads is typed. */

export type Permission = 'read' | 'write' | 'lock';

export interface SessionUser {
  userId: number;
  companyId: number;
  username: string;
  fullName: string;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  userRole: string;
  isAdministrator: boolean;
  preference?: {
    modalSize?: string | null;
    sessionTimeout?: number | null;
    calendarStartDay?: number | null;
    streamFilterOption?: string | null;
    dateFormat?: string | null;
    timeFormat?: string | null;
    timeZone?: string | null;
    timeZoneChosen?: boolean | null;
    workingHours?: { day: number; isWorking: boolean; start: string; end: string }[] | null;
  } | null;
}

export interface MenuItem {
  key: string;
  label: string;
  url: string;
  isLocked: boolean;
  /** Reached through a running trial only (the promotion pane). */
  isPromotion?: boolean;
  tooltip?: string | null;
}
export interface MenuGroup {
  key: string;
  label: string;
  items: MenuItem[];
}

export interface InitialData {
  session: SessionUser;
  company: { id: number; name: string };
  mainMenu: MenuGroup[];
  /** Every user of the company (what `User/List` answers). */
  userList?: UserModel[];
}

export interface UserModel {
  id: number;
  username: string;
  person?: { firstName?: string | null; lastName?: string | null } | null;
  fullName: string;
  emailAddressList?: { email: string; isPrimary: boolean }[] | null;
  jobTitle?: string | null;
  profileImage?: string | null;
  userRole?: string;
  isAdministrator?: boolean;
}

export interface AddressModel {
  id: number;
  description?: string | null;
  street?: string | null;
  city?: string | null;
  province?: string | null;
  postal?: string | null;
  country?: string | null;
  primaryPhone?: string | null;
  secondaryPhone?: string | null;
  fax?: string | null;
  isPrimaryMobile?: boolean;
  isSecondaryMobile?: boolean;
  isPrimary?: boolean;
}
export interface PhoneModel {
  id: number;
  type?: string | null;
  phoneNumber: string;
  isPrimary?: boolean;
}
export interface EmailModel {
  id: number;
  email: string;
  isPrimary?: boolean;
}

interface RecordModelBase {
  id: number;
  name: string;
  ownerId: number | null;
  status: number;
  isLocked: boolean;
  isLead: boolean;
  isCustomer: boolean;
  isSupplier: boolean;
  description?: string | null;
  primaryPhone?: string | null;
  primaryEmail?: string | null;
  creationDate: string;
  lastModifiedDate: string;
  addressList?: AddressModel[];
  phoneList?: PhoneModel[];
  emailList?: EmailModel[];
  /** The session user's permission on this row, computed by the api. */
  permission: Permission;
}

export interface OrganizationModel extends RecordModelBase {
  website?: string | null;
  industry?: string | null;
}

export interface PersonModel extends RecordModelBase {
  firstName?: string | null;
  lastName: string;
  organizationId?: number | null;
  organizationName?: string | null;
  jobTitle?: string | null;
}

export interface GetModelResponse<M> {
  model: M;
  viewData?: { ownerName?: string | null } | null;
  permission: Permission;
}

export interface GetSummaryResponse<M> {
  model: M;
  viewData: { ownerName?: string | null; dropboxEmail?: string | null; contactCount?: number; isFollowing?: boolean };
  permission: Permission;
  menu: string[];
}

export interface PagingResponse<R> {
  data: R[];
  totalPage: number;
  totalItem: number;
}

export interface NotificationModel {
  id: number;
  userId: number;
  objectName?: string | null;
  objectId?: number | null;
  name: string;
  type: string;
  action?: string | null;
  owner?: number | null;
  creationDate: string;
  parentObject?: string | null;
  parentId?: number | null;
  parentName?: string | null;
  isRead: boolean;
}

export interface NotificationListResponse {
  data: NotificationModel[];
  totalItem: number;
  unreadCount: number;
}

export interface HubEvent {
  hub: string;
  event: string;
  group: string;
  companyId: number;
  payload: unknown;
}
