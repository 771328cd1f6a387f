import jax


class ParameterEMA:
    """Exponential moving average of the parameters, with a warm-up on the number of updates."""

    def __init__(self, decay=0.999):
        self.decay = decay
        self.num_updates = 0
        self.shadow = None

    def update(self, params):
        self.num_updates += 1  # expect: JXL202
        decay = min(self.decay, (1 + self.num_updates) / (10 + self.num_updates))
        if self.shadow is None:
            self.shadow = params  # expect: JXL202
        else:
            self.shadow = jax.tree_util.tree_map(lambda s, p: decay * s + (1 - decay) * p, self.shadow, params)  # expect: JXL202
        return self.shadow
