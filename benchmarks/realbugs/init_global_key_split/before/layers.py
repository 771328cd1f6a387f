from jax import random

from rng import next_key


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in = n_in
        self.n_out = n_out

    def init(self):
        w = random.normal(next_key(), (self.n_in, self.n_out)) / self.n_in ** 0.5
        b = 0.01 * random.normal(next_key(), (self.n_out,))
        return {"w": w, "b": b}
