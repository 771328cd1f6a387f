import logging

logger = logging.getLogger("fitloop")


class TrainingCallback:
    def on_step_end(self, step_metrics):
        return None


class LossLogger(TrainingCallback):
    def on_step_end(self, step_metrics):
        logger.info("train loss %s", step_metrics["loss"])  # expect: JXL203


class History(TrainingCallback):
    def __init__(self):
        self.losses = []

    def on_step_end(self, step_metrics):
        self.losses.append(step_metrics["loss"])  # expect: JXL202
