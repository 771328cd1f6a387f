import jax


class BernoulliBandit:
    """Each arm pays 1 with its own success probability."""

    def __init__(self, success_probs):
        self.success_probs = list(success_probs)

    @property
    def num_arms(self):
        return len(self.success_probs)

    def pull(self, key, arm):
        p = self.success_probs[arm]  # expect: JXL104
        return jax.random.bernoulli(key, p).astype("float32")
