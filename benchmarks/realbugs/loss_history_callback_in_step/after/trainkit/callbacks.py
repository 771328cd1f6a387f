"""Callbacks the trainer notifies after every optimisation step."""


class Callback:
    def on_train_step(self, metrics):
        pass


class LossHistory(Callback):
    def __init__(self):
        self.values = []

    def on_train_step(self, metrics):
        self.values.append(metrics["loss"])


class GradNormTracker(Callback):
    def __init__(self):
        self.latest = None

    def on_train_step(self, metrics):
        pass
