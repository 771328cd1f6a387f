import logging

logger = logging.getLogger("chemkin")


def log_progress(step, time, concentrations):
    logger.info("step %s t=%s concentrations=%s", step, time, concentrations)
