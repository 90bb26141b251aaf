import 'server-only';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { settingsActionSpecs } from './action-specs';

/** The settings actions' specs on the desk's own database, API client and secrets (lib/desk/actions/*). */
export const deskSettingsSpecs = settingsActionSpecs({
  db: deskDb,
  api: paymentsApi,
  receiverSecrets: () => {
    const { secrets } = config();
    return { envSecret: secrets.WEBHOOK_SECRET, authSecret: secrets.AUTH_SECRET };
  },
  dataDir: () => config().dataDir,
});
