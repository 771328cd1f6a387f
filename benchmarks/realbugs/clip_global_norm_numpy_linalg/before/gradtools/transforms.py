import jax
import numpy as np


class ClipByGlobalNorm:
    """Rescales the whole gradient tree so that its global L2 norm is at most max_norm."""

    def __init__(self, max_norm):
        self.max_norm = max_norm

    def __call__(self, grads):
        leaves = jax.tree_util.tree_leaves(grads)
        squared = sum(np.linalg.norm(g) ** 2 for g in leaves)  # expect: JXL401
        scale = np.minimum(1.0, self.max_norm / (np.sqrt(squared) + 1e-6))  # expect: JXL401
        return jax.tree_util.tree_map(lambda g: g * scale, grads)


class ScaleByLearningRate:
    def __init__(self, learning_rate):
        self.learning_rate = learning_rate

    def __call__(self, grads):
        return jax.tree_util.tree_map(lambda g: -self.learning_rate * g, grads)


class Chain:
    def __init__(self, *transforms):
        self.transforms = transforms

    def __call__(self, grads):
        for transform in self.transforms:
            grads = transform(grads)
        return grads
