import logging

logger = logging.getLogger("smc.diagnostics")


def log_effective_sample_size(t, ess, n_particles):
    logger.info("t=%s ess=%s of %s particles", t, ess, n_particles)  # expect: JXL203
