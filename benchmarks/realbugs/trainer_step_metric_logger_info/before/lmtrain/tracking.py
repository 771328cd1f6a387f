"""Experiment tracking: metrics go to the standard logging tree, where handlers ship them elsewhere."""

import logging


class MetricLogger:
    def __init__(self, run_name):
        self._log = logging.getLogger(f"lmtrain.{run_name}")

    def log_step(self, step, metrics):
        self._log.info("step %s loss %s grad_norm %s", step, metrics["loss"], metrics["grad_norm"])  # expect: JXL203
