class ExponentialDecay:
    """Learning rate multiplied by `rate` after every epoch."""

    def __init__(self, init_value, rate):
        self.init_value = init_value
        self.rate = rate

    def __call__(self, epoch):
        return self.init_value * self.rate ** epoch
