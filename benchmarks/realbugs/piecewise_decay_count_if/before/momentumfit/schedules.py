class PiecewiseDecay:
    """Learning rate cut by `factor` at each boundary step."""

    def __init__(self, init_value, boundaries, factor):
        self.init_value = init_value
        self.boundaries = tuple(boundaries)
        self.factor = factor

    def __call__(self, count):
        learning_rate = self.init_value
        for boundary in self.boundaries:
            if count >= boundary:  # expect: JXL101
                learning_rate = learning_rate * self.factor
        return learning_rate
