class TrainingCallback:
    """Base class: every hook is a no-op; lower priority runs earlier."""

    priority = 50

    def on_train_begin(self, trainer):
        pass

    def on_train_step_end(self, trainer, metrics):
        pass

    def on_epoch_end(self, trainer, epoch, metrics):
        pass


class GradientMonitorCallback(TrainingCallback):
    priority = 10

    def __init__(self, logger):
        self.logger = logger

    def on_train_step_end(self, trainer, metrics):
        self.logger.info("loss=%s grad_norm=%s", metrics["loss"], metrics["grad_norm"])


class CallbackRunner:
    def __init__(self, callbacks):
        self.callbacks = sorted(callbacks, key=lambda callback: callback.priority)

    def fire(self, event, *args):
        for callback in self.callbacks:
            getattr(callback, event)(*args)
