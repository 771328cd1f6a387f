import logging

logger = logging.getLogger("mpt")


def log_progress(step, sharpe):
    logger.info("step %s: annualised Sharpe ratio %s", step, sharpe)
