import logging

logger = logging.getLogger("sampler")


def report(name, value):
    logger.info("%s = %s", name, value)  # expect: JXL203
