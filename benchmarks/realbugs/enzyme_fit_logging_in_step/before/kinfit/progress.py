import logging

logger = logging.getLogger("kinfit")


def log_iteration(cost, gradient_norm):
    logger.info("cost %s gradient norm %s", cost, gradient_norm)  # expect: JXL203
