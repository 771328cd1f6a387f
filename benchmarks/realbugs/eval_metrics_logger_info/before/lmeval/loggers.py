import logging
from abc import ABC, abstractmethod

logger = logging.getLogger("lmeval.metrics")


class BaseMetricsLogger(ABC):
    """A metrics logging backend: receives computed metrics of a training phase and persists them."""

    def __init__(self, enabled=True):
        self.enabled = enabled

    @abstractmethod
    def log_metrics(self, metrics, step, group="train"):
        """Record a set of metrics for a specific training step."""


class ConsoleMetricsLogger(BaseMetricsLogger):
    def log_metrics(self, metrics, step, group="train"):
        if not self.enabled:
            return
        formatted = ", ".join(f"{name}={value}" for name, value in metrics.items())
        logger.info("[%s] step %s: %s", group, step, formatted)  # expect: JXL203
