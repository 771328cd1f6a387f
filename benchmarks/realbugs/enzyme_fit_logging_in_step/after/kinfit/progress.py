import logging

import jax

logger = logging.getLogger("kinfit")


def _emit(cost, gradient_norm):
    logger.info("cost %s gradient norm %s", cost, gradient_norm)


def log_iteration(cost, gradient_norm):
    """Logs on the host when the compiled update runs, not once while it is traced."""
    jax.debug.callback(_emit, cost, gradient_norm)
