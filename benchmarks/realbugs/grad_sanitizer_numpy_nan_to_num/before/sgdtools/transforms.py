import jax
import numpy as np


class SanitizeGrads:
    """Replace NaN and infinite gradient entries so that one bad batch cannot poison the parameters."""

    def __init__(self, bound=1e3):
        self.bound = bound

    def _clean(self, grad):
        return np.nan_to_num(grad, nan=0.0, posinf=self.bound, neginf=-self.bound)  # expect: JXL401

    def __call__(self, grads):
        return jax.tree_util.tree_map(self._clean, grads)


class Sgd:
    def __init__(self, learning_rate, preprocess=None):
        self.learning_rate = learning_rate
        self.preprocess = preprocess

    def apply(self, params, grads):
        if self.preprocess is not None:
            grads = self.preprocess(grads)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
