import logging

logger = logging.getLogger(__name__)


class CycleLogger:
    """Logs the analysis error and ensemble spread of each assimilation cycle."""

    def __init__(self, name="enkf"):
        self.name = name

    def log_cycle(self, rmse, spread):
        logger.info("%s analysis rmse=%s spread=%s", self.name, rmse, spread)  # expect: JXL203
