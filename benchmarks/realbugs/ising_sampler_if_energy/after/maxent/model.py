import itertools

import jax.numpy as jnp


class PairwiseModel:
    """Maximum-entropy model over binary words: fields on single units, couplings on pairs."""

    def __init__(self, num_units):
        self.num_units = num_units
        self.pairs = jnp.array(list(itertools.combinations(range(num_units), 2)))

    def num_factors(self):
        return self.num_units + self.pairs.shape[0]

    def energy(self, factors, word):
        fields, couplings = factors[: self.num_units], factors[self.num_units:]
        pair_terms = word[self.pairs[:, 0]] * word[self.pairs[:, 1]]
        return -(jnp.dot(fields, word) + jnp.dot(couplings, pair_terms))
