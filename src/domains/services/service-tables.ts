import type { Config } from '../../base/config';
import type { PrismaClient } from '../../db/client';
import { fileTables } from './file-catalog';
import type { DiscoveredTable, PostgisCatalog } from './postgis-catalog';
import type { ServiceService } from './service.service';
import { ServiceType } from './service.types';

/** Discovery of any service: its PostGIS tables, or the layers of its file. */
export class ServiceTables {
  constructor(
    private readonly services: ServiceService,
    private readonly catalog: PostgisCatalog,
    private readonly prisma: PrismaClient,
    private readonly config: Config,
  ) {}

  async list(workspaceId: string, serviceRef: string): Promise<DiscoveredTable[]> {
    const service = await this.services.find(workspaceId, serviceRef);
    if (service.type === ServiceType.POSTGIS) return this.catalog.tablesOf(service);
    const realPath = (await this.services.checkConnection(service.type, service.info, true))!;
    const layers = await this.prisma.layer.findMany({
      where: { serviceId: service.row.id },
      select: { name: true, table: true },
      orderBy: { name: 'asc' },
    });
    return fileTables(
      { name: service.row.name, type: service.type },
      realPath,
      this.config.MAPGATE_ALLOWED_PATHS,
      this.config.MAPGATE_CONNECTION_TEST_TIMEOUT_MS,
      layers,
    );
  }
}
