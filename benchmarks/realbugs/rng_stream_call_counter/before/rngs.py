import jax


class RngStream:
    def __init__(self, key):
        self.key = key
        self.count = 0

    def __call__(self):
        self.count += 1  # expect: JXL202
        return jax.random.fold_in(self.key, self.count)
