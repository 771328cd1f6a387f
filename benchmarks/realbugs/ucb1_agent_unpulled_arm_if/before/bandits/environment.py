import jax


class BernoulliBandit:
    def __init__(self, probabilities):
        self.probabilities = probabilities

    def pull(self, key, arm):
        return jax.random.bernoulli(key, self.probabilities[arm]).astype(float)
