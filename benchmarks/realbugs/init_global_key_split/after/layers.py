from jax import random


class Dense:
    def __init__(self, n_in, n_out):
        self.n_in = n_in
        self.n_out = n_out

    def init(self, key):
        w_key, b_key = random.split(key)
        w = random.normal(w_key, (self.n_in, self.n_out)) / self.n_in ** 0.5
        b = 0.01 * random.normal(b_key, (self.n_out,))
        return {"w": w, "b": b}
