import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import { AuditService } from './audit.service';
import { AuditEvent, AuditEventFilter, AuditEventPage } from './audit.types';

@Resolver(() => AuditEvent)
export class AuditResolver {
  constructor(private readonly service: AuditService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => AuditEventPage, {
    description: 'Audit events, newest first, a page at a time (cursor from the previous page).',
  })
  auditEvents(
    @Arg('filter', () => AuditEventFilter, { nullable: true }) filter?: AuditEventFilter | null,
    @Arg('cursor', () => String, { nullable: true }) cursor?: string | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Default 50, at most 500.' }) limit?: number | null,
  ): Promise<AuditEventPage> {
    return this.service.list({ filter, cursor, limit });
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Int, {
    description: 'Deletes audit events older than MAPGATE_AUDIT_RETENTION_DAYS; returns how many.',
  })
  runAuditRetention(): Promise<number> {
    return this.service.runRetention();
  }
}
