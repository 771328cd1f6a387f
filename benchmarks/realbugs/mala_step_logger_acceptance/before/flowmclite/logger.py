"""Package logger, configured once so that samplers can report progress."""

import logging

logger = logging.getLogger("flowmclite")
logger.addHandler(logging.NullHandler())


def enable_logging(level=logging.DEBUG):
    logger.setLevel(level)
