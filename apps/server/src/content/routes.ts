import { currentMember } from '../auth/index.js';
import { readSetting } from '../db/siteSettings.js';
import type { Domain } from '../http/domain.js';
import { ApiError, ErrorCode } from '../http/envelope.js';
import { parseListQuery } from '../http/listQuery.js';
import { staticSite } from '../http/staticSite.js';
import { langOf } from '../i18n/index.js';
import { assetsDir, listSpecs } from './index.js';
import * as repository from './repository.js';
import { articlePlaceholders, contentLanguages, fillPlaceholders } from './rules.js';
import { seedContent } from './seed.js';

const notFound = () => new ApiError(ErrorCode.notFound, 'common.notFound');

export const content: Domain = {
  name: 'content',
  plugin: async (app) => {
    await seedContent(app.db);
    // Seed images keep their names when replaced: revalidated, never cached as immutable.
    await app.register(staticSite, { root: assetsDir, prefix: '/assets/', hashedDirs: [] });
  },
  handlers: {
    getArticle: async (request) => {
      const { id } = request.body as { id: number };
      const { db } = request.server;
      const article = await repository.findEnabledArticle(db, id);
      if (article === undefined) throw notFound();
      const lang = contentLanguages(langOf(request)).find((candidate) => article.translations.has(candidate));
      if (lang === undefined) throw notFound();
      const values = new Map<string, string>();
      for (const name of articlePlaceholders) {
        const value = await readSetting(db, name);
        if (value !== undefined) values.set(name, value);
      }
      const text = article.translations.get(lang)!;
      return {
        id: article.id,
        title: fillPlaceholders(text.title, values),
        content: fillPlaceholders(text.content, values),
        backgroundColor: article.backgroundColor,
        fontColor: article.fontColor,
        padding: article.padding,
      };
    },
    listBanners: async (request) =>
      repository.listBanners(
        request.server.db,
        parseListQuery(request.body, listSpecs.banners),
        contentLanguages(langOf(request)),
      ),
    listNews: async (request) =>
      repository.listNews(
        request.server.db,
        currentMember(request).id,
        parseListQuery(request.body, listSpecs.news),
      ),
    getNewsCount: async (request) => repository.countUnreadNews(request.server.db, currentMember(request).id),
    markNewsRead: async (request) => {
      const { id } = request.body as { id: number };
      // Someone else's message answers exactly like a missing one.
      if (!(await repository.markNewsRead(request.server.db, currentMember(request).id, id)))
        throw notFound();
      return null;
    },
  },
};
