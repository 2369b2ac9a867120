import {
  cancellationCodes,
  DeleteCommand,
  documentClient,
  GetCommand,
  isConditionalCheckFailed,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from './client.ts';
import type { CruiseCrew, GuestOnBoard, ManifestInvitation, WaiverSignature } from '#domain/portal/manifest.ts';
import * as z from '#domain/shared/zod.ts';
import type { Config } from '../../platform/config.ts';
import { batchGet } from './batch-get.ts';
import { itemParser } from './parse-item.ts';
import { pendingEventItem, type PendingEvent } from './pending-events-repository.ts';
import { queryPages } from './query-pages.ts';

// The group's manifest (decision 023), beside the booking it belongs to: the manifest item, the
// invitations and the signatures live in the booking's partition (one Query reads them all), and
// the share link's token points at the booking as a share-payment token does. They are items of
// their own rather than fields of the booking, so a guest signing never races a payment or a
// move for the booking's revision.

const id = z.string().check(z.minLength(1));
const text = z.string();

const manifestRecordSchema = z.object({
  bookingId: id,
  token: id,
  alcoholOnBoard: z.boolean(),
  /** Who last said whether alcohol is on board (the organiser's e-mail), and when; absent while it is the default. */
  alcoholSetBy: z.optional(text),
  alcoholSetAt: z.optional(text),
  /** Who sails it (issue 29), set by the office: the captain's e-mail and the deckhands' names. */
  captain: z.optional(z.nullable(text)),
  deckhands: z.optional(z.array(text)),
  crewSetBy: z.optional(text),
  createdAt: id,
});
export type ManifestRecord = z.infer<typeof manifestRecordSchema>;

const signatureSchema: z.ZodMiniType<WaiverSignature> = z.object({
  bookingId: id,
  name: id,
  typedSignature: id,
  dateOfBirth: z.optional(id),
  twentyOneChecked: z.boolean(),
  photoConsent: z.boolean(),
  waiverVersion: id,
  emailSha256: id,
  addressSha256: z.optional(id),
  signedAt: id,
});

const invitationSchema: z.ZodMiniType<ManifestInvitation> = z.object({
  bookingId: id,
  email: id,
  emailSha256: id,
  invitedAt: id,
  reminders: z.array(z.object({ at: id, by: id })),
});

// The token is a secret: errors name the booking instead.
const onBoardSchema: z.ZodMiniType<GuestOnBoard> = z.object({ bookingId: id, guestId: id, at: id, by: id });

const toManifest = itemParser('Manifest', manifestRecordSchema);
const toOnBoard = itemParser('GuestOnBoard', onBoardSchema);
const toPointer = itemParser('ManifestLink', z.object({ bookingId: id }), { describeKey: () => 'MANIFEST#(token)' });
const toSignature = itemParser('WaiverSignature', signatureSchema);
const toInvitation = itemParser('ManifestInvitation', invitationSchema);

const keys = {
  manifest: (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: 'MANIFEST' }),
  link: (token: string) => ({ pk: `MANIFEST#${token}`, sk: 'BOOKING' }),
  invitation: (bookingId: string, emailSha256: string) => ({ pk: `BOOKING#${bookingId}`, sk: `INVITE#${emailSha256}` }),
  // Once per signer and version: signing again is refused, signing a newer version is a new item.
  signature: (bookingId: string, emailSha256: string, version: string) => ({ pk: `BOOKING#${bookingId}`, sk: `WAIVER#${emailSha256}#${version}` }),
  // Between INVITE# and WAIVER#, so the one query of the entries reads the ticks too.
  onBoard: (bookingId: string, guestId: string) => ({ pk: `BOOKING#${bookingId}`, sk: `ONBOARD#${guestId}` }),
};

/** Whether a write went in, or found its item already there (and changed nothing). */
export type StoreOutcome = 'stored' | 'exists';

export function manifestRepository(config: Config) {
  const db = documentClient(config);
  const TableName = config.TABLE_NAME;

  async function get(bookingId: string): Promise<ManifestRecord | null> {
    const { Item } = await db.send(new GetCommand({ TableName, Key: keys.manifest(bookingId), ConsistentRead: true }));
    return Item ? toManifest(Item) : null;
  }

  /** A Put of a new item with the event announcing it, in one transaction; 'exists' when the item was there. */
  async function putNew(item: Record<string, unknown>, event: PendingEvent | null): Promise<StoreOutcome> {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            ...(event ? [{ Put: { TableName, Item: pendingEventItem(event) } }] : []),
          ],
        }),
      );
      return 'stored';
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'exists';
      throw error;
    }
  }

  return {
    get,

    /** The crews named for these bookings, by booking id; a booking with no manifest or no crew yet is left out. */
    async crews(bookingIds: readonly string[]): Promise<Map<string, CruiseCrew>> {
      const manifests = (await batchGet(db, TableName, [...new Set(bookingIds)].map(keys.manifest))).map(toManifest);
      return new Map(
        manifests
          .filter((manifest) => manifest.captain || manifest.deckhands?.length)
          .map((manifest) => [manifest.bookingId, { captain: manifest.captain ?? null, deckhands: manifest.deckhands ?? [] }]),
      );
    },

    /**
     * Gives a booking its manifest and link (once): the manifest item and the token's pointer are
     * written together; a second caller finds the first one's manifest and keeps it.
     */
    async create(manifest: ManifestRecord): Promise<ManifestRecord> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: { ...keys.manifest(manifest.bookingId), type: 'Manifest', ...manifest },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName,
                  Item: { ...keys.link(manifest.token), type: 'ManifestLink', bookingId: manifest.bookingId, createdAt: manifest.createdAt },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return manifest;
      } catch (error) {
        if (cancellationCodes(error)?.[0] !== 'ConditionalCheckFailed') throw error;
        const existing = await get(manifest.bookingId);
        if (!existing) throw new Error(`Booking ${manifest.bookingId}'s manifest was refused as existing but cannot be read`);
        return existing;
      }
    },

    /** The booking a waiver link opens, if any. */
    async bookingIdForToken(token: string): Promise<string | null> {
      const { Item } = await db.send(new GetCommand({ TableName, Key: keys.link(token), ConsistentRead: true }));
      return Item ? toPointer(Item).bookingId : null;
    },

    /** Says whether alcohol is on board; the manifest must exist. */
    async setAlcohol(bookingId: string, alcoholOnBoard: boolean, by: string, at: string): Promise<ManifestRecord> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.manifest(bookingId),
            UpdateExpression: 'SET alcoholOnBoard = :value, alcoholSetBy = :by, alcoholSetAt = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':value': alcoholOnBoard, ':by': by, ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toManifest(Attributes ?? {});
      } catch (error) {
        if (isConditionalCheckFailed(error)) throw new Error(`Booking ${bookingId} has no manifest to change`);
        throw error;
      }
    },

    /** Names who sails the cruise; the manifest must exist. */
    async setCrew(bookingId: string, crew: { captain: string | null; deckhands: readonly string[] }, by: string): Promise<ManifestRecord> {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName,
          Key: keys.manifest(bookingId),
          UpdateExpression: 'SET captain = :captain, deckhands = :deckhands, crewSetBy = :by',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':captain': crew.captain, ':deckhands': [...crew.deckhands], ':by': by },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toManifest(Attributes ?? {});
    },

    /** The booking's invitations and signatures: one Query of its partition. */
    async entries(bookingId: string): Promise<{ invitations: ManifestInvitation[]; signatures: WaiverSignature[]; onBoard: GuestOnBoard[] }> {
      const items = await queryPages(
        config,
        {
          TableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
          ExpressionAttributeValues: { ':pk': `BOOKING#${bookingId}`, ':first': 'INVITE#', ':last': 'WAIVER#~' },
          ConsistentRead: true,
        },
        2000,
      );
      // The range also holds the booking's ledger and the manifest item (between INVITE# and WAIVER#).
      return {
        invitations: items.filter((item) => item['type'] === 'ManifestInvitation').map(toInvitation),
        signatures: items.filter((item) => item['type'] === 'WaiverSignature').map(toSignature),
        onBoard: items.filter((item) => item['type'] === 'GuestOnBoard').map(toOnBoard),
      };
    },

    /** Ticks a guest on board, or takes the tick off (null): the captain's check-in. */
    async setOnBoard(bookingId: string, guestId: string, tick: Pick<GuestOnBoard, 'at' | 'by'> | null): Promise<void> {
      if (tick) await db.send(new PutCommand({ TableName, Item: { ...keys.onBoard(bookingId, guestId), type: 'GuestOnBoard', bookingId, guestId, ...tick } }));
      else await db.send(new DeleteCommand({ TableName, Key: keys.onBoard(bookingId, guestId) }));
    },

    /** Stores a signature once per signer and version, with its WaiverSigned event. */
    addSignature(signature: WaiverSignature, event: PendingEvent): Promise<StoreOutcome> {
      return putNew({ ...keys.signature(signature.bookingId, signature.emailSha256, signature.waiverVersion), type: 'WaiverSignature', ...signature }, event);
    },

    /** Stores an invitation once per address, with the GuestInvited event its e-mail goes out on. */
    addInvitation(invitation: ManifestInvitation, event: PendingEvent): Promise<StoreOutcome> {
      return putNew({ ...keys.invitation(invitation.bookingId, invitation.emailSha256), type: 'ManifestInvitation', ...invitation }, event);
    },

    /** Records a reminder on the invitation with the event that e-mails it, in one transaction. */
    async addReminder(invitation: ManifestInvitation, reminder: { at: string; by: string }, event: PendingEvent): Promise<void> {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName,
                Key: keys.invitation(invitation.bookingId, invitation.emailSha256),
                UpdateExpression: 'SET reminders = list_append(reminders, :reminder)',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':reminder': [reminder] },
              },
            },
            { Put: { TableName, Item: pendingEventItem(event) } },
          ],
        }),
      );
    },
  };
}
