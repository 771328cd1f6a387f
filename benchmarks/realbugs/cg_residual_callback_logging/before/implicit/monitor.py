import logging


class ResidualLogger:
    """CG callback that logs the residual norm of every iteration."""

    def __init__(self, name="implicit.cg"):
        self.logger = logging.getLogger(name)

    def __call__(self, iteration, residual_norm):
        self.logger.info("cg iteration %s: residual %s", iteration, residual_norm)  # expect: JXL203
