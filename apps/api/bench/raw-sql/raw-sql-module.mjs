// The raw-SQL twin of the measured Learn endpoints, served by the same Nest application: the
// application's own controllers (subclassed only to mount them under `${LEARN}/raw/...`) and
// services (criteria rules, availability evaluation, presentation), the same guard, pipes,
// interceptors and filter — with the data access replaced by raw-data-access.mjs.
import { Module } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { CriteriaController } from '../../dist/learn/adaptive-release/criteria/criteria.controller.js';
import { CriteriaService } from '../../dist/learn/adaptive-release/criteria/criteria.service.js';
import { ENTITLEMENTS } from '../../dist/learn/auth/entitlement-table.js';
import { AvailabilityController } from '../../dist/learn/availability/availability.controller.js';
import { AvailabilityService } from '../../dist/learn/availability/availability.service.js';
import { LEARN } from '../../dist/learn/learn-paths.js';
import { RawAuditTrail, RawCriteriaRepository, RawFactsLoader, RawPathIds, RawRuleScopes } from './raw-data-access.mjs';

/** Where the twins are mounted: the Learn path with `/raw` after the Learn prefix. */
export const RAW = `${LEARN}/raw`;

/** A subclass of `controller` mounted under RAW; its routes need what the original's need. */
function rawTwin(controller) {
  const twin = class extends controller {};
  Object.defineProperty(twin, 'name', { value: `Raw${controller.name}` });
  const path = Reflect.getMetadata(PATH_METADATA, controller);
  Reflect.defineMetadata(PATH_METADATA, RAW + path.slice(LEARN.length), twin);
  Reflect.defineMetadata('design:paramtypes', Reflect.getMetadata('design:paramtypes', controller), twin);
  for (const [route, requirement] of Object.entries(ENTITLEMENTS)) {
    const [method, routePath] = route.split(' ');
    if (path.startsWith(LEARN) && routePath.startsWith(path.slice(LEARN.length))) {
      ENTITLEMENTS[`${method} /raw${routePath}`] = requirement;
    }
  }
  return twin;
}

/** The twins, their services built on a `pg` pool of the same size as Prisma's. */
export function rawSqlModule(pool) {
  class RawSqlModule {}
  Module({})(RawSqlModule);
  const ids = new RawPathIds(pool);
  return {
    module: RawSqlModule,
    controllers: [rawTwin(CriteriaController), rawTwin(AvailabilityController)],
    providers: [
      {
        provide: CriteriaService,
        useValue: new CriteriaService(
          new RawRuleScopes(pool),
          new RawCriteriaRepository(pool),
          new RawAuditTrail(pool),
        ),
      },
      { provide: AvailabilityService, useValue: new AvailabilityService(ids, new RawFactsLoader(pool)) },
    ],
  };
}
