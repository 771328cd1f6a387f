import logging

logger = logging.getLogger("scanfit.train")


class StepReporter:
    """Reports the loss of every optimisation step to the training log."""

    def __init__(self, prefix):
        self.prefix = prefix

    def report(self, step, loss):
        logger.info("%s step %s loss %s", self.prefix, step, loss)  # expect: JXL203
