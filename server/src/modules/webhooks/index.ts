// Runs the webhook job on a timer in this process (config.webhookDelivery; off in tests, which call
// deliverDueWebhooks with their own clock). In demo mode also serves the built-in test receiver:
// POST /dev/webhooks/receive records what it is sent (checking the signature with the sending
// store's secret) and GET /dev/webhooks shows it.
import type { FastifyPluginAsync } from "fastify";
import { deliverDueWebhooks } from "./deliver";
import receiver from "./receiver-routes";

const webhooks: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  if (config.demoMode) await app.register(receiver, { prefix: "/dev/webhooks" });
  if (!config.webhookDelivery) return;

  let running: Promise<unknown> | null = null;
  const tick = () => {
    running ??= deliverDueWebhooks({ db, log: (m) => app.log.info(m) }, app.ctx.now())
      .catch((err: unknown) => app.log.error(`webhook job failed: ${String(err)}`))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook("onReady", async () => {
    timer = setInterval(tick, config.webhookTickSeconds * 1000);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};

export default webhooks;
