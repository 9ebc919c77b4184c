import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import type { LiveResult } from '../live';
import { auditEventSource } from './audit.live';
import { AuditService } from './audit.service';
import { AnonymousRefusalCount, AuditEvent, AuditEventFilter, AuditEventPage } from './audit.types';

@Resolver(() => AuditEvent)
export class AuditResolver {
  constructor(private readonly service: AuditService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => AuditEventPage, {
    description: 'Audit events, newest first, a page at a time (cursor from the previous page).',
  })
  auditEvents(
    @Arg('filter', () => AuditEventFilter, { nullable: true, description: 'Only events matching every given field.' })
    filter?: AuditEventFilter | null,
    @Arg('cursor', () => String, {
      nullable: true,
      description: 'nextCursor of the previous page; omit for the first page.',
    })
    cursor?: string | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Default 50, at most 500.' }) limit?: number | null,
  ): Promise<AuditEventPage> {
    return this.service.list({ filter, cursor, limit });
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => [AnonymousRefusalCount], {
    description:
      '401s of requests without any credential, counted per client address and minute (they are not audit events), newest minute first.',
  })
  anonymousRefusals(
    @Arg('since', () => Date, { nullable: true, description: 'Minutes from this time on (inclusive).' })
    since?: Date | null,
    @Arg('until', () => Date, { nullable: true, description: 'Minutes before this time (exclusive).' })
    until?: Date | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Default 100, at most 1000.' }) limit?: number | null,
  ): Promise<AnonymousRefusalCount[]> {
    return this.service.anonymousRefusals({ since, until, limit });
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Int, {
    description: 'Deletes audit events older than MAPGATE_AUDIT_RETENTION_DAYS; returns how many.',
  })
  runAuditRetention(): Promise<number> {
    return this.service.runRetention();
  }

  @Authorized(SUPER_ADMIN)
  @Subscription(() => AuditEvent, {
    name: 'auditEvents',
    description:
      'Audit events recorded from now on (with recent, first those of the last minute), on any instance, that match the filter (as the auditEvents query), in the order they arrived; ends only with the error that ends it (401, 403).',
    subscribe: ({ context, args, info }) =>
      auditEventSource(context as Context, args as { filter?: unknown; recent?: boolean }, info as GraphQLResolveInfo),
  })
  newAuditEvents(
    @Root() event: LiveResult<AuditEvent>,
    // Read by the source (audit.live.ts); declared here for the schema.
    @Arg('filter', () => AuditEventFilter, {
      nullable: true,
      description: 'Only events matching it (as in the auditEvents query); every new event without it.',
    })
    _filter?: AuditEventFilter | null,
    @Arg('recent', () => Boolean, {
      nullable: true,
      description:
        'Also the matching events of the last minute, sent first (oldest first, the newest 500 at most): what was recorded between a read of the auditEvents query and the start of this subscription. Drop by id those the read gave.',
    })
    _recent?: boolean | null,
  ): AuditEvent {
    if (event.error !== undefined) throw event.error;
    return event.value!;
  }
}
