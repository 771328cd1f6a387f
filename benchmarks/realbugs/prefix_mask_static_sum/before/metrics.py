from functools import partial

import jax

from masks import prefix_mask


@partial(jax.jit, static_argnames=("n_valid",))
def valid_total(x, n_valid):
    mask = prefix_mask(x.shape[0], n_valid)
    return x[mask].sum()  # expect: JXL107


class RunningScore:
    def __init__(self, n_valid):
        self.n_valid = n_valid

    def __call__(self, x):
        return valid_total(x, n_valid=self.n_valid)
