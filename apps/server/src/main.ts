import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { runServerCluster } from './server-cluster.js';
import { startServer } from './start.js';

const { serverWorkers, databaseUrl, redisUrl } = loadConfig();
if (serverWorkers > 1 && cluster.isPrimary) runServerCluster({ serverWorkers, databaseUrl, redisUrl });
else await startServer();
