import { AccountEventSchema, DEFAULT_SERVICE_ACCESS } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const USER_PROFILES = 'user-profiles';

/**
 * Profiles and service access (spec §3 user_profiles, customer_service_access), from the
 * account streams: what the user entered, and what the CRM said at the last sync.
 */
export const userProfilesProjection: Projection = {
  name: USER_PROFILES,
  eventTypes: [
    'AccountRegistered',
    'ProfileCompleted',
    'ProfileUpdated',
    'CrmProfileSynced',
    'AccountDeactivated',
    'AccountReactivated',
  ],
  tables: ['user_profiles', 'customer_service_access'],
  apply: async (client, logged) => {
    const event = AccountEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'AccountRegistered': {
        const { userId, email, registeredAt } = event.data;
        await client.query(
          `INSERT INTO user_profiles (user_id, email, registered_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT DO NOTHING`,
          [userId, email, registeredAt],
        );
        await client.query(
          `INSERT INTO customer_service_access (user_id, email, content_lookup, instant_chat_support, support_tickets,
             company_user_guide) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [
            userId,
            email,
            DEFAULT_SERVICE_ACCESS.contentLookup,
            DEFAULT_SERVICE_ACCESS.instantChatSupport,
            DEFAULT_SERVICE_ACCESS.supportTickets,
            DEFAULT_SERVICE_ACCESS.companyUserGuide,
          ],
        );
        return;
      }
      case 'ProfileCompleted':
      case 'ProfileUpdated': {
        const { userId, firstName, lastName, mobile, birthday, jobTitle } = event.data;
        const at = event.type === 'ProfileCompleted' ? event.data.completedAt : event.data.updatedAt;
        await client.query(
          `UPDATE user_profiles SET first_name = $2, last_name = $3, mobile = $4, birthday = $5, job_title = $6,
             profile_completed = true, updated_at = $7 WHERE user_id = $1`,
          [userId, firstName, lastName, mobile, birthday, jobTitle, at],
        );
        return;
      }
      case 'CrmProfileSynced': {
        const { userId, contact, syncedAt } = event.data;
        if (!contact) {
          // The CRM no longer knows this contact: keep what the user entered, drop what it said.
          await client.query(
            `UPDATE user_profiles SET crm_contact_id = NULL, last_crm_sync = $2, updated_at = $2 WHERE user_id = $1`,
            [userId, syncedAt],
          );
          return;
        }
        // Names, mobile and title from the CRM fill gaps only until the person has saved their
        // profile: from then on what they entered wins, an emptied field included (a number they
        // removed must not come back with the next nightly sync).
        await client.query(
          `UPDATE user_profiles SET
             first_name = CASE WHEN profile_completed THEN first_name ELSE coalesce(first_name, $2) END,
             last_name = CASE WHEN profile_completed THEN last_name ELSE coalesce(last_name, $3) END,
             mobile = CASE WHEN profile_completed THEN mobile ELSE coalesce(mobile, $4) END,
             job_title = CASE WHEN profile_completed THEN job_title ELSE coalesce(job_title, $5) END,
             company_name = $6, applications = $7, recruit_modules_access = $8, people_modules_access = $9,
             support_contract = $10, userguide_service = $11, crm_contact_id = $12,
             last_crm_sync = $13, updated_at = $13
           WHERE user_id = $1`,
          [
            userId,
            contact.firstName,
            contact.lastName,
            contact.mobile,
            contact.jobTitle,
            contact.companyName,
            contact.applications,
            contact.recruitModulesAccess,
            contact.peopleModulesAccess,
            contact.supportContract,
            contact.userguideService,
            contact.crmContactId,
            syncedAt,
          ],
        );
        const access = contact.serviceAccess;
        await client.query(
          `UPDATE customer_service_access SET content_lookup = $2, instant_chat_support = $3, support_tickets = $4,
             company_user_guide = $5, last_synced_at = $6 WHERE user_id = $1`,
          [
            userId,
            access.contentLookup,
            access.instantChatSupport,
            access.supportTickets,
            access.companyUserGuide,
            syncedAt,
          ],
        );
        return;
      }
      case 'AccountDeactivated':
        await client.query('UPDATE user_profiles SET is_active = false, updated_at = $2 WHERE user_id = $1', [
          event.data.userId,
          event.data.deactivatedAt,
        ]);
        return;
      case 'AccountReactivated':
        await client.query('UPDATE user_profiles SET is_active = true, updated_at = $2 WHERE user_id = $1', [
          event.data.userId,
          event.data.reactivatedAt,
        ]);
        return;
      case 'PasswordChanged':
        return;
    }
  },
};
