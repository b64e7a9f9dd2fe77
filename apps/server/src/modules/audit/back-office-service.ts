import type { ClubRole } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { AuditRepository } from './audit.repository';

/**
 * A back-office service: the work of one club role, whose every call first refuses a caller
 * without that role (`allow`) and whose every write is audited in its transaction (`audit`).
 */
export abstract class BackOfficeService<Repo> {
  /** The role that may call the service. */
  protected abstract readonly role: ClubRole;

  constructor(
    protected readonly repo: Repo,
    protected readonly audit: AuditRepository,
    protected readonly context: ClubContext,
  ) {}

  /** 403 naming the role unless the caller holds it at their club. */
  protected allow(auth: Auth): Promise<void> {
    return this.context.requireRole(auth, this.role);
  }
}
