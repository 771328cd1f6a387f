class StepConfig:
    """Optimizer settings, passed to the jitted step as a static argument."""

    def __init__(self, lr, momentum=0.0):
        self.lr = lr
        self.momentum = momentum
